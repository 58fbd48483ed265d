/**
 * POST /api/wallet/rpc (Bearer) { method, params, chainId, rpcUrl?, approvalId? } → { result }
 * Refused methods: 403 'Requested RPC call is not allowed'. Approval methods need the
 * approvalId from /api/wallet/approvals: 403 'Request was not approved' otherwise.
 */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { authenticateDevice, provedRequest } from '../../../../src/server/api/deviceProof'
import { post } from '../../../../src/server/api/http'
import { runRpc } from '../../../../src/server/api/rpc'
import { rpcCallFields } from '../../../../src/server/api/schemas'

const body = z.object({ ...rpcCallFields, approvalId: z.string().max(64).optional() })

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'rpcPerSession')
  return runRpc(context, auth, input)
})
