/** GET /api/user (Bearer) → { email, addresses: { eip155, solana } }; wallets made on first use. */

import { authenticateDevice, provedRequest } from '@server/http/deviceProof'
import { get } from '@server/http/http'
import { currentUser } from '@server/usecases/account/user'
import { apiContext } from '@server/wiring/apiContext'

export const GET = get(async (request) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request), 'accountPerSession')
  return currentUser(context, auth)
})
