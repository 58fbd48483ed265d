/** CONNECT_EMAIL: start an email login; the server mails a code or a device-approval link. */
import { ApiPaths, type EmailStartResponse } from '../../shared/apiContract'
import type { FrameHandler } from '../frameContext'
import { mailOrigin } from '../mailOrigin'
import { fetchUser } from '../signedInUser'

export const connectEmail: FrameHandler<'CONNECT_EMAIL'> = async ({ email }, context) => {
  // Already signed in as this address on this device: nothing to verify, no mail.
  if (context.session.tokens()) {
    const user = await fetchUser(context).catch(() => null)
    if (user && user.email === email.trim().toLowerCase()) {
      context.flow.email = null
      return { action: 'CONNECT' }
    }
  }
  const { action } = await context.api.call<EmailStartResponse>(ApiPaths.EMAIL_START, {
    body: { email, ...mailOrigin(context), deviceId: context.session.deviceId() },
  })
  context.flow.email = email
  return { action }
}
