/**
 * The mails of sign-in methods: a provider asks to join an account by its verified
 * address (the device must be approved first, as for an email login), and a provider
 * was linked. Each names the provider, the site that asked and the time, so the owner
 * of the address knows who can now open the wallet, and how to take that back.
 */
import { DEVICE_APPROVAL_TTL_S } from '../auth/deviceApprovals'
import { composeMail, type MailMessage, text } from './templates'

/** Where the owner removes a sign-in method: in the wallet's own Account view. */
export const REMOVE_METHOD_HINT =
  'To remove it, open your wallet on any site that uses it, go to Account → Sign-in methods and press Remove next to it.'

/** The device-approval link, when a provider's verified address names an existing wallet. */
export function identityJoinApprovalMail(input: {
  to: string
  link: string
  origin: string
  provider: string
}): MailMessage {
  const minutes = Math.round(DEVICE_APPROVAL_TTL_S / 60)
  return composeMail(input.to, `Approve this device to add ${input.provider} to your wallet`, [
    text(
      `${input.origin} asked to sign in to your Airlock wallet with ${input.provider}, from a device your wallet has not seen before.`,
    ),
    { kind: 'link', label: 'If it is you, approve the device', href: input.link },
    text(
      `The link works once and expires in ${minutes} minutes. After you approve, continue with ${input.provider} again on that device: ${input.provider} then becomes a way to sign in to this wallet. (A login code follows the approval; you only need it for an email sign-in.)`,
    ),
    text(
      `If it was not you, ignore this mail: ${input.provider} is not added and the device stays locked out.`,
    ),
  ])
}

/** After a provider was linked to the account: what, when, from where, and how to undo it. */
export function identityLinkedMail(input: {
  to: string
  provider: string
  /** The provider's display name of the account, when it gave one. */
  userName: string | null
  origin: string
  linkedAt: Date
}): MailMessage {
  const who = input.userName ? ` (${input.userName})` : ''
  return composeMail(input.to, `${input.provider} can now sign in to your Airlock wallet`, [
    text(
      `${input.provider}${who} was added as a way to sign in to your Airlock wallet on ${input.linkedAt.toUTCString()}, from ${input.origin}.`,
    ),
    text('Whoever controls that account can now open your wallet.'),
    text(`If it was you, nothing to do. If it was not: ${REMOVE_METHOD_HINT}`),
  ])
}

/** After a provider was removed from the account (in the frame, after its card). */
export function identityRemovedMail(input: {
  to: string
  provider: string
  origin: string
  removedAt: Date
}): MailMessage {
  return composeMail(input.to, `${input.provider} no longer signs in to your Airlock wallet`, [
    text(
      `${input.provider} was removed from the ways to sign in to your Airlock wallet on ${input.removedAt.toUTCString()}, from ${input.origin}.`,
    ),
    text('If it was not you, someone has your wallet open: sign in and check its sign-in methods.'),
  ])
}
