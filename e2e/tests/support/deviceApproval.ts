/**
 * The mailed device-approval link, followed as its owner would: the link's page only
 * shows what asked, and its button (a same-origin form POST) approves. Done here over
 * Playwright's request context — one GET and one POST, no page to render — which is
 * what every sign-up of the suites needs; email-login.spec.ts clicks the real button.
 */
import { type APIRequestContext, expect } from '@playwright/test'
import type { StoredMail } from '../../stack/mailClient'

/** The approval link in a device-approval mail. */
export function approvalLink(mail: Pick<StoredMail, 'text' | 'subject'>): string {
  const link = /https?:\/\/\S+\/device\/approve\?token=[\w-]+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`no device-approval link in the mail "${mail.subject}"`)
  return link
}

/** GETs the link's page, reads its form, POSTs it from the page's origin; the page then says approved. */
export async function approveDevice(request: APIRequestContext, link: string): Promise<void> {
  const origin = new URL(link).origin
  const page = await request.get(link)
  expect(page.status()).toBe(200)
  const html = await page.text()
  const action = /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1]
  const token = /<input[^>]*\bname="token"[^>]*\bvalue="([^"]*)"/.exec(html)?.[1]
  if (!action || !token) throw new Error(`the approval page has no form:\n${html.slice(0, 2000)}`)
  const posted = await request.post(new URL(action, origin).href, {
    form: { token },
    headers: { origin },
    maxRedirects: 0,
  })
  expect(posted.status()).toBe(303)
  const after = await request.get(new URL(posted.headers().location ?? '', origin).href)
  expect(await after.text()).toContain('Device approved')
}
