import { base58Decode } from '@airlock/protocol'

/**
 * A legacy Solana transaction's wire bytes, compiled by hand (the SDK does not depend
 * on @solana/web3.js; wallets' signAndSendTransaction take raw bytes): empty signature
 * slots, then the message (header, account keys, recent blockhash, instructions),
 * lengths as compact-u16.
 */
export interface AccountMeta {
  /** Base58 public key. */
  key: string
  signer: boolean
  writable: boolean
}

export interface SolanaInstruction {
  program: string
  accounts: AccountMeta[]
  data: number[]
}

/** Solana's "shortvec" length: 7 bits per byte, high bit set while more follow. */
export function compactU16(value: number): number[] {
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

export function key32(base58: string, what: string): Uint8Array {
  const bytes = base58Decode(base58)
  if (bytes.length !== 32) throw new TypeError(`${what} is not a 32-byte base58 key`)
  return bytes
}

/** Signers (writable, then read-only), then the others (writable, then read-only). */
const rank = (meta: AccountMeta) => (meta.signer ? 0 : 2) + (meta.writable ? 0 : 1)

/**
 * Compiles `instructions` paid by `feePayer`: each account listed once with the
 * strongest role any instruction gives it, the fee payer first, the programs read-only.
 */
export function compileLegacyTransaction(
  feePayer: string,
  recentBlockhash: string,
  instructions: readonly SolanaInstruction[],
): Uint8Array {
  const metas = new Map<string, AccountMeta>([
    [feePayer, { key: feePayer, signer: true, writable: true }],
  ])
  const add = (meta: AccountMeta) => {
    const known = metas.get(meta.key)
    metas.set(meta.key, {
      key: meta.key,
      signer: meta.signer || Boolean(known?.signer),
      writable: meta.writable || Boolean(known?.writable),
    })
  }
  for (const instruction of instructions) {
    for (const meta of instruction.accounts) add(meta)
    add({ key: instruction.program, signer: false, writable: false })
  }
  // Array.prototype.sort is stable: the fee payer stays first, the rest in order of appearance.
  const ordered = [...metas.values()].sort((a, b) => rank(a) - rank(b))
  const index = new Map(ordered.map((meta, position) => [meta.key, position]))
  const at = (key: string) => index.get(key) ?? 0
  const signers = ordered.filter((meta) => meta.signer)
  const message = [
    signers.length,
    signers.filter((meta) => !meta.writable).length,
    ordered.filter((meta) => !meta.signer && !meta.writable).length,
    ...compactU16(ordered.length),
    ...ordered.flatMap((meta) => [...key32(meta.key, meta.key)]),
    ...key32(recentBlockhash, 'recentBlockhash'),
    ...compactU16(instructions.length),
    ...instructions.flatMap((instruction) => [
      at(instruction.program),
      ...compactU16(instruction.accounts.length),
      ...instruction.accounts.map((meta) => at(meta.key)),
      ...compactU16(instruction.data.length),
      ...instruction.data,
    ]),
  ]
  return Uint8Array.from([
    ...compactU16(signers.length),
    ...new Array<number>(64 * signers.length).fill(0),
    ...message,
  ])
}
