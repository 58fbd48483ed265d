/**
 * UPDATE_EMAIL: asks the user inside the frame, on the approval card, before anything
 * is mailed. Only after the Approve click does the frame record the grant and start
 * the change; a host page that posts this message gets a card it cannot click for
 * the user, and no code goes out without that click.
 */

import {
  ApiPaths,
  type EmailUpdateApprovalResponse,
  type EmailUpdateResponse,
} from '../../shared/apiContract'
import { ServerMessages } from '../../shared/serverMessages'
import { describeEmailChange } from '../approval/emailChangeCard'
import type { FrameHandler } from '../frameContext'
import { mailOrigin } from '../mailOrigin'
import { FrameMessages } from '../messages'
import { addressFor, fetchUser } from '../signedInUser'

export const updateEmail: FrameHandler<'UPDATE_EMAIL'> = async ({ email }, context) => {
  // Checks the session before anything is shown, and learns the address the card names.
  const user = await fetchUser(context)
  const newEmail = email.trim().toLowerCase()
  // A social sign-up without a verified address has none to change from (issue 13).
  if (user.email === null) throw new Error(ServerMessages.NO_ACCOUNT_EMAIL)
  const current = user.email
  if (newEmail === current) throw new Error(ServerMessages.SAME_EMAIL)
  const approved = await context.approvals.ask(
    describeEmailChange({ from: current, to: newEmail, account: addressFor(user, 'eip155') }),
  )
  if (!approved) throw new Error(FrameMessages.USER_REJECTED)
  const body = { email: newEmail, ...mailOrigin(context) }
  const { approvalId } = await context.api.call<EmailUpdateApprovalResponse>(
    ApiPaths.EMAIL_UPDATE_APPROVAL,
    { body, auth: true },
  )
  const { action } = await context.api.call<EmailUpdateResponse>(ApiPaths.EMAIL_UPDATE, {
    body: { ...body, approvalId },
    auth: true,
  })
  return { action }
}
