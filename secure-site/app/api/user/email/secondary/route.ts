/** POST /api/user/email/secondary (Bearer) { otp, projectId, origin } → { newEmail } */
import { z } from 'zod'
import { apiContext } from '../../../../../src/server/api/context'
import { confirmEmailChangeSecondary } from '../../../../../src/server/api/emailChange'
import { post } from '../../../../../src/server/api/http'
import { originField, otpField, projectIdField } from '../../../../../src/server/api/schemas'
import { authenticate } from '../../../../../src/server/api/session'

const body = z.object({ otp: otpField, projectId: projectIdField, origin: originField })

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  const auth = await authenticate(context, request, 'accountPerSession')
  return confirmEmailChangeSecondary(context, auth, input)
})
