import type { CaipNetworkId } from '@airlock/protocol'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { View } from '../../stores/routerStore'

/** The account that still has to sign in: connected, sign-in enabled, no valid session. */
export interface SiwxPending {
  chainId: CaipNetworkId
  address: string
}

/** Sign-in state a view shows (SIWXSignMessage) and the close rule reads. */
export interface SiwxState {
  pending: SiwxPending | undefined
  /** `getRequired()` when the prompt opened: while true, the account may not stay without a session. */
  required: boolean
  /** The wallet is being asked for the signature. */
  signing: boolean
  /** Why the last attempt failed ('Signature declined' …), until the next attempt. */
  error: string | undefined
}

export interface SiwxActions {
  prompt(pending: SiwxPending, required: boolean): void
  startSigning(): void
  failed(error: string): void
  /** Signed in, cancelled or the account left: nothing pending. */
  clear(): void
}

export type SiwxStore = StoreApi<SiwxState & SiwxActions>

const idle = (): SiwxState => ({
  pending: undefined,
  required: false,
  signing: false,
  error: undefined,
})

export function createSiwxStore(): SiwxStore {
  return createStore<SiwxState & SiwxActions>()((set) => ({
    ...idle(),
    prompt: (pending, required) => set({ pending, required, signing: false, error: undefined }),
    startSigning: () => set({ signing: true, error: undefined }),
    failed: (error) => set({ signing: false, error }),
    clear: () => set(idle()),
  }))
}

/** The sign and approve views (SPEC §2). */
const SIGN_IN_VIEWS: ReadonlySet<View> = new Set([
  'SIWXSignMessage',
  'ConnectingSiwe',
  'ApproveTransaction',
])

/** SPEC §2: closing is disabled on the sign and approve views when sign-in is required and no session exists. */
export function signInBlocksClose(state: SiwxState, view: View): boolean {
  return state.required && state.pending !== undefined && SIGN_IN_VIEWS.has(view)
}
