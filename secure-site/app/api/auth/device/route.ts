/** POST /api/auth/device { email, deviceId } → { approved } — what CONNECT_DEVICE polls. */

import { post } from '@server/http/http'
import { deviceIdField, emailField } from '@server/http/schemas'
import { deviceStatus } from '@server/usecases/login/emailLogin'
import { limitClient } from '@server/usecases/requestLimits'
import { apiContext } from '@server/wiring/apiContext'
import { z } from 'zod'

const body = z.object({ email: emailField, deviceId: deviceIdField })

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  await limitClient(context, 'deviceChecksPerIp', request)
  return deviceStatus(context, input)
})
