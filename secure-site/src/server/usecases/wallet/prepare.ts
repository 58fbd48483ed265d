/**
 * The prepare step the frame calls before it shows a card for a transaction: the
 * server fills an eth_sendTransaction (nonce, gas, fees) and decodes its calldata, or
 * decodes Solana transactions (checked against the cluster the call names, and refused
 * when they would hand the wallet itself to another program), so the card shows
 * exactly what the signer will sign, maximum fee included. Nothing is signed or recorded here; the frame then asks for a
 * grant bound to the params this returns, and the signer signs those as they are.
 */
import type { Address } from 'viem'
import type { PrepareRequest, PrepareResponse } from '../../../shared/apiContract'
import { ServerError } from '../../errors'
import { HttpError } from '../../http/http'
import { prepareEvmTransaction } from '../../signer/prepareEvmTransaction'
import { assertKeepsWallet } from '../../signer/solanaHandOver'
import { getAddresses } from '../../wallets/wallets'
import type { ApiContext } from '../../wiring/apiContext'
import type { Authenticated } from '../login/session'
import { chainErrorMessage } from './chainError'
import { checkCall } from './rpc'
import { resolveRpcEndpoint } from './rpcEndpoint'
import { eip155Id } from './sign'
import { checkedSolanaTransactions } from './solanaTransactions'

export const nothingToPrepare = (method: string) => `${method} needs no preparation`

export async function prepareApproval(
  context: ApiContext,
  { user }: Authenticated,
  call: PrepareRequest,
): Promise<PrepareResponse> {
  checkCall(call, 'approval')
  switch (call.method) {
    case 'eth_sendTransaction': {
      const endpoint = await resolveRpcEndpoint(context.config, call.chainId, call.rpcUrl)
      const addresses = await getAddresses(context.db, user.id)
      if (!addresses) throw new ServerError('WALLET_NOT_FOUND')
      try {
        return await prepareEvmTransaction(addresses.eip155 as Address, call.params, {
          rpcUrl: endpoint.url,
          fetchFn: endpoint.fetch,
          chainId: eip155Id(call.chainId),
        })
      } catch (error) {
        // The chain refusing the transaction (a revert, no funds) is the user's to read.
        const message = chainErrorMessage(error)
        throw message ? new HttpError(400, message) : error
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
    case 'solana_signAllTransactions': {
      const transactions = await checkedSolanaTransactions(context, call)
      const addresses = await getAddresses(context.db, user.id)
      if (!addresses) throw new ServerError('WALLET_NOT_FOUND')
      assertKeepsWallet(transactions, addresses.solana)
      return { kind: 'solanaTransactions', params: call.params, transactions }
    }
    default:
      throw new HttpError(400, nothingToPrepare(call.method))
  }
}
