/**
 * POST /api/wallet/prepare (Bearer) { method, params, chainId, rpcUrl?, account? } → PrepareResponse
 * Called by the frame before it shows the card for a transaction: the filled
 * eth_sendTransaction (fees, nonce, decoded call) or the decoded Solana transactions.
 */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { authenticateDevice, provedRequest } from '../../../../src/server/api/deviceProof'
import { post } from '../../../../src/server/api/http'
import { prepareApproval } from '../../../../src/server/api/prepare'
import { rpcCallFields } from '../../../../src/server/api/schemas'

const body = z.object(rpcCallFields)

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'rpcPerSession')
  return prepareApproval(context, auth, input)
})
