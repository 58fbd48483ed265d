import { BALANCE_DECIMALS, FIAT_DECIMALS, TOKEN_BALANCE_DECIMALS } from '@airlock/protocol'
import { formatUnits } from 'viem'

/**
 * SPEC §5 display rules: a balance shows 3 decimals, a fiat amount 2, a token
 * balance 2. Quantities are cut, not rounded, so the modal never shows more than
 * the account holds (0.0009996 ETH is `0.000`, not `0.001`); fiat is rounded to
 * the cent like any price tag.
 */

/** `numeric` (a decimal string in whole units) with exactly `places` decimals, cut. */
export function truncateDecimals(numeric: string, places: number): string {
  const trimmed = numeric.trim()
  const negative = trimmed.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? trimmed.slice(1) : trimmed).split('.')
  const digits = fraction.padEnd(places, '0').slice(0, places)
  const body = places > 0 ? `${whole || '0'}.${digits}` : whole || '0'
  // A cut that leaves nothing but zeros has no sign left to show.
  return negative && /[1-9]/.test(body) ? `-${body}` : body
}

const withSymbol = (amount: string, symbol?: string) => (symbol ? `${amount} ${symbol}` : amount)

/** A balance in base units (wei, lamports) with 3 decimals, then the symbol: `10000.000 ETH`. */
export function formatBalance(value: bigint, decimals: number, symbol?: string): string {
  return withSymbol(truncateDecimals(formatUnits(value, decimals), BALANCE_DECIMALS), symbol)
}

/** A balance the API gives in whole units (`quantity.numeric`) with 3 decimals. */
export function formatBalanceNumeric(numeric: string, symbol?: string): string {
  return withSymbol(truncateDecimals(numeric, BALANCE_DECIMALS), symbol)
}

/** A token balance of the token list with 2 decimals: `12.34 USDC`. */
export function formatTokenBalance(numeric: string, symbol?: string): string {
  return withSymbol(truncateDecimals(numeric, TOKEN_BALANCE_DECIMALS), symbol)
}

/** A fiat amount with 2 decimals and the currency sign: `$1,234.57`. */
export function formatFiat(value: number, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: FIAT_DECIMALS,
    maximumFractionDigits: FIAT_DECIMALS,
  }).format(Number.isFinite(value) ? value : 0)
}
