/**
 * POST /api/auth/farcaster/connect { flowId, secret, deviceId, projectId }
 * → { status: 'pending' } | { status: 'connected', userName, accessToken, refreshToken }
 */

import { provedRequest, signInMeta } from '@server/http/deviceProof'
import { post } from '@server/http/http'
import {
  deviceIdField,
  farcasterFlowIdField,
  projectIdField,
  socialSecretField,
} from '@server/http/schemas'
import { checkFarcasterLogin } from '@server/usecases/login/farcasterLogin'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

const body = z.object({
  flowId: farcasterFlowIdField,
  secret: socialSecretField,
  deviceId: deviceIdField,
  projectId: projectIdField,
})

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  return checkFarcasterLogin(
    context,
    input,
    await signInMeta(context, provedRequest(request, text)),
  )
})
