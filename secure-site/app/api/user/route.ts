/** GET /api/user (Bearer) → { email, addresses: { eip155, solana } }; wallets made on first use. */
import { apiContext } from '../../../src/server/api/context'
import { get } from '../../../src/server/api/http'
import { authenticate } from '../../../src/server/api/session'
import { currentUser } from '../../../src/server/api/user'

export const GET = get(async (request) => {
  const context = await apiContext()
  const auth = await authenticate(context, request, 'accountPerSession')
  return currentUser(context, auth)
})
