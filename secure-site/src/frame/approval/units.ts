/** Integer amounts in base units shown as decimals (wei → ETH), without float rounding. */

export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const magnitude = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = magnitude / base
  const fraction = (magnitude % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** A quantity as JSON-RPC sends it (0x-hex string, or a decimal string or number), or null. */
export function parseQuantity(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null
  if (typeof value !== 'string' || value.length > 80) return null
  if (/^0x[0-9a-fA-F]+$/.test(value) || /^[0-9]+$/.test(value)) return BigInt(value)
  return null
}
