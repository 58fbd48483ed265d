/**
 * The two mails the secure site sends. Plain text first (what every client shows);
 * the HTML part carries the same words, escaped.
 */
import { OTP_TTL_S } from '@airlock/protocol'
import { DEVICE_APPROVAL_TTL_S } from '../auth/deviceApprovals'
import type { OtpPurpose } from '../db/schema'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

const OTP_INTRO: Record<OtpPurpose, string> = {
  login: 'Use this code to sign in to your Airlock wallet:',
  update_primary:
    'Use this code to confirm that you want to change the email of your Airlock wallet:',
  update_secondary: 'Use this code to confirm the new email address of your Airlock wallet:',
}

export function otpMail(input: { to: string; code: string; purpose: OtpPurpose }): MailMessage {
  const minutes = Math.round(OTP_TTL_S / 60)
  const lines = [
    OTP_INTRO[input.purpose],
    '',
    `    ${input.code}`,
    '',
    `The code expires in ${minutes} minutes and works once.`,
    'If you did not ask for it, ignore this mail: nobody can use your wallet without it.',
  ]
  return {
    to: input.to,
    subject: `Your Airlock code: ${input.code}`,
    text: lines.join('\n'),
    html: page([
      `<p>${escapeHtml(OTP_INTRO[input.purpose])}</p>`,
      `<p style="font-size:28px;font-weight:600;letter-spacing:6px">${escapeHtml(input.code)}</p>`,
      `<p>The code expires in ${minutes} minutes and works once.</p>`,
      '<p>If you did not ask for it, ignore this mail: nobody can use your wallet without it.</p>',
    ]),
  }
}

export function deviceApprovalMail(input: { to: string; link: string }): MailMessage {
  const minutes = Math.round(DEVICE_APPROVAL_TTL_S / 60)
  const lines = [
    'Someone is signing in to your Airlock wallet from a device it has not seen before.',
    'If it is you, approve the device with this link:',
    '',
    input.link,
    '',
    `The link works once and expires in ${minutes} minutes. After you approve,`,
    'we send your login code in a second mail.',
    'If it was not you, ignore this mail: the device stays locked out.',
  ]
  return {
    to: input.to,
    subject: 'Approve this device for your Airlock wallet',
    text: lines.join('\n'),
    html: page([
      '<p>Someone is signing in to your Airlock wallet from a device it has not seen before.</p>',
      `<p>If it is you, <a href="${escapeHtml(input.link)}">approve this device</a>.</p>`,
      `<p>The link works once and expires in ${minutes} minutes. After you approve, we send your login code in a second mail.</p>`,
      '<p>If it was not you, ignore this mail: the device stays locked out.</p>',
    ]),
  }
}

function page(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif">${paragraphs.join('')}</body></html>`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
