/** POST /api/auth/social { provider, projectId, origin, secret } → { flowId, authorizeUrl, binding, startUrl } */

import { post } from '@server/http/http'
import { requestMeta } from '@server/http/requestClient'
import {
  originField,
  projectIdField,
  socialProviderField,
  socialSecretField,
} from '@server/http/schemas'
import { startSocialLogin } from '@server/usecases/login/socialLogin'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

const body = z.object({
  provider: socialProviderField,
  projectId: projectIdField,
  origin: originField,
  secret: socialSecretField,
})

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  return startSocialLogin(context, input, requestMeta(request, context.config))
})
