/** POST /api/auth/social/bind { flowId, binding } → {} and the flow's cookie (start page only). */
import { z } from 'zod'
import { apiContext } from '../../../../../src/server/api/context'
import { AnswerWithHeaders, post } from '../../../../../src/server/api/http'
import { socialBindingField, socialFlowIdField } from '../../../../../src/server/api/schemas'
import { bindSocialLogin } from '../../../../../src/server/api/socialBind'

const body = z.object({ flowId: socialFlowIdField, binding: socialBindingField })

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  const { setCookie } = await bindSocialLogin(context, input, {
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
  })
  return new AnswerWithHeaders({}, { 'set-cookie': setCookie })
})
