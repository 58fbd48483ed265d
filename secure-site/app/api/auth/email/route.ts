/** POST /api/auth/email { email, projectId, deviceId, origin } → { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' } */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { startEmailLogin } from '../../../../src/server/api/emailLogin'
import { post } from '../../../../src/server/api/http'
import { requestMeta } from '../../../../src/server/api/requestClient'
import {
  deviceIdField,
  emailField,
  originField,
  projectIdField,
} from '../../../../src/server/api/schemas'

const body = z.object({
  email: emailField,
  projectId: projectIdField,
  deviceId: deviceIdField,
  origin: originField,
})

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  return startEmailLogin(context, input, requestMeta(request, context.config))
})
