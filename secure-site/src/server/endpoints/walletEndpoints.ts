/**
 * The wallet's three POST endpoints, each a body schema, the device-bound session check
 * and one use case. Defined here, in the server layer, because two entries serve them:
 * Next's route files (app/api/wallet/{rpc,approvals,prepare}/route.ts re-export them as
 * POST) and the fast path (fastApi/fastApi.ts serves their `serve`). Both run this one
 * handler, so the server layer never imports a route file.
 *
 * POST /api/wallet/rpc (Bearer) { method, params, chainId, rpcUrl?, approvalId? } → { result }
 * Refused methods: 403 'Requested RPC call is not allowed'. Approval methods need the
 * approvalId from /api/wallet/approvals: 403 'Request was not approved' otherwise.
 *
 * POST /api/wallet/approvals (Bearer) { method, params, chainId, rpcUrl? } → { approvalId }
 * Called by the frame after the Approve click; the id is good once, for these params.
 *
 * POST /api/wallet/prepare (Bearer) { method, params, chainId, rpcUrl?, account? } → PrepareResponse
 * Called by the frame before it shows the card for a transaction: the filled
 * eth_sendTransaction (fees, nonce, decoded call) or the decoded Solana transactions.
 */
import { z } from 'zod'
import { authenticateDevice, provedRequest } from '../http/deviceProof'
import { post } from '../http/http'
import { rpcCallFields } from '../http/schemas'
import { prepareApproval } from '../usecases/wallet/prepare'
import { recordApproval, runRpc } from '../usecases/wallet/rpc'
import { apiContext } from '../wiring/apiContext'

export const walletRpc = post(
  z.object({ ...rpcCallFields, approvalId: z.string().max(64).optional() }),
  async (input, request, text) => {
    const context = await apiContext()
    const auth = await authenticateDevice(context, provedRequest(request, text), 'rpcPerSession')
    return runRpc(context, auth, input)
  },
)

export const walletApprovals = post(z.object(rpcCallFields), async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'rpcPerSession')
  return recordApproval(context, auth, input)
})

export const walletPrepare = post(z.object(rpcCallFields), async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'rpcPerSession')
  return prepareApproval(context, auth, input)
})
