/** POST /api/auth/device { email, deviceId } → { approved } — what CONNECT_DEVICE polls. */
import { z } from 'zod'
import { apiContext } from '../../../../src/server/api/context'
import { deviceStatus } from '../../../../src/server/api/emailLogin'
import { post } from '../../../../src/server/api/http'
import { limitClient } from '../../../../src/server/api/limits'
import { deviceIdField, emailField } from '../../../../src/server/api/schemas'

const body = z.object({ email: emailField, deviceId: deviceIdField })

export const POST = post(body, async (input, request) => {
  const context = await apiContext()
  await limitClient(context, 'deviceChecksPerIp', request)
  return deviceStatus(context, input)
})
