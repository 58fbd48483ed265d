/** POST /api/auth/social { provider, projectId, origin, secret } → { flowId, authorizeUrl, binding, startUrl } */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { post } from '../../../../src/server/api/http'
import { requestMeta } from '../../../../src/server/api/requestClient'
import {
  originField,
  projectIdField,
  socialProviderField,
  socialSecretField,
} from '../../../../src/server/api/schemas'
import { startSocialLogin } from '../../../../src/server/api/socialLogin'

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
