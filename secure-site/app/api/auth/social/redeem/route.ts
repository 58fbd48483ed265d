/**
 * POST /api/auth/social/redeem { flowId, secret, deviceId, projectId }
 * → { status: 'pending' } | { status: 'connected', accessToken, refreshToken, userName? }
 */

import { provedRequest, signInMeta } from '@server/http/deviceProof'
import { post } from '@server/http/http'
import {
  deviceIdField,
  projectIdField,
  socialFlowIdField,
  socialSecretField,
} from '@server/http/schemas'
import { redeemSocialLogin } from '@server/usecases/login/socialLogin'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

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
