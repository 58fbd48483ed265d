import { createStore, type StoreApi } from 'zustand/vanilla'
import type { TokenBalance } from '../../clients/blockchainApi/types'

/** The send state of SPEC §3. */
export interface SendState {
  /** The token to send; its `address` is absent for the native currency. */
  token: TokenBalance | undefined
  /** Decimal string in whole units, as typed ('0.5'); parsed by the token's decimals when sent. */
  sendTokenAmount: string | undefined
  /** The receiver as a plain address; a typed name is stored once it resolved. */
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  /** Fiat value of the native balance ('3000.5'), for the fee and max checks. */
  networkBalanceInUSD: string | undefined
  /** A send is under way (SPEC §4). */
  loading: boolean
  /** What can be sent on the active network (the balances feature's list). */
  tokenBalances: TokenBalance[]
  /** Time (ms) the last balance fetch failed; no new one for 30 s (SPEC §8). */
  lastRetry: number | undefined
  /** The last send's failure, in SPEC wording. */
  error: string | undefined
}

export interface SendActions {
  setToken(token: TokenBalance | undefined): void
  setTokenAmount(amount: string | undefined): void
  /** Back to an empty form: after a success and on a namespace switch (SPEC §4). */
  reset(): void
}

export type SendStore = StoreApi<SendState & SendActions>

const empty = (): SendState => ({
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  tokenBalances: [],
  lastRetry: undefined,
  error: undefined,
})

/** The send form of one instance. */
export function createSendStore(): SendStore {
  return createStore<SendState & SendActions>()((set) => ({
    ...empty(),
    setToken: (token) => set({ token, error: undefined }),
    setTokenAmount: (sendTokenAmount) => set({ sendTokenAmount, error: undefined }),
    reset: () => set(empty()),
  }))
}
