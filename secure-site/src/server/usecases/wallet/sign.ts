/**
 * The approval methods this secure site can sign, each with the user's key opened only
 * for the call (wallets/withEvmAccount, withSolanaSigner). The key that opens must be
 * the account the card showed (the grant is bound to it); approval methods it cannot
 * sign yet are named in src/shared/apiContract.ts, so the frame refuses them before showing a card.
 */

import {
  type RpcCall,
  UNSUPPORTED_APPROVAL_METHODS,
  unsupportedMethodMessage,
} from '../../../shared/apiContract'
import { HttpError } from '../../http/http'
import { personalSign, sendPreparedTransaction, signTypedDataV4 } from '../../signer/evmSigner'
import { withEvmAccount } from '../../wallets/wallets'
import type { ApiContext } from '../../wiring/apiContext'
import { assertApprovedAccount } from './approvedAccount'
import { chainErrorMessage } from './chainError'
import { resolveRpcEndpoint } from './rpcEndpoint'
import { signWithSolana } from './signSolana'

export function eip155Id(caip2: string): number {
  return Number(caip2.slice('eip155:'.length))
}

export async function signWithWallet(
  context: ApiContext,
  userId: string,
  call: RpcCall,
): Promise<unknown> {
  const { db, vault } = context
  if ((UNSUPPORTED_APPROVAL_METHODS as readonly string[]).includes(call.method)) {
    throw new HttpError(400, unsupportedMethodMessage(call.method))
  }
  switch (call.method) {
    case 'personal_sign':
      return withEvmAccount(db, vault, userId, async (account) => {
        assertApprovedAccount(account.address, call.account)
        return personalSign(account, call.params)
      })
    case 'eth_signTypedData_v4':
      return withEvmAccount(db, vault, userId, async (account) => {
        assertApprovedAccount(account.address, call.account)
        return signTypedDataV4(account, call.params)
      })
    case 'eth_sendTransaction': {
      const endpoint = await resolveRpcEndpoint(context.config, call.chainId, call.rpcUrl)
      const chainId = eip155Id(call.chainId)
      try {
        return await withEvmAccount(db, vault, userId, async (account) => {
          assertApprovedAccount(account.address, call.account)
          return sendPreparedTransaction(account, call.params, {
            rpcUrl: endpoint.url,
            fetchFn: endpoint.fetch,
            chainId,
          })
        })
      } catch (error) {
        // A chain's refusal (no funds, a nonce already used) is the user's to read, not a 500.
        const message = chainErrorMessage(error)
        throw message ? new HttpError(400, message) : error
      }
    }
    default:
      return signWithSolana(context, userId, call)
  }
}
