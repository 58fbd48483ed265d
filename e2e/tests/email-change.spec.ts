/**
 * Issue 10 §3: the wallet's email moves only after the user's click inside the secure
 * frame, then a code from each address; the old address can undo it for 7 days; and a
 * host page that relays messages and codes, with the frame kept hidden, moves nothing.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { extractOtp, type MailClient, mailClient, type StoredMail } from '../stack/mailClient'
import { readStackInfo } from '../stack/stackInfo'
import { approvalCard, approve, reject } from './support/approval'
import { expectNoAxeViolations } from './support/axe'
import {
  closeModal,
  connectedAddress,
  enterEmailAndCode,
  freshEmail,
  modal,
  openDapp,
  readCode,
  requireDapp,
  signUp,
  submitEmail,
  typeCode,
} from './support/dapp'
import { expect, newBrowserContext, test } from './support/fixtures'
import { approveClicks, probeFrame } from './support/frameProbe'
import { fadeFrame } from './support/hostAttacks'
import { frameWire, secureFrame, wireOf } from './support/wire'

/** The server allows one login mail per address every 30 s (SPEC §9). */
const COOLDOWN_MS = 30_000

/** Made first: a second device of the account the last test moves, signed in meanwhile. */
let other: { context: BrowserContext; page: Page; email: string; address: string; at: number }

test.beforeAll(async ({ browser }) => {
  const stack = readStackInfo()
  const context = await newBrowserContext(browser)
  const page = await context.newPage()
  await openDapp(page, requireDapp(stack).url)
  const email = freshEmail()
  const mail = mailClient(stack.mail.apiUrl)
  const address = await signUp(page, mail, email)
  other = { context, page, email, address, at: await lastMailAt(mail, email) }
})

test.afterAll(async () => {
  await other?.context.close()
})

/** When the newest mail to `email` arrived (after a sign-up: its code, the last login mail). */
async function lastMailAt(mail: MailClient, email: string): Promise<number> {
  return Math.max(...(await mail.list(email)).map((sent) => Date.parse(sent.receivedAt)))
}

/** Waits until the login-mail cooldown of an address that got one at `at` is over. */
async function coolDown(at: number): Promise<void> {
  const wait = at + COOLDOWN_MS + 500 - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

/** Opens Account from the dapp's account button. */
async function openAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^0x/ }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}

/**
 * The whole legitimate change from the Account view: the new address, Approve on the
 * frame's card, the code mailed to the old address, then the one mailed to the new.
 */
async function changeEmail(
  page: Page,
  mail: MailClient,
  from: string,
  to: string,
  options: { scan?: boolean } = {},
) {
  // The views only this flow reaches: scanned here rather than in a11y.spec.ts.
  const scan = async (view: string) => {
    if (options.scan) await expectNoAxeViolations(page, view)
  }
  const dappOrigin = new URL(page.url()).origin
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Change email' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'UpdateEmailWallet')
  await scan('UpdateEmailWallet')
  await modal(page).getByLabel('New email').fill(to)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()

  const card = await approvalCard(page)
  await expect(card.getByText(`Change this wallet's email from ${from} to ${to}?`)).toBeVisible()
  await expect(card.getByText(dappOrigin, { exact: true })).toBeVisible()
  // Nothing was mailed for the change before the click.
  expect((await mail.list(from)).filter(isChangeMail)).toEqual([])
  const approvedAt = new Date()
  // Approve works once the card has been fully visible for 500 ms, as for a signature.
  await approve(page)

  await expect(modal(page)).toHaveAttribute('data-view', 'UpdateEmailPrimaryOtp')
  await scan('UpdateEmailPrimaryOtp')
  const primary = await mail.waitForMail(from, { after: approvedAt, timeoutMs: 15_000 })
  expect(primary.text).toContain(
    `${dappOrigin} asked to change the email of your Airlock wallet from ${from} to ${to}.`,
  )
  await typeCode(page, extractOtp(primary))

  await expect(modal(page)).toHaveAttribute('data-view', 'UpdateEmailSecondaryOtp')
  await scan('UpdateEmailSecondaryOtp')
  const secondary = await mail.waitForMail(to, { after: approvedAt, timeoutMs: 15_000 })
  expect(secondary.text).toContain(
    `${dappOrigin} asked to move the Airlock wallet of ${from} to this address, ${to}.`,
  )
  await typeCode(page, extractOtp(secondary))
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByText(to, { exact: true })).toBeVisible()

  const notice = await mail.waitForMail(from, { after: primary.id, timeoutMs: 15_000 })
  expect(notice.subject).toBe('The email of your Airlock wallet was changed')
  expect(notice.text).toContain(`At the request of ${dappOrigin}, the email of your Airlock wallet`)
  return { notice, revertLink: revertLinkOf(notice) }
}

const isChangeMail = (mail: StoredMail) => !mail.text.includes('sign in to your Airlock wallet')

function revertLinkOf(notice: StoredMail): string {
  const link = /https?:\/\/\S+\/email\/revert\?token=[\w-]+/.exec(notice.text)?.[0]
  if (!link) throw new Error(`no revert link in "${notice.subject}"`)
  return link
}

/** Signs `email` in on a device the account does not know: the mailed link, then the code. */
async function signInNewDevice(page: Page, mail: MailClient, email: string): Promise<string> {
  await enterEmailAndCode(page, mail, email)
  return connectedAddress(page)
}

test('a host page relaying UPDATE_EMAIL and codes with the frame hidden moves nothing and mails nothing', async ({
  page,
  stack,
  mail,
}) => {
  const dapp = requireDapp(stack)
  const secureOrigin = new URL(dapp.config.secureSiteUrl).origin
  await openDapp(page, dapp.url)
  const victim = freshEmail()
  const thief = freshEmail()
  await signUp(page, mail, victim)
  // The sign-up's mails: the device-approval link, then the code.
  const signUpMails = await mail.list(victim)
  const codeMail = signUpMails.find((sent) => sent.subject.startsWith('Your Airlock code'))
  const relayedCode = extractOtp(codeMail ?? { text: '', subject: '' })
  const emailCalls: string[] = []
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url())
    if (origin === secureOrigin && pathname.startsWith('/api/user/email')) emailCalls.push(pathname)
  })

  // The hostile page talks to the frame itself; the SDK never shows the frame for it.
  const post = (type: string, payload: unknown) =>
    page.evaluate(
      ({ type, payload, target }) => {
        const frame = document.querySelector<HTMLIFrameElement>('#w3m-iframe')
        frame?.contentWindow?.postMessage({ type, id: crypto.randomUUID(), payload }, target)
      },
      { type, payload, target: secureOrigin },
    )
  await post('@w3m-app/UPDATE_EMAIL', { email: thief })
  // The frame got it and put the change on its card: a card nobody can see or click.
  await expect(
    secureFrame(page).getByText(`Change this wallet's email from ${victim} to ${thief}?`),
  ).toHaveCount(1)
  await expect(page.locator('#w3m-iframe')).toBeHidden()
  // Its Approve waits behind the visibility gate: a frame nobody sees never opens it.
  // (The frame is hidden, so its button is out of the accessibility tree: includeHidden.)
  await expect(
    secureFrame(page).getByRole('button', { name: 'Approve', includeHidden: true }),
  ).toHaveAttribute('aria-disabled', 'true')

  // Relaying the only code the user has (the sign-in one), and guesses, gets nowhere.
  for (const otp of [relayedCode, '000000', '123456']) {
    await post('@w3m-app/UPDATE_EMAIL_PRIMARY_OTP', { otp })
    await post('@w3m-app/UPDATE_EMAIL_SECONDARY_OTP', { otp })
  }
  const errors = async () =>
    (await wireOf(page))
      .filter((record) => /UPDATE_EMAIL_(PRIMARY|SECONDARY)_OTP_/.test(record.type))
      .map((record) => `${record.type} ${JSON.stringify(record.payload)}`)
  await expect.poll(errors).toHaveLength(6)
  for (const error of await errors())
    expect(error).toMatch(/_ERROR \{"message":"No email change in progress"\}$/)
  expect((await frameWire(page)).map((record) => record.type)).toContain('@w3m-app/UPDATE_EMAIL')

  // Without the click the frame asked the server for no grant and no change: nothing was mailed.
  expect(emailCalls.filter((path) => !/\/(primary|secondary)$/.test(path))).toEqual([])
  expect((await mail.list(victim)).map((sent) => sent.subject)).toEqual(
    signUpMails.map((sent) => sent.subject),
  )
  expect(await mail.list(thief)).toEqual([])
  await page.reload()
  await connectedAddress(page)
  await openAccount(page)
  await expect(modal(page).getByText(victim, { exact: true })).toBeVisible()
})

test('the link mailed to the old address shows before it acts, then undoes the change and signs everyone out', async ({
  page,
  context,
  stack,
  mail,
}) => {
  test.setTimeout(150_000)
  await openDapp(page, requireDapp(stack).url)
  const owner = freshEmail()
  const intruder = freshEmail()
  const address = await signUp(page, mail, owner)
  const signedUpAt = await lastMailAt(mail, owner)
  const { revertLink } = await changeEmail(page, mail, owner, intruder)
  expect(new URL(revertLink).origin).toBe(new URL(stack.secureSite?.url ?? '').origin)

  // Opening the link (as a mail scanner would) shows what would happen and changes nothing.
  const tab = await context.newPage()
  await tab.goto(revertLink)
  await expect(tab.getByRole('heading', { name: 'Undo the email change?' })).toBeVisible()
  await expect(tab.getByText(`changed from ${owner} to ${intruder}`)).toBeVisible()
  await page.reload()
  expect(await connectedAddress(page)).toBe(address)
  await openAccount(page)
  await expect(modal(page).getByText(intruder, { exact: true })).toBeVisible()
  await closeModal(page)

  await tab.getByRole('button', { name: 'Undo the change and sign everyone out' }).click()
  await expect(tab.getByRole('heading', { name: 'Email change undone' })).toBeVisible()
  // Once only.
  await tab.goto(revertLink)
  await expect(tab.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible()
  await tab.close()

  // Everyone is signed out, the device that made the change too.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  // The wallet is back on the old address, and this device must be approved again.
  await coolDown(signedUpAt)
  expect(await signInNewDevice(page, mail, owner)).toBe(address)
})

test('the legitimate change: approved in the frame, a code from each address; other sessions end, the old address is told', async ({
  page,
  stack,
  mail,
}) => {
  test.setTimeout(150_000)
  if (!other) throw new Error('beforeAll made no account')
  await openDapp(page, requireDapp(stack).url)
  await coolDown(other.at)
  // This browser is a second device of the account: approved by link, then the code.
  expect(await signInNewDevice(page, mail, other.email)).toBe(other.address)
  await closeModal(page)

  const moved = freshEmail()
  const { notice } = await changeEmail(page, mail, other.email, moved, { scan: true })
  expect(notice.to).toEqual([other.email])

  // The other session was signed out by the change.
  await other.page.reload()
  await expect(other.page.getByTestId('status')).toHaveText('disconnected')

  // The account now signs in with the new address, on this (kept) device, same wallet.
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  const before = await submitEmail(page, moved)
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyOtp', { timeout: 15_000 })
  await typeCode(page, await readCode(mail, moved, before))
  expect(await connectedAddress(page)).toBe(other.address)
})

test('the change card faded to opacity 0.02 by its host, clicked where Approve is three times over 2.4 s, starts nothing', async ({
  page,
  stack,
  mail,
}) => {
  const dapp = requireDapp(stack)
  const secureOrigin = new URL(dapp.config.secureSiteUrl).origin
  await openDapp(page, dapp.url)
  const owner = freshEmail()
  const target = freshEmail()
  await signUp(page, mail, owner)
  const signUpMails = await mail.list(owner)
  const emailCalls: string[] = []
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url())
    if (origin === secureOrigin && pathname.startsWith('/api/user/email')) emailCalls.push(pathname)
  })
  await probeFrame(page)
  await fadeFrame(page, 0.02)

  // The user asks for the change; the host keeps the card it shows unseen.
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Change email' }).click()
  await modal(page).getByLabel('New email').fill(target)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  const card = await approvalCard(page)
  await expect(
    card.getByText(`Change this wallet's email from ${owner} to ${target}?`),
  ).toBeVisible()
  const box = await card.getByRole('button', { name: 'Approve' }).boundingBox()
  if (!box) throw new Error('Approve has no box')
  for (const pause of [0, 1_200, 1_200]) {
    // The attack is the passing of time: the delay alone must not let these through.
    if (pause > 0) await page.waitForTimeout(pause)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  }

  // The clicks landed on the card's Approve, each while it waited: no grant, no mail.
  const clicks = await approveClicks(page)
  expect(clicks.map(({ trusted, ariaDisabled }) => ({ trusted, ariaDisabled }))).toEqual([
    { trusted: true, ariaDisabled: 'true' },
    { trusted: true, ariaDisabled: 'true' },
    { trusted: true, ariaDisabled: 'true' },
  ])
  expect(emailCalls).toEqual([])
  await reject(page)
  await expect(modal(page)).not.toHaveAttribute('data-view', 'UpdateEmailPrimaryOtp')
  expect(emailCalls).toEqual([])
  expect((await mail.list(owner)).map((sent) => sent.subject)).toEqual(
    signUpMails.map((sent) => sent.subject),
  )
  expect(await mail.list(target)).toEqual([])
})
