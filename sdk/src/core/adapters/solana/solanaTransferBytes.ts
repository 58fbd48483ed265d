import { compileLegacyTransaction, key32 } from './solanaLegacyMessage'

/**
 * The wire bytes of an unsigned legacy Solana transaction holding one System
 * Program transfer (solanaLegacyMessage.ts compiles it).
 */
export interface SolanaTransferInput {
  /** Base58 public keys. */
  from: string
  to: string
  lamports: bigint
  /** Base58 recent blockhash (getLatestBlockhash). */
  recentBlockhash: string
}

/** The System Program's id: 32 zero bytes. */
const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** SystemInstruction::Transfer. */
const TRANSFER_INSTRUCTION = 2
const MAX_LAMPORTS = 2n ** 64n - 1n

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
  key32(input.from, 'from')
  key32(input.to, 'to')
  return compileLegacyTransaction(input.from, input.recentBlockhash, [
    {
      program: SYSTEM_PROGRAM,
      accounts: [
        { key: input.from, signer: true, writable: true },
        { key: input.to, signer: false, writable: true },
      ],
      data: transferData(input.lamports),
    },
  ])
}
