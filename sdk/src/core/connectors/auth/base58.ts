/**
 * Base58 (Bitcoin alphabet), as Solana serializes messages, signatures and
 * transactions on the wire. A few lines here instead of a dependency.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((character, index) => [character, index]))

export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1
  // Little-endian base-58 digits of the big number the bytes spell.
  const digits: number[] = []
  for (let i = zeros; i < bytes.length; i += 1) {
    let carry = bytes[i] as number
    for (let j = 0; j < digits.length; j += 1) {
      carry += (digits[j] as number) << 8
      digits[j] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  )
}

/** Decodes base58; throws TypeError on a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros += 1
  const bytes: number[] = []
  for (let i = zeros; i < text.length; i += 1) {
    const value = INDEX.get(text[i] as string)
    if (value === undefined) throw new TypeError('Invalid base58 string')
    let carry = value
    for (let j = 0; j < bytes.length; j += 1) {
      carry += (bytes[j] as number) * 58
      bytes[j] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
