import { readAirlockState, subscribeAirlockState } from '../airlockState'
import type { AirlockStores } from '../stores/airlockStores'
import type { AirlockInstance } from './airlockInstance'

type StateMethods = Pick<AirlockInstance, 'getState' | 'subscribeState' | 'getAccount'> & {
  /** Ends every subscription still open (instance destroy). */
  dispose(): void
}

/** The instance's read side: state snapshots, state subscriptions, accounts. */
export function createStateMethods(stores: AirlockStores): StateMethods {
  // Kept so destroy() can end subscriptions the dapp forgot.
  const subscriptions = new Set<() => void>()
  return {
    getState: () => readAirlockState(stores),
    subscribeState(listener) {
      const unsubscribe = subscribeAirlockState(stores, listener)
      subscriptions.add(unsubscribe)
      return () => {
        subscriptions.delete(unsubscribe)
        unsubscribe()
      }
    },
    getAccount(namespace) {
      const key = namespace ?? stores.chains.getState().activeNamespace
      return key ? stores.chains.getState().chains[key]?.account : undefined
    },
    dispose() {
      for (const unsubscribe of subscriptions) unsubscribe()
      subscriptions.clear()
    },
  }
}
