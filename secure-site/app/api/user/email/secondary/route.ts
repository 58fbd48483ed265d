/** POST /api/user/email/secondary (Bearer) { otp, projectId, origin } → { newEmail } */

import { authenticateDevice, provedRequest } from '@server/http/deviceProof'
import { post } from '@server/http/http'
import { originField, otpField, projectIdField } from '@server/http/schemas'
import { confirmEmailChangeSecondary } from '@server/usecases/account/emailChange'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

const body = z.object({ otp: otpField, projectId: projectIdField, origin: originField })

export const POST = post(body, async (input, request, text) => {
  const context = await apiContext()
  const auth = await authenticateDevice(context, provedRequest(request, text), 'accountPerSession')
  return confirmEmailChangeSecondary(context, auth, input)
})
