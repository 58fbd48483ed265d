/**
 * POST /api/user/email/approval (Bearer) { email, projectId, origin } → { approvalId }
 * Called by the frame after the Approve click on the email-change card; the id is good
 * once, for this new address asked by this site.
 */
import { z } from 'zod'
import { apiContext } from '../../../../../src/server/api/context'
import { authenticateDevice, provedRequest } from '../../../../../src/server/api/deviceProof'
import { approveEmailChange } from '../../../../../src/server/api/emailChange'
import { post } from '../../../../../src/server/api/http'
import { emailField, originField, projectIdField } from '../../../../../src/server/api/schemas'

const body = z.object({ email: emailField, projectId: projectIdField, origin: originField })

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'accountPerSession')
  return approveEmailChange(context, auth, input)
})
