/**
 * POST /api/auth/refresh { refreshToken, deviceId } → { accessToken, refreshToken } (rotated)
 * With a device proof by the key the sign-in is bound to ('Session is bound to another
 * device' otherwise): a refresh token alone refreshes nothing.
 */

import { provedRequest, signInMeta } from '@server/http/deviceProof'
import { post } from '@server/http/http'
import { deviceIdField, tokenField } from '@server/http/schemas'
import { refreshSession } from '@server/usecases/login/session'
import { limitClient } from '@server/usecases/requestLimits'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

const body = z.object({ refreshToken: tokenField, deviceId: deviceIdField })

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  await limitClient(context, 'sessionsPerIp', request)
  const { deviceKey } = await signInMeta(context, provedRequest(request, text))
  return refreshSession(context, input, deviceKey)
})
