import { formatBalanceNumeric, formatTokenBalance } from './displayAmounts'

/**
 * The one rule for what an account holds, wherever the modal shows it (Account's header,
 * the token list, Send, Swap): the network's native currency with the balance's 3 decimals,
 * any other token with 2, so ETH reads `0.000 ETH` on every view, never `0.00 ETH` on one.
 */
export function formatHolding(
  numeric: string,
  { symbol, native }: { symbol?: string | undefined; native: boolean },
): string {
  return native ? formatBalanceNumeric(numeric, symbol) : formatTokenBalance(numeric, symbol)
}
