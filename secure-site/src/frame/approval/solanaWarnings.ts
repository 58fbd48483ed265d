/**
 * The warnings shown above a Solana card when a transaction hands over something of the
 * user's: a token account (or mint) of theirs gets a new authority, a delegate, or is
 * closed with its SOL sent elsewhere; a nonce account of theirs changes authority; their
 * wallet gets data allocated. "Theirs" is what the instruction itself names the user as:
 * the owner or authority that signs it. Giving the wallet itself to a program is not
 * warned about: the server refuses it before any card (server/signer/solanaHandOver.ts).
 * A durable-nonce transaction is flagged: it can be sent at any later time.
 */
import type { SolanaInstructionView, SolanaTransactionView } from '../../shared/apiContract'
import { tokenAmount } from './solanaInstructionText'

export const DURABLE_NONCE_WARNING =
  'Can be sent at any later time: this transaction uses a durable nonce, not a recent blockhash'

function warning(view: SolanaInstructionView, wallet: string): string | null {
  switch (view.kind) {
    case 'tokenAuthority':
      return view.currentAuthority === wallet
        ? `Hand-over: the ${view.authorityType} authority of your account ${view.account} goes to ${view.newAuthority ?? 'no one (removed for good)'}`
        : null
    case 'tokenDelegate':
      return view.owner === wallet && view.instruction !== 'Revoke'
        ? `Hand-over: ${view.delegate} may move up to ${tokenAmount(view.amount ?? '0', view.decimals, view.mint)} out of your token account ${view.source}`
        : null
    case 'tokenClose':
      return view.owner === wallet && view.destination !== wallet
        ? `Hand-over: your token account ${view.account} is closed and its SOL goes to ${view.destination}`
        : null
    case 'nonce':
      return view.instruction === 'AuthorizeNonceAccount' && view.authority === wallet
        ? `Hand-over: your nonce account ${view.nonceAccount} goes to ${view.newAuthority}`
        : null
    case 'systemAccount':
      return view.account === wallet
        ? `Your wallet ${wallet} gets ${view.space ?? 'some'} bytes of data: it may no longer be able to pay fees or send SOL`
        : null
    default:
      return null
  }
}

export function solanaWarnings(
  transactions: readonly SolanaTransactionView[],
  wallet: string | null,
): string[] {
  const warnings = new Set<string>()
  for (const transaction of transactions) {
    if (transaction.durableNonce) warnings.add(DURABLE_NONCE_WARNING)
    if (wallet === null) continue
    for (const view of transaction.instructions) {
      const text = warning(view, wallet)
      if (text) warnings.add(text)
    }
  }
  return [...warnings]
}
