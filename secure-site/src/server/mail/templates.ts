/**
 * The sign-in mails, and the layout every mail of the secure site shares. Plain text
 * first (what every client shows); the HTML part carries the same words, escaped.
 *
 * Every mail names the site that asked for it: the frame's verified ancestor origin,
 * checked against the project's allowlist before it is named (usecases/verifiedMailOrigin.ts). A
 * reader who did not just use that site knows the mail is not theirs to act on.
 */
import { OTP_TTL_S } from '@airlock/protocol'
import { DEVICE_APPROVAL_TTL_S } from '../auth/deviceApprovals'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** One paragraph of a mail: its text, and what stands out in it (a code, a link). */
export type MailPart =
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'link'; label: string; href: string }

export const text = (value: string): MailPart => ({ kind: 'text', text: value })

/** Both parts of a mail from one list of paragraphs, so the two can never say different things. */
export function composeMail(to: string, subject: string, parts: MailPart[]): MailMessage {
  const plain = parts.map((part) => {
    if (part.kind === 'code') return `    ${part.code}`
    if (part.kind === 'link') return `${part.label}:\n${part.href}`
    return part.text
  })
  const html = parts.map((part) => {
    if (part.kind === 'code')
      return `<p style="font-size:28px;font-weight:600;letter-spacing:6px">${escapeHtml(part.code)}</p>`
    if (part.kind === 'link')
      return `<p><a href="${escapeHtml(part.href)}">${escapeHtml(part.label)}</a></p>`
    return `<p>${escapeHtml(part.text)}</p>`
  })
  return { to, subject, text: plain.join('\n\n'), html: page(html) }
}

export const codeLifetime = (): MailPart =>
  text(`The code expires in ${Math.round(OTP_TTL_S / 60)} minutes and works once.`)

/**
 * The sign-in code (CONNECT_EMAIL, or after a device was approved by link). Code mails
 * put the code before anything a sender chose (an origin, an address), so the first
 * six-digit number of the mail is always the code.
 */
export function loginCodeMail(input: { to: string; code: string; origin: string }): MailMessage {
  return composeMail(input.to, `Your Airlock code: ${input.code}`, [
    text('Your code to sign in to your Airlock wallet:'),
    { kind: 'code', code: input.code },
    text(`${input.origin} asked for it. Only enter it there.`),
    codeLifetime(),
    text('If you did not ask for it, ignore this mail: nobody can use your wallet without it.'),
  ])
}

/**
 * VERIFY_DEVICE: a device this address has not approved, whether or not the address
 * has an account yet (the same mail either way: no enumeration).
 */
export function deviceApprovalMail(input: {
  to: string
  link: string
  origin: string
}): MailMessage {
  const minutes = Math.round(DEVICE_APPROVAL_TTL_S / 60)
  return composeMail(input.to, 'Approve this device for your Airlock wallet', [
    text(
      `${input.origin} asked to sign in to your Airlock wallet from a device it has not seen before.`,
    ),
    { kind: 'link', label: 'If it is you, approve the device', href: input.link },
    text(
      `The link works once and expires in ${minutes} minutes. After you approve, we send your login code in a second mail.`,
    ),
    text('If it was not you, ignore this mail: the device stays locked out.'),
  ])
}

function page(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif">${paragraphs.join('')}</body></html>`
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
