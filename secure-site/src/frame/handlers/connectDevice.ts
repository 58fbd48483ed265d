/**
 * CONNECT_DEVICE: resolves once the device-approval link from the mail was opened
 * (polling the API), answering before the host's 30 s request timeout either way.
 */
import { ApiPaths, type DeviceStatusResponse } from '../../shared/apiContract'
import type { FrameHandler } from '../frameContext'
import { FrameMessages } from '../messages'

export const DEVICE_POLL_INTERVAL_MS = 1_500
/** Below FRAME_REQUEST_TIMEOUT_MS (30 s), so the host gets our answer, not its timeout. */
export const DEVICE_WAIT_MS = 28_000

export const connectDevice: FrameHandler<'CONNECT_DEVICE'> = async (_payload, context) => {
  const email = context.flow.email
  if (!email) throw new Error(FrameMessages.NO_PENDING_EMAIL)
  const deadline = context.now() + DEVICE_WAIT_MS
  const body = { email, deviceId: context.session.deviceId() }
  for (;;) {
    const status = await context.api.call<DeviceStatusResponse>(ApiPaths.DEVICE_STATUS, { body })
    if (status.approved) return undefined
    if (context.now() + DEVICE_POLL_INTERVAL_MS > deadline) {
      throw new Error(FrameMessages.DEVICE_APPROVAL_TIMEOUT)
    }
    await context.sleep(DEVICE_POLL_INTERVAL_MS)
  }
}
