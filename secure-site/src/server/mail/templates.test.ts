import { describe, expect, it } from 'vitest'
import {
  addressTakenMail,
  changePrimaryCodeMail,
  changeSecondaryCodeMail,
  emailChangedMail,
  emailRevertedMail,
} from './emailChangeMails'
import { deviceApprovalMail, escapeHtml, loginCodeMail } from './templates'

const SITE = 'https://dapp.example'
/** The first six-digit number of a mail, as a reader (or a test helper) finds the code. */
const firstCode = (text: string) => /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0]

describe('sign-in mails', () => {
  it('put the code in the subject and the text, and name the site that asked', () => {
    const mail = loginCodeMail({ to: 'a@example.com', code: '123456', origin: SITE })
    expect(mail.subject).toBe('Your Airlock code: 123456')
    expect(firstCode(mail.text)).toBe('123456')
    expect(mail.text).toContain('https://dapp.example asked for it. Only enter it there.')
    expect(mail.text).toContain('expires in 10 minutes')
    expect(mail.html).toContain('123456')
    expect(mail.html).toContain('https://dapp.example asked for it.')
    expect(mail.to).toBe('a@example.com')
  })

  it('mail the approval link, name the site, and say the code follows', () => {
    const link = 'https://wallet.example.com/device/approve?token=abc&x=1'
    const mail = deviceApprovalMail({ to: 'a@example.com', link, origin: SITE })
    expect(mail.text).toContain(link)
    expect(mail.text).toContain(
      'https://dapp.example asked to sign in to your Airlock wallet from a device it has not seen before.',
    )
    expect(mail.text).toContain('we send your login code')
    expect(mail.html).toContain(
      'href="https://wallet.example.com/device/approve?token=abc&#38;x=1"',
    )
  })

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    )
    const mail = loginCodeMail({ to: 'a@example.com', code: '123456', origin: '<b>x</b>' })
    expect(mail.html).not.toContain('<b>')
  })
})

describe('email-change mails', () => {
  // Digit runs in the addresses: the code must still be the first six-digit number.
  const change = {
    origin: SITE,
    oldEmail: 'a-123456@example.com',
    newEmail: 'b-654321@example.com',
  }

  it('both codes name the site and both addresses, the code first', () => {
    const primary = changePrimaryCodeMail({ ...change, code: '111111' })
    expect(primary.to).toBe(change.oldEmail)
    expect(firstCode(primary.text)).toBe('111111')
    expect(primary.text).toContain(
      'https://dapp.example asked to change the email of your Airlock wallet from a-123456@example.com to b-654321@example.com.',
    )
    const secondary = changeSecondaryCodeMail({ ...change, code: '222222' })
    expect(secondary.to).toBe(change.newEmail)
    expect(firstCode(secondary.text)).toBe('222222')
    expect(secondary.text).toContain(
      'https://dapp.example asked to move the Airlock wallet of a-123456@example.com to this address, b-654321@example.com.',
    )
  })

  it('tells a taken address that someone tried to move a wallet there, with no code', () => {
    const mail = addressTakenMail(change)
    expect(mail.to).toBe(change.newEmail)
    expect(mail.subject).toBe('Someone tried to move an Airlock wallet to this address')
    expect(mail.text).toContain('https://dapp.example asked to move another Airlock wallet')
    expect(mail.text.replaceAll(/\S+@\S+/g, '')).not.toMatch(/\d{6}/)
  })

  it('tells the old address, with the link back and how long it works', () => {
    const mail = emailChangedMail({
      ...change,
      changedAt: new Date('2030-01-02T03:04:05Z'),
      revertLink: 'https://wallet.example/email/revert?token=t',
      validDays: 7,
    })
    expect(mail.to).toBe(change.oldEmail)
    expect(mail.text).toContain(
      'At the request of https://dapp.example, the email of your Airlock wallet was changed from a-123456@example.com to b-654321@example.com on Wed, 02 Jan 2030 03:04:05 GMT.',
    )
    expect(mail.text).toContain('https://wallet.example/email/revert?token=t')
    expect(mail.text).toContain('It works once, for 7 days.')
  })

  it('tells the address a revert left', () => {
    const mail = emailRevertedMail({
      to: 'b@example.com',
      oldEmail: 'a@example.com',
      site: 'https://wallet.example',
      revertedAt: new Date('2030-01-02T03:04:05Z'),
    })
    expect(mail.text).toContain('was used on https://wallet.example')
    expect(mail.text).toContain('The wallet now signs in with a@example.com only')
  })
})
