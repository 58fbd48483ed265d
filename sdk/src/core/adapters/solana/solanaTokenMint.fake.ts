/** Raw mint accounts for tests: the 82-byte base layout, and Token-2022's TLV extensions after it. */
export function mintData(
  decimals: number,
  extensions: readonly { type: number; value: Uint8Array }[] = [],
): Uint8Array {
  const base = new Uint8Array(82)
  base[44] = decimals
  base[45] = 1 // is_initialized
  if (extensions.length === 0) return base
  const tlv = extensions.flatMap(({ type, value }) => [
    type & 0xff,
    type >> 8,
    value.length & 0xff,
    value.length >> 8,
    ...value,
  ])
  const data = new Uint8Array(166 + tlv.length)
  data.set(base)
  data[165] = 1 // AccountType::Mint
  data.set(tlv, 166)
  return data
}
