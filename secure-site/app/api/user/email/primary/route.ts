/** POST /api/user/email/primary (Bearer) { otp, projectId, origin } → { action: 'VERIFY_SECONDARY_OTP' } */
import { z } from 'zod'
import { apiContext } from '../../../../../src/server/api/context'
import { confirmEmailChangePrimary } from '../../../../../src/server/api/emailChange'
import { post } from '../../../../../src/server/api/http'
import { originField, otpField, projectIdField } from '../../../../../src/server/api/schemas'
import { authenticate } from '../../../../../src/server/api/session'

const body = z.object({ otp: otpField, projectId: projectIdField, origin: originField })

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  const auth = await authenticate(context, request, 'accountPerSession')
  return confirmEmailChangePrimary(context, auth, input)
})
