/** POST /api/auth/signout { refreshToken } → {} — revokes the whole sign-in. */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { post } from '../../../../src/server/api/http'
import { limitClient } from '../../../../src/server/api/limits'
import { tokenField } from '../../../../src/server/api/schemas'
import { signOut } from '../../../../src/server/api/session'

const body = z.object({ refreshToken: tokenField })

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  await limitClient(context, 'sessionsPerIp', request)
  return signOut(context, input)
})
