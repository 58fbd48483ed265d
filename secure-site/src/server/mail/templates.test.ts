import { describe, expect, it } from 'vitest'
import { deviceApprovalMail, escapeHtml, otpMail } from './templates'

describe('mail templates', () => {
  it('puts the code in the subject and the text', () => {
    const mail = otpMail({ to: 'a@example.com', code: '123456', purpose: 'login' })
    expect(mail.subject).toBe('Your Airlock code: 123456')
    expect(mail.text).toMatch(/\b123456\b/)
    expect(mail.text).toContain('expires in 10 minutes')
    expect(mail.html).toContain('123456')
    expect(mail.to).toBe('a@example.com')
  })

  it('says what each code is for', () => {
    expect(otpMail({ to: 'a@example.com', code: '1', purpose: 'update_primary' }).text).toContain(
      'change the email',
    )
    expect(otpMail({ to: 'a@example.com', code: '1', purpose: 'update_secondary' }).text).toContain(
      'new email address',
    )
  })

  it('mails the approval link, and says the code follows', () => {
    const link = 'https://wallet.example.com/device/approve?token=abc&x=1'
    const mail = deviceApprovalMail({ to: 'a@example.com', link })
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('we send your login code')
    expect(mail.html).toContain(
      'href="https://wallet.example.com/device/approve?token=abc&#38;x=1"',
    )
  })

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    )
  })
})
