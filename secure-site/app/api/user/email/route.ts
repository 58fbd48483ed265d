/**
 * POST /api/user/email (Bearer) { email, approvalId, projectId, origin } → { action: 'VERIFY_PRIMARY_OTP' }
 * Refused ('Request was not approved') without the grant of the in-frame click.
 */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { authenticateDevice, provedRequest } from '../../../../src/server/api/deviceProof'
import { startEmailChange } from '../../../../src/server/api/emailChange'
import { post } from '../../../../src/server/api/http'
import {
  approvalIdField,
  emailField,
  originField,
  projectIdField,
} from '../../../../src/server/api/schemas'

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
