/** POST /api/auth/otp { email, otp, deviceId, projectId } → { accessToken, refreshToken } */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { verifyEmailLogin } from '../../../../src/server/api/emailLogin'
import { post } from '../../../../src/server/api/http'
import { requestMeta } from '../../../../src/server/api/requestClient'
import {
  deviceIdField,
  emailField,
  otpField,
  projectIdField,
} from '../../../../src/server/api/schemas'

const body = z.object({
  email: emailField,
  otp: otpField,
  deviceId: deviceIdField,
  projectId: projectIdField,
})

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  return verifyEmailLogin(context, input, requestMeta(request, context.config))
})
