/**
 * The mails of an email change (UPDATE_EMAIL). Each names the site that asked and both
 * addresses, so a code relayed to some page is at least a code the reader was told
 * the truth about: which site, which move, to which address.
 */
import { codeLifetime, composeMail, type MailMessage, text } from './templates'

export interface ChangeMailInput {
  /** The verified ancestor origin that asked for the change. */
  origin: string
  oldEmail: string
  newEmail: string
}

/** Step 1, to the current address: the owner confirms the move. */
export function changePrimaryCodeMail(input: ChangeMailInput & { code: string }): MailMessage {
  return composeMail(input.oldEmail, `Your Airlock code: ${input.code}`, [
    text('Your code to confirm the email change of your Airlock wallet:'),
    { kind: 'code', code: input.code },
    text(
      `${input.origin} asked to change the email of your Airlock wallet from ${input.oldEmail} to ${input.newEmail}. Enter the code only if you want this.`,
    ),
    codeLifetime(),
    text(
      `Once the change is made, the wallet signs in with ${input.newEmail} only. If you did not ask for this, do not give the code to anyone: without it nothing changes.`,
    ),
  ])
}

/** Step 2, to the new address: it is theirs too. */
export function changeSecondaryCodeMail(input: ChangeMailInput & { code: string }): MailMessage {
  return composeMail(input.newEmail, `Your Airlock code: ${input.code}`, [
    text('Your code to confirm the new email of an Airlock wallet:'),
    { kind: 'code', code: input.code },
    text(
      `${input.origin} asked to move the Airlock wallet of ${input.oldEmail} to this address, ${input.newEmail}. Enter the code only if this address is yours and you want this.`,
    ),
    codeLifetime(),
    text('If you did not ask for this, ignore this mail: without the code nothing moves.'),
  ])
}

/**
 * Step 2 when the new address already has a wallet: no code, only the truth. The
 * change answers as if all were well (no enumeration) and can never complete.
 */
export function addressTakenMail(input: ChangeMailInput): MailMessage {
  return composeMail(input.newEmail, 'Someone tried to move an Airlock wallet to this address', [
    text(
      `${input.origin} asked to move another Airlock wallet to this address, ${input.newEmail}. This address already has an Airlock wallet, so nothing was moved and nothing will be.`,
    ),
    text(
      'If it was you, use another address for the other wallet. If it was not, you can ignore this mail: your wallet is unchanged.',
    ),
  ])
}

/** After the change, to the old address: what happened, and the way back. */
export function emailChangedMail(
  input: ChangeMailInput & { revertLink: string; changedAt: Date; validDays: number },
): MailMessage {
  return composeMail(input.oldEmail, 'The email of your Airlock wallet was changed', [
    text(
      `At the request of ${input.origin}, the email of your Airlock wallet was changed from ${input.oldEmail} to ${input.newEmail} on ${input.changedAt.toUTCString()}. Every other device was signed out.`,
    ),
    {
      kind: 'link',
      label: `If this was not you, put the wallet back on ${input.oldEmail} and sign everyone out`,
      href: input.revertLink,
    },
    text(
      `The link opens a page of the secure site that shows what it will do before it does anything. It works once, for ${input.validDays} days.`,
    ),
  ])
}

/**
 * After the link put the account back: to the address it left, which may be the
 * rightful owner's if the link fell into other hands. Names the secure site, where the
 * link was used.
 */
export function emailRevertedMail(input: {
  to: string
  oldEmail: string
  site: string
  revertedAt: Date
}): MailMessage {
  return composeMail(input.to, 'Your Airlock wallet was moved back to its old email', [
    text(
      `On ${input.revertedAt.toUTCString()}, the link mailed to ${input.oldEmail} was used on ${input.site} to move the Airlock wallet that used ${input.to} back to ${input.oldEmail}. Every device was signed out.`,
    ),
    text(`The wallet now signs in with ${input.oldEmail} only, not with ${input.to}.`),
  ])
}
