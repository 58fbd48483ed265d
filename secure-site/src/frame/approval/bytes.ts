/**
 * Turning what a dapp asks to sign into text a person can check: UTF-8 when the bytes
 * are printable text, hex otherwise. Bidi overrides and control characters count as
 * not printable, since they can make one message look like another.
 */
import bs58 from 'bs58'

export interface ReadableBytes {
  encoding: 'utf8' | 'hex'
  text: string
}

const HEX = /^0x(?:[0-9a-fA-F]{2})*$/

export function hexToBytes(value: string): Uint8Array | null {
  if (!HEX.test(value)) return null
  const bytes = new Uint8Array((value.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(value.slice(2 + index * 2, 4 + index * 2), 16)
  }
  return bytes
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '0x'
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/**
 * C0/C1 controls except tab and newlines, DEL, zero-width characters, bidi
 * embeddings, overrides and isolates, and the BOM.
 */
export function isUnprintable(codePoint: number): boolean {
  if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d) return false
  return (
    codePoint <= 0x1f ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069) ||
    codePoint === 0xfeff
  )
}

function hasUnprintable(text: string): boolean {
  for (const char of text) {
    if (isUnprintable(char.codePointAt(0) ?? 0)) return true
  }
  return false
}

/** The text the bytes encode, or null when they are not valid, printable UTF-8. */
export function printableUtf8(bytes: Uint8Array): string | null {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return null
  }
  return hasUnprintable(text) ? null : text
}

export function readableBytes(bytes: Uint8Array): ReadableBytes {
  const text = printableUtf8(bytes)
  return text === null ? { encoding: 'hex', text: bytesToHex(bytes) } : { encoding: 'utf8', text }
}

/** An EIP-191 message as sent: 0x-hex bytes, or (from some dapps) plain text. */
export function readablePersonalMessage(message: string): ReadableBytes {
  const bytes = hexToBytes(message)
  if (bytes) return readableBytes(bytes)
  return hasUnprintable(message)
    ? { encoding: 'hex', text: bytesToHex(new TextEncoder().encode(message)) }
    : { encoding: 'utf8', text: message }
}

export function base58ToBytes(value: string): Uint8Array | null {
  return bs58.decodeUnsafe(value) ?? null
}

/** Serialized Solana transactions travel as base58 (or base64 from some wallets). */
export function decodeSerialized(
  value: string,
): { encoding: 'base58' | 'base64'; bytes: Uint8Array } | null {
  const base58 = base58ToBytes(value)
  if (base58) return { encoding: 'base58', bytes: base58 }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null
  try {
    return { encoding: 'base64', bytes: Uint8Array.from(atob(value), (char) => char.charCodeAt(0)) }
  } catch {
    return null
  }
}
