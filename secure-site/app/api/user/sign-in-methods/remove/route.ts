/**
 * POST /api/user/sign-in-methods/remove (Bearer) { id, approvalId, projectId, origin } → { methods }
 * Refused ('Request was not approved') without the grant of the in-frame click.
 */

import { authenticateDevice, provedRequest } from '@server/http/deviceProof'
import { post } from '@server/http/http'
import { approvalIdField, originField, projectIdField } from '@server/http/schemas'
import { removeSignInMethod } from '@server/usecases/account/signInMethods'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

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
