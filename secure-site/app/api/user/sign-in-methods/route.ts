/** GET /api/user/sign-in-methods (Bearer) → { methods: [{ kind: 'email' | 'identity', …, linkedAt }] } */

import { authenticateDevice, provedRequest } from '@server/http/deviceProof'
import { get } from '@server/http/http'
import { signInMethods } from '@server/usecases/account/signInMethods'
import { apiContext } from '@server/wiring/apiContext'

export const GET = get(async (request) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request), 'accountPerSession')
  return signInMethods(context, auth)
})
