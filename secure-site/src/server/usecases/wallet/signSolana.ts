/** The Solana approval methods, signed with the user's Solana key (withSolanaSigner). */

import { type RpcCall, unsupportedMethodMessage } from '../../../shared/apiContract'
import { HttpError } from '../../http/http'
import {
  signAllTransactions,
  signAndSendTransaction,
  signMessage,
  signTransaction,
} from '../../signer/solanaSigner'
import { type SolanaKeySigner, withSolanaSigner } from '../../wallets/wallets'
import type { ApiContext } from '../../wiring/apiContext'
import { assertApprovedAccount } from './approvedAccount'
import { resolveRpcEndpoint } from './rpcEndpoint'
import { checkedSolanaTransactions } from './solanaTransactions'

export async function signWithSolana(
  context: ApiContext,
  userId: string,
  call: RpcCall,
): Promise<unknown> {
  const { db, vault } = context
  const withSigner = <T>(sign: (signer: SolanaKeySigner) => Promise<T> | T) =>
    withSolanaSigner(db, vault, userId, async (signer) => {
      assertApprovedAccount(signer.address, call.account)
      return sign(signer)
    })
  // The checks the prepare step made before the card, made again: a caller that skips
  // the frame gets no signature for another cluster's or a stale transaction.
  if (call.method !== 'solana_signMessage') await checkedSolanaTransactions(context, call)
  switch (call.method) {
    case 'solana_signMessage':
      return withSigner((signer) => signMessage(signer, call.params))
    case 'solana_signTransaction':
      return withSigner((signer) => signTransaction(signer, call.params))
    case 'solana_signAllTransactions':
      return withSigner((signer) => signAllTransactions(signer, call.params))
    case 'solana_signAndSendTransaction': {
      const endpoint = await resolveRpcEndpoint(context.config, call.chainId, call.rpcUrl)
      return withSigner((signer) =>
        signAndSendTransaction(signer, call.params, {
          rpcUrl: endpoint.url,
          fetchFn: endpoint.fetch,
        }),
      )
    }
    default:
      throw new HttpError(400, unsupportedMethodMessage(call.method))
  }
}
