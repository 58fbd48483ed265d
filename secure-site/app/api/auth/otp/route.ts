/** POST /api/auth/otp { email, otp, deviceId, projectId } → { accessToken, refreshToken } */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { provedRequest, signInMeta } from '../../../../src/server/api/deviceProof'
import { verifyEmailLogin } from '../../../../src/server/api/emailLogin'
import { post } from '../../../../src/server/api/http'
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

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  return verifyEmailLogin(context, input, await signInMeta(context, provedRequest(request, text)))
})
