import { base58Decode } from '../../connectors/auth/base58'

/**
 * The wire bytes of an unsigned legacy Solana transaction holding one System
 * Program transfer, built by hand: the SDK does not depend on @solana/web3.js,
 * and the embedded wallet's signAndSendTransaction takes raw bytes (the frame
 * fills the signature slot). Layout per the Solana transaction format:
 * signatures, then the message (header, account keys, recent blockhash,
 * instructions), lengths as compact-u16.
 */
export interface SolanaTransferInput {
  /** Base58 public keys. */
  from: string
  to: string
  lamports: bigint
  /** Base58 recent blockhash (getLatestBlockhash). */
  recentBlockhash: string
}

/** The System Program's id: 32 zero bytes (base58 '11111111111111111111111111111111'). */
const SYSTEM_PROGRAM = new Uint8Array(32)
/** SystemInstruction::Transfer. */
const TRANSFER_INSTRUCTION = 2
const MAX_LAMPORTS = 2n ** 64n - 1n

function key(base58: string, what: string): Uint8Array {
  const bytes = base58Decode(base58)
  if (bytes.length !== 32) throw new TypeError(`${what} is not a 32-byte base58 key`)
  return bytes
}

/** Solana's "shortvec" length: 7 bits per byte, high bit set while more follow. */
function compactU16(value: number): number[] {
  const out: number[] = []
  let rest = value
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      out.push(low)
      return out
    }
    out.push(low | 0x80)
  }
}

function transferData(lamports: bigint): number[] {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, TRANSFER_INSTRUCTION, true)
  view.setBigUint64(4, lamports, true)
  return [...data]
}

export function buildSolanaTransfer(input: SolanaTransferInput): Uint8Array {
  if (input.lamports < 0n || input.lamports > MAX_LAMPORTS)
    throw new RangeError('lamports out of range')
  const from = key(input.from, 'from')
  const to = key(input.to, 'to')
  const blockhash = key(input.recentBlockhash, 'recentBlockhash')
  // Signer (writable) first, then the writable receiver, then the read-only program.
  // Sending to oneself lists the account once; the instruction names it twice.
  const self = input.from === input.to
  const keys = self ? [from, SYSTEM_PROGRAM] : [from, to, SYSTEM_PROGRAM]
  const programIndex = keys.length - 1
  const data = transferData(input.lamports)
  const message = [
    // Header: 1 required signature, 0 read-only signed, 1 read-only unsigned (the program).
    1,
    0,
    1,
    ...compactU16(keys.length),
    ...keys.flatMap((bytes) => [...bytes]),
    ...blockhash,
    ...compactU16(1),
    programIndex,
    ...compactU16(2),
    0,
    self ? 0 : 1,
    ...compactU16(data.length),
    ...data,
  ]
  // One empty signature slot for the sender.
  return Uint8Array.from([...compactU16(1), ...new Array<number>(64).fill(0), ...message])
}
