import type { Page } from '@playwright/test'
import { extractOtp, mailClient } from '../stack/mailClient'
import { readStackInfo } from '../stack/stackInfo'
import { expectNoAxeViolations } from './support/axe'
import {
  closeModal,
  connectedAddress,
  freshEmail,
  modal,
  openDapp,
  reachCodeStep,
  requireDapp,
  signUp,
  submitEmail,
  typeCode,
} from './support/dapp'
import { approvalLink } from './support/deviceApproval'
import { expect, newBrowserContext, test } from './support/fixtures'
import { frameWire, secureFrame, wireOf } from './support/wire'

const CONNECT_EMAIL = '@w3m-app/CONNECT_EMAIL'
/** The server allows one login mail per address every 30 s (SPEC §9). */
const COOLDOWN_MS = 30_000

// Made first, so the tests below run while its mail cooldown passes; the device test is last.
let known: { email: string; address: string; signedUpAt: number } | undefined

test.beforeAll(async ({ browser }) => {
  const stack = readStackInfo()
  const context = await newBrowserContext(browser)
  const page = await context.newPage()
  await openDapp(page, requireDapp(stack).url)
  const email = freshEmail()
  const address = await signUp(page, mailClient(stack.mail.apiUrl), email)
  // The cooldown runs from the last login mail: the code the approval sent.
  const last = (await mailClient(stack.mail.apiUrl).list(email)).at(-1)
  if (!last) throw new Error('the sign-up sent no mail')
  known = { email, address, signedUpAt: Date.parse(last.receivedAt) }
  await context.close()
})

test('a new email approves this browser on the mailed page, then signs in with the code', async ({
  page,
  context,
  stack,
  mail,
}) => {
  const dapp = requireDapp(stack)
  await openDapp(page, dapp.url)
  const email = freshEmail()
  const before = await submitEmail(page, email)
  // A new address gets the same first step as a known one on a new browser.
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyDevice')
  await expect(modal(page).getByText(email)).toBeVisible()
  const linkMail = await mail.waitForMail(email, { after: before })
  expect(linkMail.to).toEqual([email])

  // Opening the link (as a mail scanner would) shows what asked and approves nothing.
  const approval = await context.newPage()
  await approval.goto(approvalLink(linkMail))
  await expect(approval.getByRole('heading', { name: 'Approve this device?' })).toBeVisible()
  await expect(approval.getByTestId('approval-site')).toHaveText(dapp.url)
  await expect(approval.getByTestId('approval-device')).toHaveText(/^Chrome \d+ on Linux$/)
  await expect(approval.getByText(/ UTC \((just now|1 minute ago)\)$/)).toBeVisible()
  expect(await deviceApproved(page, email)).toBe(false)
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyDevice')
  expect(await mail.list(email)).toHaveLength(1)

  await approval.getByRole('button', { name: 'Approve this device' }).click()
  await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await expect(
    approval.getByText(`We sent a sign-in code to ${email}.`, { exact: false }),
  ).toBeVisible()
  await approval.close()

  // CONNECT_DEVICE saw the approval; the code mail followed it.
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyOtp')
  await expect(modal(page).getByTestId('otp-email')).toHaveText(email)
  const codeMail = await mail.waitForMail(email, { after: linkMail.id })
  await typeCode(page, extractOtp(codeMail))
  const address = await connectedAddress(page)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByText(email, { exact: true })).toBeVisible()
  await expect(page.getByTestId('address')).toHaveText(address)
})

test('the approval button only works from its own page', async ({ page, request, stack, mail }) => {
  await openDapp(page, requireDapp(stack).url)
  const email = freshEmail()
  const before = await submitEmail(page, email)
  const link = approvalLink(await mail.waitForMail(email, { after: before }))
  const token = new URL(link).searchParams.get('token') ?? ''
  // A form on another site posting the token (Origin is the browser's, never forged).
  const forged = await request.post(`${new URL(link).origin}/api/auth/device/approve`, {
    form: { token },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(403)
  expect(await forged.json()).toEqual({ message: 'Forbidden: cross-origin request' })
  expect(await deviceApproved(page, email)).toBe(false)
  expect(await mail.list(email)).toHaveLength(1)
})

test('a wrong code shows its error, and the right one still works after it', async ({
  page,
  stack,
  mail,
}) => {
  await openDapp(page, requireDapp(stack).url)
  const email = freshEmail()
  const code = await reachCodeStep(page, mail, email)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await typeCode(page, wrong)
  await expect(modal(page).getByRole('alert')).toHaveText('Invalid code')
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  await typeCode(page, code)
  await connectedAddress(page)
})

test('a second send within 30 s says Please try again after N seconds', async ({
  page,
  browser,
  stack,
  mail,
}) => {
  const dapp = requireDapp(stack)
  await openDapp(page, dapp.url)
  const email = freshEmail()
  const before = await submitEmail(page, email)
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyDevice')
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await submitEmail(page, email)
  await expect(
    modal(page).getByText(/^Please try again after ([1-9]|[12]\d|30) seconds$/),
  ).toBeVisible()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  // Refused by the SDK itself: the frame saw one CONNECT_EMAIL, not two.
  const asked = (await frameWire(page)).filter((record) => record.type === CONNECT_EMAIL)
  expect(asked).toHaveLength(1)

  // The server enforces it too: a browser with no cooldown of its own is refused as well.
  const other = await newBrowserContext(browser)
  const otherPage = await other.newPage()
  await openDapp(otherPage, dapp.url)
  await submitEmail(otherPage, email)
  await expect(
    modal(otherPage).getByText(/^Please try again after ([1-9]|[12]\d|30) seconds$/),
  ).toBeVisible()
  // This time the request went out, and the server's answer is what the visitor reads.
  expect((await frameWire(otherPage)).map((record) => record.type)).toContain(CONNECT_EMAIL)
  expect(await wireOf(otherPage)).toContainEqual(
    expect.objectContaining({
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      payload: { message: expect.stringMatching(/^Please try again after \d+ seconds$/) },
    }),
  )
  await other.close()
  // One mail in all: neither refused attempt sent anything.
  await expect.poll(async () => (await mail.list(email)).length).toBe(1)
  const [only] = await mail.list(email)
  expect(Date.parse(only?.receivedAt ?? '')).toBeGreaterThanOrEqual(before.getTime())
})

test('a known email on a new browser goes through device approval, then the code', async ({
  browser,
  stack,
  mail,
}) => {
  test.setTimeout(90_000)
  if (!known) throw new Error('beforeAll made no account')
  // Waits exactly until the server's mail cooldown for this address is over.
  const wait = known.signedUpAt + COOLDOWN_MS + 500 - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))

  const context = await newBrowserContext(browser)
  const page = await context.newPage()
  await openDapp(page, requireDapp(stack).url)
  const before = await submitEmail(page, known.email)
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyDevice')
  // The one view this flow alone reaches: scanned here rather than in a11y.spec.ts.
  await expectNoAxeViolations(page, 'EmailVerifyDevice')
  const approval = await mail.waitForMail(known.email, { after: before })
  const link = approvalLink(approval)
  expect(new URL(link).origin).toBe(new URL(stack.secureSite?.url ?? '').origin)

  await approveOnPage(await context.newPage(), link)
  // CONNECT_DEVICE resolves once the link was opened; then the code mail follows.
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyOtp')
  const codeMail = await mail.waitForMail(known.email, { after: approval.id })
  await typeCode(page, extractOtp(codeMail))
  expect(await connectedAddress(page)).toBe(known.address)
  await closeModal(page)
  await context.close()
})

/** The approval page in a browser tab: its button, then its confirmation. */
async function approveOnPage(page: Page, link: string): Promise<void> {
  await page.goto(link)
  await page.getByRole('button', { name: 'Approve this device' }).click()
  await expect(page.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await page.close()
}

/** What CONNECT_DEVICE polls, asked from the dapp's frame for its own device. */
async function deviceApproved(page: Page, email: string): Promise<boolean> {
  return secureFrame(page).evaluate(async (address) => {
    const deviceId = localStorage.getItem('@airlock-frame/device-id')
    const response = await fetch('/api/auth/device', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, deviceId }),
    })
    return ((await response.json()) as { approved: boolean }).approved
  }, email)
}
