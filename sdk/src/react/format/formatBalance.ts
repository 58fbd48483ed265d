import { BALANCE_DECIMALS } from '@airlock/protocol'
import { formatUnits } from 'viem'

/**
 * A native balance with exactly 3 decimals (SPEC §5), then the symbol:
 * `10000.000 ETH`. Extra digits are cut, not rounded, so the modal never shows
 * more than the account holds (0.0009996 is `0.000`, not `0.001`).
 */
export function formatBalance(value: bigint, decimals: number, symbol?: string): string {
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const amount = `${whole}.${fraction.padEnd(BALANCE_DECIMALS, '0').slice(0, BALANCE_DECIMALS)}`
  return symbol ? `${amount} ${symbol}` : amount
}
