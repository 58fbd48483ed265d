import { truncateDecimals } from '../../../core/format/displayAmounts'

/** Decimals an activity row shows: enough for 0.001 ETH, few enough to fit the row. */
const TRANSFER_DECIMALS = 4

/**
 * A transferred quantity (whole units, as the history API gives it) for the
 * activity list: cut to 4 decimals, trailing zeros dropped (`1.5`, `3000`),
 * and `<0.0001` for dust that the cut would show as zero.
 */
export function formatTransferAmount(numeric: string): string {
  const cut = truncateDecimals(numeric.replace(/^-/, ''), TRANSFER_DECIMALS)
  const trimmed = cut.replace(/\.?0+$/, '')
  if (trimmed === '0' && /[1-9]/.test(numeric)) return `<0.${'0'.repeat(TRANSFER_DECIMALS - 1)}1`
  return trimmed
}
