import type { CaipNetworkId } from '@airlock/protocol'
import type { AirlockEvents } from '../../airlockEvents'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import { featureOff } from '../../instance/featureCalls'
import type { Logger } from '../../logger'
import type { ChainNamespace } from '../../networks/types'
import type { AirlockStores } from '../../stores/airlockStores'
import type { BalancesStore } from '../balances/balancesStore'
import type { Balances } from '../balances/index'
import { defineFeature } from '../defineFeature'
import type { Names } from '../names/index'
import { createSendStore, type SendStore } from './sendStore'

declare module '../../airlockEvents' {
  interface AirlockEventData {
    /** A send was mined (EVM) or confirmed (Solana). */
    SEND_SUCCESS: {
      namespace: ChainNamespace
      network: CaipNetworkId
      /** Symbol of the token sent. */
      token: string
      /** Whole units, as typed. */
      amount: string
      hash: string
    }
  }
}

export interface SendDeps {
  stores: Pick<AirlockStores, 'chains' | 'toast' | 'options'>
  logger: Logger
  /** Hears SEND_SUCCESS. */
  events: Pick<AirlockEvents, 'emit'>
  /** Refreshed after a send; its list is what can be sent. */
  balances: Pick<Balances, 'fetch'> & { store: BalancesStore }
  /** Receiver names: resolve a typed name, reverse-look-up a typed address (eip155). */
  names: Pick<Names, 'available' | 'resolveName' | 'getNamesForAddress'>
  /**
   * The provider holding `namespace`'s account (a browser wallet's or the
   * embedded one), handed to that namespace's adapter, which checks its shape.
   */
  getWallet(namespace: ChainNamespace): unknown
}

/** Send tokens (SPEC §4): EVM native, EVM ERC-20, or SOL. */
export interface Send {
  readonly store: SendStore
  /** False when `features.send` is off: every action then rejects and nothing loads. */
  readonly available: boolean
  setToken(token: TokenBalance | undefined): void
  /** Whole units as typed ('0.25'). */
  setAmount(amount: string | undefined): void
  /**
   * What the user typed as receiver. An address of the active namespace is
   * taken as is, and its name and avatar looked up; on eip155 a name
   * (`ada.airlock.id`) becomes the address it resolves to. Anything else
   * leaves no receiver. Only the latest input's lookup is applied.
   */
  setReceiver(input: string): Promise<void>
  /**
   * The active account's balances (the balances feature) into `tokenBalances`
   * and `networkBalanceInUSD`; after a failure, `lastRetry` blocks a new fetch
   * for 30 s. On Solana only SOL is listed.
   */
  fetchTokenBalances(): Promise<TokenBalance[]>
  /**
   * "Max" for the form's token, whole units: all of an ERC-20; of the native
   * currency, all but what the send's fee may cost (21,000 gas at twice the
   * network's gas price on EVM, the 5,000-lamport signature fee on Solana), so
   * the send that follows can pay for itself. Never below zero; the whole
   * balance when the gas price cannot be read. Undefined without a token.
   */
  maxAmount(): Promise<string | undefined>
  /**
   * Sends the form's amount of its token to its receiver and waits for the
   * chain (25 s). Sets `loading` meanwhile; on success reports SEND_SUCCESS,
   * resets the form, refreshes the balances and resolves to the hash. Rejects,
   * with the error also in `error` and the toast: 'An amount and receiver
   * address are required', 'A token is required', 'error estimating gas', a
   * revert reason or 'unknown reason', the wallet's refusal, or 'Unsupported
   * chain' on a namespace other than eip155 and solana.
   */
  send(): Promise<string>
  reset(): void
}

/**
 * What the page pays for: the form's store, these forwarders, and one
 * subscription (SPEC §4: a switch to another namespace resets the form). The
 * transfer code (send.impl.ts) loads on the first call that needs it.
 */
export const createSendFeature = defineFeature({
  state: (): SendStore => createSendStore(),
  load: (_deps: SendDeps) => import('./send.impl'),
  methods: (feature): Send => {
    const { deps, state: store } = feature
    const available = deps.stores.options.getState().features.send
    // SPEC §4: a switch to another namespace resets the send form (switchNetwork sets the flag).
    feature.onDispose(
      deps.stores.chains.subscribe((state, previous) => {
        if (state.switchingNamespace && !previous.switchingNamespace) store.getState().reset()
      }),
    )
    return {
      store,
      available,
      setToken: (token) => store.getState().setToken(token),
      setAmount: (amount) => store.getState().setTokenAmount(amount),
      setReceiver: (text) =>
        available ? feature.use((send) => send.setReceiver(text)) : featureOff('send'),
      fetchTokenBalances: () =>
        available ? feature.use((send) => send.fetchTokenBalances()) : featureOff('send'),
      maxAmount: () => (available ? feature.use((send) => send.maxAmount()) : featureOff('send')),
      send() {
        if (!available) return featureOff('send')
        // Loading from the click on, the feature's chunk included.
        store.setState({ loading: true, error: undefined })
        return feature
          .use((send) => send.send())
          .catch((error: unknown) => {
            store.setState({ loading: false })
            throw error
          })
      },
      reset: () => store.getState().reset(),
    }
  },
})
