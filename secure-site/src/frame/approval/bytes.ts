/**
 * Turning what a dapp asks to sign into text a person can check: UTF-8 text when the
 * bytes are valid UTF-8 that is not binary, hex otherwise. The card shows the text with
 * its invisible characters as escapes (visibleText.ts), so bidi overrides and
 * zero-width characters are seen, not obeyed.
 *
 * The rule matches the signer's (server/signer/evmSigner.ts personalSign): a message
 * that is 0x-hex is signed as those bytes, anything else as its UTF-8 text, and hex of
 * odd length is refused on both sides, since it is not whole bytes.
 */
import { base64Decode, hexDecode, hexEncode, tryBase58Decode } from '@airlock/protocol'

export interface ReadableBytes {
  encoding: 'utf8' | 'hex'
  text: string
}

const ANY_HEX = /^0x[0-9a-fA-F]*$/

/** 0x-hex as viem's isHex reads it (what the signer signs as raw bytes). */
export function isHexMessage(value: string): boolean {
  return ANY_HEX.test(value)
}

/** `0x1`: hex the signer would have to pad to sign, so neither shows nor signs it. */
export function isOddLengthHex(value: string): boolean {
  return ANY_HEX.test(value) && value.length % 2 === 1
}

export function hexToBytes(value: string): Uint8Array | null {
  return ANY_HEX.test(value) ? (hexDecode(value) ?? null) : null
}

export function bytesToHex(bytes: Uint8Array): string {
  return `0x${hexEncode(bytes)}`
}

/** C0 and C1 controls but tab and line breaks, and DEL: the marks of binary data. */
function isBinaryControl(codePoint: number): boolean {
  if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d) return false
  return codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)
}

function looksBinary(text: string): boolean {
  for (const char of text) {
    if (isBinaryControl(char.codePointAt(0) ?? 0)) return true
  }
  return false
}

/**
 * The text the bytes encode, or null when they are not valid UTF-8 or look binary.
 * A leading byte-order mark is kept (and shown as an escape): it is signed too.
 */
export function printableUtf8(bytes: Uint8Array): string | null {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return null
  }
  return looksBinary(text) ? null : text
}

export function readableBytes(bytes: Uint8Array): ReadableBytes {
  const text = printableUtf8(bytes)
  return text === null ? { encoding: 'hex', text: bytesToHex(bytes) } : { encoding: 'utf8', text }
}

/** An EIP-191 message as sent: 0x-hex bytes, or (from some dapps) plain text, signed as UTF-8. */
export function readablePersonalMessage(message: string): ReadableBytes {
  const bytes = hexToBytes(message)
  if (bytes) return readableBytes(bytes)
  return { encoding: 'utf8', text: message }
}

export function base58ToBytes(value: string): Uint8Array | null {
  return tryBase58Decode(value) ?? null
}

/** Serialized Solana transactions travel as base58 (or base64 from some wallets). */
export function decodeSerialized(
  value: string,
): { encoding: 'base58' | 'base64'; bytes: Uint8Array } | null {
  const base58 = base58ToBytes(value)
  if (base58) return { encoding: 'base58', bytes: base58 }
  const base64 = value === '' ? undefined : base64Decode(value)
  return base64 ? { encoding: 'base64', bytes: base64 } : null
}
