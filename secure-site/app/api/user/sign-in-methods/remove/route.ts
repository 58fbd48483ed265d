/**
 * POST /api/user/sign-in-methods/remove (Bearer) { id, approvalId, projectId, origin } → { methods }
 * Refused ('Request was not approved') without the grant of the in-frame click.
 */
import { z } from 'zod'
import { apiContext } from '../../../../../src/server/api/context'
import { authenticateDevice, provedRequest } from '../../../../../src/server/api/deviceProof'
import { post } from '../../../../../src/server/api/http'
import { approvalIdField, originField, projectIdField } from '../../../../../src/server/api/schemas'
import { removeSignInMethod } from '../../../../../src/server/api/signInMethods'

const body = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'Invalid sign-in method id'),
  approvalId: approvalIdField,
  projectId: projectIdField,
  origin: originField,
})

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'accountPerSession')
  return removeSignInMethod(context, auth, input)
})
