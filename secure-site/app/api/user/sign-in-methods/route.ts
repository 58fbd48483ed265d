/** GET /api/user/sign-in-methods (Bearer) → { methods: [{ kind: 'email' | 'identity', …, linkedAt }] } */
import { apiContext } from '../../../../src/server/api/context'
import { get } from '../../../../src/server/api/http'
import { authenticate } from '../../../../src/server/api/session'
import { signInMethods } from '../../../../src/server/api/signInMethods'

export const GET = get(async (request) => {
  const context = await apiContext()
  const auth = await authenticate(context, request, 'accountPerSession')
  return signInMethods(context, auth)
})
