/** POST /api/auth/email { email, projectId, origin, deviceId } → { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' } */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { startEmailLogin } from '../../../../src/server/api/emailLogin'
import { post } from '../../../../src/server/api/http'
import {
  deviceIdField,
  emailField,
  originField,
  projectIdField,
} from '../../../../src/server/api/schemas'

const body = z.object({
  email: emailField,
  projectId: projectIdField,
  origin: originField,
  deviceId: deviceIdField,
})

export const POST = post(body, async (input) => startEmailLogin(await apiContext(), input))
