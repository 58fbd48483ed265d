import { DEFAULT_DEBOUNCE_MS } from '@airlock/protocol'
import { useEffect } from 'react'
import type { AirlockInstance } from '../../../core/createAirlock'
import { isNativeSwapToken } from '../../../core/features/swap/swapNativeToken'
import { useStore } from '../../useStore'

/**
 * Keeps the swap form alive while the Swap view shows: the network's tokens
 * (once per network: the core drops them when the account or network
 * changes), the native currency as the default From token, fresh balances
 * for the pickers and the amount check, and a quote 500 ms (SPEC §9 default
 * debounce) after the last change of a form that can be quoted (`quotable`:
 * both tokens, an amount the account holds). The form itself lives in the
 * core's store, so it survives the view leaving for an approval and coming back.
 */
export function useSwapForm(instance: AirlockInstance, quotable: boolean): void {
  const { swap, balances } = instance
  const networkKey = useStore(instance.stores.chains, (state) => {
    const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
    return chain ? `${chain.network.caipNetwork?.caipNetworkId}:${chain.account.address}` : ''
  })
  const tokens = useStore(swap.store, (state) => state.tokens)
  const source = useStore(swap.store, (state) => state.sourceToken)
  const target = useStore(swap.store, (state) => state.toToken)
  const amount = useStore(swap.store, (state) => state.sourceTokenAmount)
  const status = useStore(swap.store, (state) => state.status)

  useEffect(() => {
    if (!networkKey || !swap.available) return
    // Fresh, not the 30 s cache: the amount is checked against them (funds may just have arrived).
    void balances.fetch({ forceUpdate: true })
    const state = swap.store.getState()
    // Once per network; a refusal stays shown until Try again.
    if (state.tokens.length === 0 && !state.tokensLoading && state.status !== 'error')
      void swap.loadTokens()
  }, [swap, balances, networkKey])

  useEffect(() => {
    if (tokens.length === 0 || swap.store.getState().sourceToken) return
    const native = tokens.find(isNativeSwapToken) ?? tokens[0]
    swap.store.getState().setSourceToken(native)
  }, [swap, tokens])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token or amount restarts the wait
  useEffect(() => {
    if (status !== 'idle' || !quotable) return
    const timer = setTimeout(() => void swap.quote(), DEFAULT_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [swap, status, quotable, source, target, amount])
}
