/** Hex and base64 of bytes, as Bitcoin wallets pass keys, signatures and PSBTs. */

export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** The bytes of even-length hex; undefined for anything else. */
export const fromHex = (text: string): Uint8Array | undefined =>
  /^(?:[0-9a-f]{2})*$/i.test(text)
    ? Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
    : undefined

export const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

/** The bytes of base64; undefined when it is not base64. */
export const fromBase64 = (text: string): Uint8Array | undefined => {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}
