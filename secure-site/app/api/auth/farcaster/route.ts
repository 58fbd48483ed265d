/** POST /api/auth/farcaster { projectId, origin, secret } → { url, flowId } */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { startFarcasterLogin } from '../../../../src/server/api/farcasterLogin'
import { post } from '../../../../src/server/api/http'
import { requestMeta } from '../../../../src/server/api/requestClient'
import { originField, projectIdField, socialSecretField } from '../../../../src/server/api/schemas'

const body = z.object({
  projectId: projectIdField,
  origin: originField,
  secret: socialSecretField,
})

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  return startFarcasterLogin(context, input, requestMeta(request, context.config))
})
