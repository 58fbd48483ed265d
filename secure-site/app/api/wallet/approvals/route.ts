/**
 * POST /api/wallet/approvals (Bearer) { method, params, chainId, rpcUrl? } → { approvalId }
 * Called by the frame after the Approve click; the id is good once, for these params.
 */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { authenticateDevice, provedRequest } from '../../../../src/server/api/deviceProof'
import { post } from '../../../../src/server/api/http'
import { recordApproval } from '../../../../src/server/api/rpc'
import { rpcCallFields } from '../../../../src/server/api/schemas'

const body = z.object(rpcCallFields)

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'rpcPerSession')
  return recordApproval(context, auth, input)
})
