/**
 * POST /api/auth/refresh { refreshToken, deviceId } → { accessToken, refreshToken } (rotated)
 * With a device proof by the key the sign-in is bound to ('Session is bound to another
 * device' otherwise): a refresh token alone refreshes nothing.
 */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { provedRequest, signInMeta } from '../../../../src/server/api/deviceProof'
import { post } from '../../../../src/server/api/http'
import { limitClient } from '../../../../src/server/api/limits'
import { deviceIdField, tokenField } from '../../../../src/server/api/schemas'
import { refreshSession } from '../../../../src/server/api/session'

const body = z.object({ refreshToken: tokenField, deviceId: deviceIdField })

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  await limitClient(context, 'sessionsPerIp', request)
  const { deviceKey } = await signInMeta(context, provedRequest(request, text))
  return refreshSession(context, input, deviceKey)
})
