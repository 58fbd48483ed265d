/** GET /api/user (Bearer) → { email, addresses: { eip155, solana } }; wallets made on first use. */
import { apiContext } from '../../../src/server/api/context'
import { authenticateDevice, provedRequest } from '../../../src/server/api/deviceProof'
import { get } from '../../../src/server/api/http'
import { currentUser } from '../../../src/server/api/user'

export const GET = get(async (request) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request), 'accountPerSession')
  return currentUser(context, auth)
})
