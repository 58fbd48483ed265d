/**
 * RPC params as they travel to the frame: bigints become 0x-hex strings
 * (PROTOCOL.md), everything else is copied as is. A negative bigint has no
 * 0x-hex form in JSON-RPC quantities, so it is refused rather than guessed.
 */
export function serializeRpcParams(value: unknown): unknown {
  if (typeof value === 'bigint') {
    if (value < 0n) throw new RangeError('Negative bigint in RPC params')
    return `0x${value.toString(16)}`
  }
  if (Array.isArray(value)) return value.map(serializeRpcParams)
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, serializeRpcParams(field)]),
    )
  }
  return value
}
