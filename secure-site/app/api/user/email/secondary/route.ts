/** POST /api/user/email/secondary (Bearer) { otp } → { newEmail } */
import { z } from 'zod'
import { apiContext } from '../../../../../src/server/api/context'
import { confirmEmailChangeSecondary } from '../../../../../src/server/api/emailChange'
import { post } from '../../../../../src/server/api/http'
import { otpField } from '../../../../../src/server/api/schemas'
import { authenticate } from '../../../../../src/server/api/session'

const body = z.object({ otp: otpField })

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  return confirmEmailChangeSecondary(context, await authenticate(context, request), input)
})
