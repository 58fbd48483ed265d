/**
 * POST /api/user/email/approval (Bearer) { email, projectId, origin } → { approvalId }
 * Called by the frame after the Approve click on the email-change card; the id is good
 * once, for this new address asked by this site.
 */

import { authenticateDevice, provedRequest } from '@server/http/deviceProof'
import { post } from '@server/http/http'
import { emailField, originField, projectIdField } from '@server/http/schemas'
import { approveEmailChange } from '@server/usecases/account/emailChange'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

const body = z.object({ email: emailField, projectId: projectIdField, origin: originField })

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'accountPerSession')
  return approveEmailChange(context, auth, input)
})
