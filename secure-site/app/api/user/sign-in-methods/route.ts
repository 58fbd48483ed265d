/** GET /api/user/sign-in-methods (Bearer) → { methods: [{ kind: 'email' | 'identity', …, linkedAt }] } */
import { apiContext } from '../../../../src/server/api/context'
import { authenticateDevice, provedRequest } from '../../../../src/server/api/deviceProof'
import { get } from '../../../../src/server/api/http'
import { signInMethods } from '../../../../src/server/api/signInMethods'

export const GET = get(async (request) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request), 'accountPerSession')
  return signInMethods(context, auth)
})
