/** POST /api/auth/signout { refreshToken } → {} — revokes the whole sign-in. */

import { post } from '@server/http/http'
import { tokenField } from '@server/http/schemas'
import { signOut } from '@server/usecases/login/session'
import { limitClient } from '@server/usecases/requestLimits'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

const body = z.object({ refreshToken: tokenField })

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  await limitClient(context, 'sessionsPerIp', request)
  return signOut(context, input)
})
