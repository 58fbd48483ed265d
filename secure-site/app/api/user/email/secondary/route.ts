/** POST /api/user/email/secondary (Bearer) { otp, projectId, origin } → { newEmail } */
import { z } from 'zod'
import { apiContext } from '../../../../../src/server/api/context'
import { authenticateDevice, provedRequest } from '../../../../../src/server/api/deviceProof'
import { confirmEmailChangeSecondary } from '../../../../../src/server/api/emailChange'
import { post } from '../../../../../src/server/api/http'
import { originField, otpField, projectIdField } from '../../../../../src/server/api/schemas'

const body = z.object({ otp: otpField, projectId: projectIdField, origin: originField })

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'accountPerSession')
  return confirmEmailChangeSecondary(context, auth, input)
})
