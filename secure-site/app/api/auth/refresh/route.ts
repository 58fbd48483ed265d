/** POST /api/auth/refresh { refreshToken, deviceId } → { accessToken, refreshToken } (rotated) */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { post } from '../../../../src/server/api/http'
import { limitClient } from '../../../../src/server/api/limits'
import { deviceIdField, tokenField } from '../../../../src/server/api/schemas'
import { refreshSession } from '../../../../src/server/api/session'

const body = z.object({ refreshToken: tokenField, deviceId: deviceIdField })

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  await limitClient(context, 'sessionsPerIp', request)
  return refreshSession(context, input)
})
