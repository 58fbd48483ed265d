/** POST /api/auth/social/bind { flowId, binding } → {} and the flow's cookie (start page only). */

import { AnswerWithHeaders, post } from '@server/http/http'
import { socialBindingField, socialFlowIdField } from '@server/http/schemas'
import { bindSocialLogin } from '@server/usecases/login/socialBind'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

const body = z.object({ flowId: socialFlowIdField, binding: socialBindingField })

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  const { setCookie } = await bindSocialLogin(context, input, {
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
  })
  return new AnswerWithHeaders({}, { 'set-cookie': setCookie })
})
