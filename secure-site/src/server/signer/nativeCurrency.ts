/**
 * The native currency of an EVM chain, from viem's chain list, so a fee reads as
 * "0.0021 POL" on Polygon and not as ETH. A chain id that list does not know, or
 * knows under two currencies, has none: the card then says the amount is in the
 * chain's native currency rather than guess a symbol.
 */
import * as chains from 'viem/chains'
import type { NativeCurrency } from '../../shared/apiContract'

const byId = new Map<number, NativeCurrency | null>()
for (const chain of Object.values(chains)) {
  if (typeof chain !== 'object' || chain === null || !('nativeCurrency' in chain)) continue
  const { name, symbol, decimals } = chain.nativeCurrency
  const known = byId.get(chain.id)
  if (known === undefined) byId.set(chain.id, { name, symbol, decimals })
  else if (known !== null && (known.symbol !== symbol || known.decimals !== decimals)) {
    byId.set(chain.id, null)
  }
}

export function nativeCurrencyOf(chainId: number): NativeCurrency | null {
  return byId.get(chainId) ?? null
}
