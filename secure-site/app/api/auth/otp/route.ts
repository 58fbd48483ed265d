/** POST /api/auth/otp { email, otp, deviceId, projectId } → { accessToken, refreshToken } */

import { provedRequest, signInMeta } from '@server/http/deviceProof'
import { post } from '@server/http/http'
import { deviceIdField, emailField, otpField, projectIdField } from '@server/http/schemas'
import { verifyEmailLogin } from '@server/usecases/login/emailLogin'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

const body = z.object({
  email: emailField,
  otp: otpField,
  deviceId: deviceIdField,
  projectId: projectIdField,
})

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  return verifyEmailLogin(context, input, await signInMeta(context, provedRequest(request, text)))
})
