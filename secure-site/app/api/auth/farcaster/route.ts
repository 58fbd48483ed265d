/** POST /api/auth/farcaster { projectId, origin, secret } → { url, flowId } */

import { post } from '@server/http/http'
import { requestMeta } from '@server/http/requestClient'
import { originField, projectIdField, socialSecretField } from '@server/http/schemas'
import { startFarcasterLogin } from '@server/usecases/login/farcasterLogin'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

const body = z.object({
  projectId: projectIdField,
  origin: originField,
  secret: socialSecretField,
})

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  return startFarcasterLogin(context, input, requestMeta(request, context.config))
})
