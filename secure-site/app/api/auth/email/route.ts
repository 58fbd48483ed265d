/** POST /api/auth/email { email, projectId, deviceId, origin } → { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' } */

import { post } from '@server/http/http'
import { requestMeta } from '@server/http/requestClient'
import { deviceIdField, emailField, originField, projectIdField } from '@server/http/schemas'
import { startEmailLogin } from '@server/usecases/login/emailLogin'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

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
