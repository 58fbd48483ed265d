/** POST /api/auth/social { provider, projectId, origin, secret, returnUrl? } → { uri } */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { post } from '../../../../src/server/api/http'
import { requestMeta } from '../../../../src/server/api/requestClient'
import {
  originField,
  projectIdField,
  returnUrlField,
  socialProviderField,
  socialSecretField,
} from '../../../../src/server/api/schemas'
import { startSocialLogin } from '../../../../src/server/api/socialLogin'

const body = z.object({
  provider: socialProviderField,
  projectId: projectIdField,
  origin: originField,
  secret: socialSecretField,
  returnUrl: returnUrlField.optional(),
})

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  return startSocialLogin(context, input, requestMeta(request, context.config))
})
