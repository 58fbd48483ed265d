/**
 * POST /api/user/sign-in-methods/approval (Bearer) { id, projectId, origin } → { approvalId }
 * Called by the frame after the Approve click on the removal card; the id is good once,
 * for this method removed from this site.
 */
import { z } from 'zod'
import { apiContext } from '../../../../../src/server/api/context'
import { authenticateDevice, provedRequest } from '../../../../../src/server/api/deviceProof'
import { post } from '../../../../../src/server/api/http'
import { originField, projectIdField } from '../../../../../src/server/api/schemas'
import { approveSignInMethodRemoval } from '../../../../../src/server/api/signInMethods'

const body = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'Invalid sign-in method id'),
  projectId: projectIdField,
  origin: originField,
})

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'accountPerSession')
  return approveSignInMethodRemoval(context, auth, input)
})
