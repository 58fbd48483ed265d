/**
 * POST /api/user/sign-in-methods/approval (Bearer) { id, projectId, origin } → { approvalId }
 * Called by the frame after the Approve click on the removal card; the id is good once,
 * for this method removed from this site.
 */

import { authenticateDevice, provedRequest } from '@server/http/deviceProof'
import { post } from '@server/http/http'
import { originField, projectIdField } from '@server/http/schemas'
import { approveSignInMethodRemoval } from '@server/usecases/account/signInMethods'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

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
