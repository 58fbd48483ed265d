import { compileLegacyTransaction } from './solanaLegacyMessage'
import { ASSOCIATED_TOKEN_PROGRAM } from './solanaProgramAddress'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** AssociatedTokenAccountInstruction::CreateIdempotent: a no-op when the account exists. */
const CREATE_IDEMPOTENT = 1
/** TokenInstruction::TransferChecked: the mint and its decimals are checked by the program. */
const TRANSFER_CHECKED = 12
const MAX_AMOUNT = 2n ** 64n - 1n

export interface SplTransferInput {
  /** Base58: the sender (fee payer and token owner) and the recipient's wallet. */
  from: string
  to: string
  mint: string
  /** The mint's owner: the SPL Token or the Token-2022 program. */
  tokenProgram: string
  decimals: number
  /** Base units of the token. */
  amount: bigint
  /** The sender's token account holding the tokens. */
  source: string
  /** The recipient's associated token account (solanaProgramAddress.ts). */
  destination: string
  recentBlockhash: string
}

function transferCheckedData(amount: bigint, decimals: number): number[] {
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  view.setUint8(0, TRANSFER_CHECKED)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  return [...data]
}

/**
 * An SPL Token or Token-2022 transfer that creates the recipient's associated token account
 * when it is missing (paid by the sender), then moves `amount` with TransferChecked.
 */
export function buildSplTransfer(input: SplTransferInput): Uint8Array {
  if (input.amount <= 0n || input.amount > MAX_AMOUNT) throw new RangeError('amount out of range')
  if (!Number.isInteger(input.decimals) || input.decimals < 0 || input.decimals > 255)
    throw new RangeError('decimals out of range')
  const { from, to, mint, source, destination, tokenProgram } = input
  return compileLegacyTransaction(from, input.recentBlockhash, [
    {
      program: ASSOCIATED_TOKEN_PROGRAM,
      accounts: [
        { key: from, signer: true, writable: true },
        { key: destination, signer: false, writable: true },
        { key: to, signer: false, writable: false },
        { key: mint, signer: false, writable: false },
        { key: SYSTEM_PROGRAM, signer: false, writable: false },
        { key: tokenProgram, signer: false, writable: false },
      ],
      data: [CREATE_IDEMPOTENT],
    },
    {
      program: tokenProgram,
      accounts: [
        { key: source, signer: false, writable: true },
        { key: mint, signer: false, writable: false },
        { key: destination, signer: false, writable: true },
        { key: from, signer: true, writable: false },
      ],
      data: transferCheckedData(input.amount, input.decimals),
    },
  ])
}
