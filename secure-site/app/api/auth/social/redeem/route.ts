/**
 * POST /api/auth/social/redeem { flowId, secret, deviceId, projectId }
 * → { status: 'pending' } | { status: 'connected', accessToken, refreshToken, userName? }
 */
import { z } from 'zod'
import { apiContext } from '../../../../../src/server/api/context'
import { provedRequest, signInMeta } from '../../../../../src/server/api/deviceProof'
import { post } from '../../../../../src/server/api/http'
import {
  deviceIdField,
  projectIdField,
  socialFlowIdField,
  socialSecretField,
} from '../../../../../src/server/api/schemas'
import { redeemSocialLogin } from '../../../../../src/server/api/socialLogin'

const body = z.object({
  flowId: socialFlowIdField,
  secret: socialSecretField,
  deviceId: deviceIdField,
  projectId: projectIdField,
})

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  return redeemSocialLogin(context, input, await signInMeta(context, provedRequest(request, text)))
})
