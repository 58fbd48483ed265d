/**
 * The secure site's rate limits, seen from the dapp: the frame is driven until a limit
 * refuses, and the modal shows the server's message as it is — 'Too many requests, try
 * again in N minutes', N from the 429's Retry-After — and nothing was mailed for the
 * refused request. The shared stack lifts the per-IP limits (every browser is one
 * loopback client), so this file starts a secure site of its own with tight ones.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Response } from '@playwright/test'
import { formatWait } from '../../secure-site/src/server/ratelimit/formatWait'
import { type SecureSite, startSecureSite } from '../stack/secureSite'
import { readStackInfo } from '../stack/stackInfo'
import {
  freshEmail,
  modal,
  openDapp,
  reachCodeStep,
  requireDapp,
  submitEmail,
  typeCode,
  useDappConfig,
} from './support/dapp'
import { expect, test } from './support/fixtures'
import { sessionsOf } from './support/siteDatabase'

const LOGIN_MAILS = 3
const WRONG_CODES = 2
const TOO_MANY = /^Too many requests, try again in (\d+ minutes|1 minute|\d+ seconds|1 second)$/
/** The SDK's own 30 s cooldown per browser (PROTOCOL.md › Host storage keys). */
const LAST_EMAIL_LOGIN_TIME = '@appkit-wallet/LAST_EMAIL_LOGIN_TIME'

let site: SecureSite | undefined
let dataDir: string | undefined
/** The address whose sign-up the wrong-codes limit refused: checked in the site's DB last. */
let refusedSignUp: string | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const stack = readStackInfo()
  dataDir = mkdtempSync(join(tmpdir(), 'airlock-e2e-tight-'))
  site = await startSecureSite({
    name: 'secure-site:tight-limits',
    smtpUrl: stack.mail.smtpUrl,
    chains: Object.fromEntries(
      Object.entries(stack.chains).map(([id, chain]) => [id, chain.rpcUrl]),
    ),
    dataDir,
    rateLimits: {
      AIRLOCK_LIMIT_LOGIN_MAILS_PER_IP: `${LOGIN_MAILS}/10m`,
      AIRLOCK_LIMIT_WRONG_CODES_PER_IP: `${WRONG_CODES}/10m`,
    },
  })
})

test.afterAll(async () => {
  await site?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** The example dapp, pointed at the tight site (127.0.0.1 is a default origin there). */
async function openOnTightSite(page: Page, stack: ReturnType<typeof readStackInfo>) {
  if (!site) throw new Error('the tight secure site did not start')
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, { secureSiteUrl: site.url })
  await openDapp(page, dapp.url)
}

/** The message a 429 of the site stands for, from its Retry-After. */
async function expectedRefusal(response: Response): Promise<string> {
  expect(response.status()).toBe(429)
  const seconds = Number(response.headers()['retry-after'])
  expect(seconds).toBeGreaterThan(0)
  const message = `Too many requests, try again in ${formatWait(seconds)}`
  expect(message).toMatch(TOO_MANY)
  expect(await response.json()).toEqual({ message })
  return message
}

const isPost = (path: string) => (response: Response) =>
  response.url().endsWith(path) && response.request().method() === 'POST'

// First, while this client may still ask for login mails: the sign-up needs one.
test('wrong codes past the limit are refused, the right one too, and no session is made', async ({
  page,
  stack,
  mail,
}) => {
  await openOnTightSite(page, stack)
  const email = freshEmail()
  const code = await reachCodeStep(page, mail, email)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  let refused: string | undefined
  for (let attempt = 1; attempt <= WRONG_CODES + 1 && !refused; attempt++) {
    const answered = page.waitForResponse(isPost('/api/auth/otp'))
    await typeCode(page, wrong)
    const response = await answered
    if (response.status() === 429) refused = await expectedRefusal(response)
    else await expect(modal(page).getByRole('alert')).toHaveText('Invalid code')
  }
  if (!refused) throw new Error(`${WRONG_CODES + 1} wrong codes were all taken`)
  await expect(modal(page).getByRole('alert')).toHaveText(refused)

  // The right code is refused as well while the window lasts.
  const answered = page.waitForResponse(isPost('/api/auth/otp'))
  await typeCode(page, code)
  expect((await answered).status()).toBe(429)
  await expect(modal(page).getByRole('alert')).toHaveText(TOO_MANY)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  refusedSignUp = email
})

test('login mails past the limit per client are refused with the wait, and nothing is mailed', async ({
  page,
  stack,
  mail,
}) => {
  await openOnTightSite(page, stack)
  const mailed: string[] = []
  let refused: { email: string; message: string } | undefined
  for (let attempt = 1; attempt <= LOGIN_MAILS + 1 && !refused; attempt++) {
    // A client without the SDK's 30 s cooldown (a script would have none).
    await page.evaluate((key) => localStorage.removeItem(key), LAST_EMAIL_LOGIN_TIME)
    const email = freshEmail()
    const answered = page.waitForResponse(isPost('/api/auth/email'))
    await submitEmail(page, email)
    const response = await answered
    if (response.status() === 429) {
      refused = { email, message: await expectedRefusal(response) }
    } else {
      expect(response.status()).toBe(200)
      await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyDevice')
      mailed.push(email)
      await modal(page).getByRole('button', { name: 'Back' }).click()
    }
  }
  if (!refused) throw new Error(`${LOGIN_MAILS + 1} login mails were all sent`)
  // The SDK shows the server's words as they are, under the field.
  await expect(modal(page).getByText(refused.message, { exact: true })).toBeVisible()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await expect(modal(page).getByLabel('Email')).toHaveValue(refused.email)

  // Every accepted request was mailed, the refused one never: the SMTP sink is asked
  // again and again for a bounded while, so a mail sent late still fails the test.
  for (const email of mailed) await mail.waitForMail(email)
  const until = Date.now() + 3_000
  do {
    expect(await mail.list(refused.email)).toEqual([])
    await page.waitForTimeout(250)
  } while (Date.now() < until)
})

// Last: it stops the tight site, to read its database (PGlite has one writer).
test('the server stored no session for the sign-up whose right code the limit refused', async () => {
  if (!refusedSignUp || !dataDir) throw new Error('the wrong-codes test did not run first')
  await site?.stop()
  site = undefined
  const { sessions } = await sessionsOf(dataDir, refusedSignUp)
  expect(sessions).toBe(0)
})
