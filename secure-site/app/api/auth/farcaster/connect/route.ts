/**
 * POST /api/auth/farcaster/connect { flowId, secret, deviceId, projectId }
 * → { status: 'pending' } | { status: 'connected', userName, accessToken, refreshToken }
 */
import { z } from 'zod'
import { apiContext } from '../../../../../src/server/api/context'
import { provedRequest, signInMeta } from '../../../../../src/server/api/deviceProof'
import { checkFarcasterLogin } from '../../../../../src/server/api/farcasterLogin'
import { post } from '../../../../../src/server/api/http'
import {
  deviceIdField,
  farcasterFlowIdField,
  projectIdField,
  socialSecretField,
} from '../../../../../src/server/api/schemas'

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
