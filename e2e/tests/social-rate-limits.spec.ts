/**
 * The social login's per-IP limits (AIRLOCK_LIMIT_SOCIAL_STARTS_PER_IP and
 * …_REDEEMS_PER_IP) under a flood: starts from a host page (pages/social-host.html), and
 * bogus redeems from a script (forged Origin): every request is answered — the first
 * ones as usual, the rest with the server's exact 'Too many requests, try again in N …' —
 * no promise hangs, the frame still answers, the server accepts no more than the limit.
 * Once the window is over a real sign-in works again, and the frame's polls of its flow
 * (more of them than the redeem limit) do not count against it. The shared stack lifts
 * the per-IP limits, so this file starts a secure site of its own with tight ones and
 * short (fixed, clock-aligned) windows.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Response } from '@playwright/test'
import { type SecureSite, startSecureSite } from '../stack/secureSite'
import { localProviderEnv } from '../stack/social/identityProviders'
import { readStackInfo, type StackInfo } from '../stack/stackInfo'
import { type StaticServer, startStaticServer } from '../stack/staticServer'
import { attackerKey, scriptProofHeader } from './support/deviceProof'
import { expect, test } from './support/fixtures'
import { PAGES } from './support/olderHost'
import { socialStateOf } from './support/siteDatabase'
import { requireIdentityProviders, setIdentity, unique } from './support/social'

const STARTS = 3
const REDEEMS = 3
const WINDOW_S = 30
const TOO_MANY = /^Too many requests, try again in (\d+ seconds|1 second)$/
const START_PATH = '/api/auth/social'
const REDEEM_PATH = '/api/auth/social/redeem'

type Reply = { type: string; payload?: Record<string, unknown> & { message?: string } }

let site: SecureSite | undefined
let host: StaticServer | undefined
let dataDir: string | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const stack = readStackInfo()
  const providers = requireIdentityProviders(stack)
  dataDir = mkdtempSync(join(tmpdir(), 'airlock-e2e-social-limits-'))
  site = await startSecureSite({
    name: 'secure-site:social-limits',
    smtpUrl: stack.mail.smtpUrl,
    chains: Object.fromEntries(
      Object.entries(stack.chains).map(([id, chain]) => [id, chain.rpcUrl]),
    ),
    dataDir,
    social: localProviderEnv(providers.url, providers.issuer, ['google']),
    rateLimits: {
      AIRLOCK_LIMIT_SOCIAL_STARTS_PER_IP: `${STARTS}/${WINDOW_S}s`,
      AIRLOCK_LIMIT_SOCIAL_REDEEMS_PER_IP: `${REDEEMS}/${WINDOW_S}s`,
    },
  })
  host = await startStaticServer({ root: PAGES, host: '127.0.0.1' })
})

test.afterAll(async () => {
  await host?.stop()
  await site?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function openHost(page: Page, stack: StackInfo): Promise<void> {
  if (!site || !host) throw new Error('the social-limits site did not start')
  const frame = `${site.url}/sdk?${new URLSearchParams({ projectId: stack.projectId })}`
  await page.goto(`${host.url}/social-host.html?${new URLSearchParams({ frame })}`)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { ready: boolean }).ready))
    .toBe(true)
}

/** Posts every request at once; resolves when all have been answered (each with its reply). */
function flood(page: Page, name: string, payloads: unknown[]): Promise<Reply[]> {
  return page.evaluate(
    ([n, all]) => {
      const ask = (window as unknown as { ask: (n: string, p: unknown) => Promise<Reply> }).ask
      return Promise.all(all.map((payload) => ask(n, payload)))
    },
    [name, payloads] as const,
  )
}

function ask(page: Page, name: string, payload: unknown): Promise<Reply> {
  return flood(page, name, [payload]).then(([reply]) => {
    if (!reply) throw new Error(`${name} got no reply`)
    return reply
  })
}

/** The frame's server calls to `path`, as they come back. */
function record(page: Page, path: string): Response[] {
  const seen: Response[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === path && response.request().method() === 'POST')
      seen.push(response)
  })
  return seen
}

/** Until a new window has begun: the flood then falls in one window however long it takes. */
async function atWindowStart(): Promise<void> {
  const windowMs = WINDOW_S * 1000
  const current = Math.floor(Date.now() / windowMs)
  await expect
    .poll(() => Math.floor(Date.now() / windowMs), { timeout: windowMs + 5_000 })
    .toBeGreaterThan(current)
}

test('a flood of social starts and bogus redeems: limited, answered, and the frame still works', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000)
  await openHost(page, stack)
  const starts = record(page, START_PATH)
  const redeems = record(page, REDEEM_PATH)
  await atWindowStart()

  // Three times the limit of starts, all at once.
  const started = await flood(
    page,
    'GET_SOCIAL_REDIRECT_URI',
    Array.from({ length: 3 * STARTS }, () => ({ provider: 'google' })),
  )
  const accepted = started.filter((reply) => reply.type.endsWith('_SUCCESS'))
  const refused = started.filter((reply) => reply.type.endsWith('_ERROR'))
  expect(accepted).toHaveLength(STARTS)
  expect(refused).toHaveLength(2 * STARTS)
  for (const reply of refused) expect(reply.payload?.message).toMatch(TOO_MANY)
  // What the server said, word for word.
  await expect.poll(() => starts.length).toBe(3 * STARTS)
  const startStatuses = starts.map((response) => response.status())
  expect(startStatuses.filter((status) => status === 200)).toHaveLength(STARTS)
  const served = await Promise.all(
    starts.filter((response) => response.status() === 429).map((response) => response.json()),
  )
  expect(new Set(refused.map((reply) => reply.payload?.message))).toEqual(
    new Set(served.map((body: { message: string }) => body.message)),
  )

  // Bogus redeems from a script (its own secrets, forged Origin), three times the limit.
  const flowIds = await Promise.all(
    starts
      .filter((response) => response.status() === 200)
      .map(async (response) => ((await response.json()) as { flowId: string }).flowId),
  )
  const siteUrl = site?.url ?? ''
  // Each proved by the script's own key (anyone can make one): the social checks refuse.
  const scriptKey = await attackerKey()
  const bogusRedeem = async (index: number) => {
    const body = JSON.stringify({
      flowId: flowIds[index % flowIds.length],
      secret: `forged-secret-${'f'.repeat(40)}`,
      deviceId: '00000000-0000-4000-8000-00000000000d',
      projectId: stack.projectId,
    })
    const proof = await scriptProofHeader(scriptKey, REDEEM_PATH, body)
    return fetch(`${siteUrl}${REDEEM_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl, ...proof },
      body,
    })
  }
  const bogus = await Promise.all(
    Array.from({ length: 3 * REDEEMS }, (_, index) =>
      bogusRedeem(index).then(async (response) => ({
        status: response.status,
        message: ((await response.json()) as { message: string }).message,
      })),
    ),
  )
  expect(bogus.filter((answer) => answer.status === 403)).toHaveLength(REDEEMS)
  for (const answer of bogus.filter((a) => a.status === 403)) {
    expect(answer.message).toBe('This sign-in result belongs to another browser or window')
  }
  const limited = bogus.filter((answer) => answer.status === 429)
  expect(limited).toHaveLength(2 * REDEEMS)
  for (const answer of limited) expect(answer.message).toMatch(TOO_MANY)

  // Still responsive.
  expect(await ask(page, 'GET_CHAIN_ID', {})).toMatchObject({
    type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
  })

  // After the window, a real sign-in goes through: start, the provider, redeem.
  await atWindowStart()
  const sub = `google-${unique()}`
  await setIdentity(stack, 'google', { sub, email: null, emailVerified: false, name: 'After' })
  const again = await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
  expect(again.type).toBe('@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS')
  const uri = String(again.payload?.uri)
  // The frame polls while the popup is not even open: more polls than the redeem limit.
  const connecting = ask(page, 'CONNECT_SOCIAL', { uri, chainId: 31337 })
  await expect.poll(() => redeems.length, { timeout: 15_000 }).toBeGreaterThan(REDEEMS + 1)
  const popupOpened = page.waitForEvent('popup')
  await page.evaluate((to) => {
    ;(window as unknown as { openPopup: (u: string) => boolean }).openPopup(to)
  }, uri)
  await (await popupOpened).waitForEvent('close')
  expect(await connecting).toMatchObject({
    type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
    payload: { userName: 'After' },
  })
  expect(redeems.filter((response) => response.status() === 429)).toHaveLength(0)

  // The server's state, not only its answers (the site stopped: PGlite has one writer): a
  // flow row per accepted start only, none redeemed by the bogus script, one account and
  // one session, the real sign-in's.
  if (!dataDir) throw new Error('the social-limits site has no data folder')
  await site?.stop()
  site = undefined
  expect(await socialStateOf(dataDir)).toEqual({
    flows: STARTS + 1,
    redeemed: 1,
    accounts: 1,
    sessions: 1,
  })
})
