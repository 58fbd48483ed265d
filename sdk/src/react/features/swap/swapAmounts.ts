import { isDecimalNumber } from '@airlock/protocol'
import { formatUnits, parseUnits } from 'viem'
import type { SwapToken, TokenBalance } from '../../../core/clients/blockchainApi/types'
import type { BalancesState } from '../../../core/features/balances/balancesStore'
import { isNativeSwapToken } from '../../../core/features/swap/swapNativeToken'

/**
 * The arithmetic of the swap form: what the account holds of a swap token,
 * whether an amount is more than that, what "Max" fills in, and the rate a
 * quote gives. Amounts are decimal strings in whole units, as the form holds them.
 */

/** Digits a rate or fee shows after the point: enough for a stablecoin per wei-priced token. */
const SHOWN_DECIMALS = 6

/** `eip155:31337:0x…` → `eip155:31337`. */
const networkOf = (caip10: string) => caip10.split(':').slice(0, 2).join(':')

/** The balance entry of `token` (the native one has no address), if the account holds any. */
export function balanceOf(
  token: SwapToken,
  balances: readonly TokenBalance[],
): TokenBalance | undefined {
  if (isNativeSwapToken(token))
    return balances.find((entry) => !entry.address && entry.chainId === networkOf(token.address))
  const address = token.address.toLowerCase()
  return balances.find((entry) => entry.address?.toLowerCase() === address)
}

/**
 * What the account holds of `token`, in whole units; '0' when the balances are
 * loaded and list none of it (zero holdings are left out); undefined while unknown.
 */
export function heldAmount(
  token: SwapToken,
  balances: Pick<BalancesState, 'status' | 'balances'>,
): string | undefined {
  const entry = balanceOf(token, balances.balances)
  if (entry) return entry.quantity.numeric
  return balances.status === 'loaded' ? '0' : undefined
}

/** Base units of a typed amount; undefined when it is not a decimal number. */
export function baseUnits(amount: string | undefined, decimals: number): bigint | undefined {
  if (!amount || !isDecimalNumber(amount)) return undefined
  try {
    return parseUnits(amount, decimals)
  } catch {
    return undefined
  }
}

/** True only when both are known and `amount` is more than `held`. */
export function exceedsHeld(
  amount: string | undefined,
  held: string | undefined,
  decimals: number,
): boolean {
  const wanted = baseUnits(amount, decimals)
  const have = baseUnits(held, decimals)
  return wanted !== undefined && have !== undefined && wanted > have
}

/**
 * "Max": all of a token; of the native currency, all but `reserve` (whole
 * units), which pays the swap's gas. Never below zero.
 */
export function maxAmount(token: SwapToken, held: string, reserve: string | undefined): string {
  if (!isNativeSwapToken(token) || !reserve) return held
  const have = baseUnits(held, token.decimals) ?? 0n
  const keep = baseUnits(reserve, token.decimals) ?? 0n
  return formatUnits(have > keep ? have - keep : 0n, token.decimals)
}

/** A decimal string cut to `places` decimals, trailing zeros dropped; '<0.000001' for a dust amount. */
export function shortAmount(numeric: string, places = SHOWN_DECIMALS): string {
  const [whole = '0', fraction = ''] = numeric.split('.')
  const cut = fraction.slice(0, places).replace(/0+$/, '')
  if (whole === '0' && !cut && /[1-9]/.test(fraction)) return `<0.${'0'.repeat(places - 1)}1`
  return cut ? `${whole}.${cut}` : whole
}

/** How much of `target` one `source` buys at this quote: `toAmount / fromAmount`. */
export function swapRate(
  source: SwapToken,
  target: SwapToken,
  fromAmount: string,
  toAmount: string,
): string | undefined {
  const from = baseUnits(fromAmount, source.decimals)
  const to = baseUnits(toAmount, target.decimals)
  if (!from || to === undefined) return undefined
  // In the target's base units per one whole source token, exact to the last unit.
  const perOne = (to * 10n ** BigInt(source.decimals)) / from
  return shortAmount(formatUnits(perOne, target.decimals))
}
