/** The Solana approval methods, signed with the user's Solana key (withSolanaSigner). */
import {
  signAllTransactions,
  signAndSendTransaction,
  signMessage,
  signTransaction,
} from '../signer/solanaSigner'
import { withSolanaSigner } from '../wallets/wallets'
import type { ApiContext } from './context'
import { type RpcCall, unsupportedMethodMessage } from './contract'
import { HttpError } from './http'
import { resolveRpcEndpoint } from './rpcEndpoint'

export async function signWithSolana(
  context: ApiContext,
  userId: string,
  call: RpcCall,
): Promise<unknown> {
  const { db, vault } = context
  switch (call.method) {
    case 'solana_signMessage':
      return withSolanaSigner(db, vault, userId, async (signer) => signMessage(signer, call.params))
    case 'solana_signTransaction':
      return withSolanaSigner(db, vault, userId, async (signer) =>
        signTransaction(signer, call.params),
      )
    case 'solana_signAllTransactions':
      return withSolanaSigner(db, vault, userId, async (signer) =>
        signAllTransactions(signer, call.params),
      )
    case 'solana_signAndSendTransaction': {
      const endpoint = await resolveRpcEndpoint(context.config, call.chainId, call.rpcUrl)
      return withSolanaSigner(db, vault, userId, (signer) =>
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
