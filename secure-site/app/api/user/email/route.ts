/** POST /api/user/email (Bearer) { email } → { action: 'VERIFY_PRIMARY_OTP' } */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { startEmailChange } from '../../../../src/server/api/emailChange'
import { post } from '../../../../src/server/api/http'
import { limitSession } from '../../../../src/server/api/limits'
import { emailField } from '../../../../src/server/api/schemas'
import { authenticate } from '../../../../src/server/api/session'

const body = z.object({ email: emailField })

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  const auth = await authenticate(context, request)
  await limitSession(context, 'accountPerSession', auth)
  return startEmailChange(context, auth, input)
})
