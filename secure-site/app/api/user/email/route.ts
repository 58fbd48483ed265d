/**
 * POST /api/user/email (Bearer) { email, approvalId, projectId, origin } → { action: 'VERIFY_PRIMARY_OTP' }
 * Refused ('Request was not approved') without the grant of the in-frame click.
 */

import { authenticateDevice, provedRequest } from '@server/http/deviceProof'
import { post } from '@server/http/http'
import { approvalIdField, emailField, originField, projectIdField } from '@server/http/schemas'
import { startEmailChange } from '@server/usecases/account/emailChange'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

const body = z.object({
  email: emailField,
  approvalId: approvalIdField,
  projectId: projectIdField,
  origin: originField,
})

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'accountPerSession')
  return startEmailChange(context, auth, input)
})
