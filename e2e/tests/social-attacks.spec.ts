/**
 * Issue 22 §1, the attacks on social sign-in, each in a browser: the result of a
 * provider sign-in reaches only the secure-origin frame that started the flow, in the
 * same browser. (a) a flow started by a script (its own secret, a forged Origin) and
 * finished by the victim; (b) a flow started in browser A and finished (start page or
 * provider URL) in browser B; (c) everything the host saw replayed in another browser's
 * frame; (d) a hostile host page opening the start page for another browser's flow;
 * (e) an old-style CONNECT_SOCIAL carrying a handle or a callback URL; (f) a provider
 * page that severs the popup (COOP): still signs in, through the frame's poll; (g) a
 * blocked popup: the exact message, no fallback.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { StackInfo } from '../stack/stackInfo'
import { type StaticServer, startStaticServer } from '../stack/staticServer'
import { connectedAddress, modal, openDapp, requireDapp } from './support/dapp'
import { attackerKey, scriptProofHeader } from './support/deviceProof'
import { expect, newBrowserContext, test } from './support/fixtures'
import { PAGES } from './support/olderHost'
import {
  openConnect,
  requireIdentityProviders,
  revealSocialButton,
  setIdentity,
  setProviderCoop,
  socialButton,
  unique,
} from './support/social'
import {
  ask,
  frameUrl,
  hostUrl,
  openHost,
  openPopup,
  REFUSED,
  sendPopup,
  socialMessages,
} from './support/socialHost'

let host: StaticServer
test.beforeAll(async () => {
  host = await startStaticServer({ root: PAGES, host: '127.0.0.1' })
})
test.afterAll(async () => {
  await host.stop()
})

const secureSiteOf = (stack: StackInfo) => requireDapp(stack).config.secureSiteUrl
const url = (stack: StackInfo) => hostUrl(host.url, frameUrl(stack))

/** A script's POST to the secure site, with the Origin header it likes. */
/** The script's own device key, made once. */
const scriptKey = attackerKey()

/**
 * A POST from a script in Node: a forged same-origin `Origin`, and a device proof by the
 * script's own key (anyone can make one; it binds a new session to the script's key, so
 * the social checks, not the proof, are what must refuse it).
 */
async function scriptPost(stack: StackInfo, path: string, body: unknown, headers = {}) {
  const site = secureSiteOf(stack)
  const text = JSON.stringify(body)
  const proof = await scriptProofHeader(await scriptKey, path, text)
  const response = await fetch(`${site}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, ...proof, ...headers },
    body: text,
  })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

async function githubIdentity(stack: StackInfo): Promise<string> {
  const name = `gh${unique()}`
  await setIdentity(stack, 'github', {
    sub: unique(),
    email: `${name}@example.com`,
    emailVerified: true,
    name,
  })
  return name
}

/** Browser A's host starts a GitHub flow and opens its popup on the loading page. */
async function startInHost(page: Page, stack: StackInfo) {
  await openHost(page, url(stack))
  const popup = await openPopup(page, `${secureSiteOf(stack)}/social/start?provider=github`)
  const started = await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
  expect(started.type).toBe('@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS')
  return { popup, uri: String(started.payload?.uri) }
}

const githubAuthorize = (stack: StackInfo) =>
  `${requireIdentityProviders(stack).url}/github/authorize`

test('(a) a flow started from a script (own secret, forged Origin), finished by the victim: refused, the script redeems nothing', async ({
  page,
  stack,
}) => {
  await githubIdentity(stack)
  const secret = randomBytes(32).toString('base64url')
  const started = await scriptPost(stack, '/api/auth/social', {
    provider: 'github',
    projectId: stack.projectId,
    origin: host.url,
    secret,
  })
  expect(started.status).toBe(200)
  const { flowId, authorizeUrl, binding } = started.body as Record<string, string>
  // The script can even bind its own flow (forged headers): the cookie lands in its jar.
  const bound = await scriptPost(
    stack,
    '/api/auth/social/bind',
    { flowId, binding },
    { 'sec-fetch-site': 'same-origin' },
  )
  expect(bound.status).toBe(200)

  // The victim follows the provider link (GitHub answers at once for an app it authorised).
  await page.goto(String(authorizeUrl))
  await expect(page.locator('#status')).toHaveText(REFUSED.otherBrowser)
  expect(await page.context().cookies()).toEqual([])

  const redeemed = await scriptPost(stack, '/api/auth/social/redeem', {
    flowId,
    secret,
    deviceId: randomUUID(),
    projectId: stack.projectId,
  })
  expect(redeemed).toEqual({ status: 403, body: { message: REFUSED.otherBrowser } })
})

test('(b) a flow started in browser A, its start page and provider URL finished in browser B: refused', async ({
  page,
  browser,
  stack,
}) => {
  await githubIdentity(stack)
  const { uri } = await startInHost(page, stack)
  // A's popup would go to the provider: hold it there, keep the URL (the attacker's copy).
  let authorizeUrl = ''
  await page.context().route(
    (to) => to.href.startsWith(githubAuthorize(stack)),
    (route) => {
      authorizeUrl = route.request().url()
      return route.fulfill({ contentType: 'text/html', body: '<h1>Sign in to GitHub</h1>' })
    },
  )
  const other = await newBrowserContext(browser)
  try {
    const b = await other.newPage()
    // B opens the start page itself: no frame of B started the flow, so no binding.
    await b.goto(uri)
    await expect(b.locator('#status')).toHaveText(REFUSED.noFrame, { timeout: 20_000 })
    // A's own popup still binds (B bound nothing) and reaches the provider.
    await sendPopup(page, uri)
    await expect.poll(() => authorizeUrl).not.toBe('')
    // B finishes the provider URL: the callback has no cookie of A's.
    await b.goto(authorizeUrl)
    await expect(b.locator('#status')).toHaveText(REFUSED.otherBrowser)
  } finally {
    await other.close()
  }
  expect(await ask(page, 'CONNECT_SOCIAL', { uri })).toMatchObject({
    type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
    payload: { message: REFUSED.otherBrowser },
  })
  expect(await ask(page, 'IS_CONNECTED', {})).toMatchObject({ payload: { isConnected: false } })
})

test('(c) everything the host saw, replayed in another browser: nothing; the flow still finishes where it started', async ({
  page,
  browser,
  stack,
}) => {
  const name = await githubIdentity(stack)
  const { popup, uri } = await startInHost(page, stack)
  const other = await newBrowserContext(browser)
  try {
    const attacker = await other.newPage()
    await openHost(attacker, url(stack))
    // The start URI, and the popup's messages posted by the attacker's host itself.
    expect(await ask(attacker, 'CONNECT_SOCIAL', { uri })).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: REFUSED.notHere },
    })
    const flowId = new URL(uri).searchParams.get('flow')
    await attacker.evaluate((flow) => {
      const frame = document.querySelector('iframe')?.contentWindow
      for (const type of ['@airlock-social/DONE', '@airlock-social/HELLO']) {
        frame?.postMessage({ type, flowId: flow }, '*')
      }
    }, flowId)
    expect(await ask(attacker, 'IS_CONNECTED', {})).toMatchObject({
      payload: { isConnected: false },
    })
  } finally {
    await other.close()
  }
  await sendPopup(page, uri)
  expect(await ask(page, 'CONNECT_SOCIAL', { uri, chainId: 31337 })).toMatchObject({
    type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
    payload: { userName: name },
  })
  await expect.poll(() => popup.isClosed()).toBe(true)
  // The host got nothing from the popup: not the result, not even the DONE.
  expect(await socialMessages(page)).toEqual([])
})

test("(d) a hostile host page opens the start page for another browser's flow: no binding; the owner's flow is untouched", async ({
  page,
  browser,
  stack,
}) => {
  const name = await githubIdentity(stack)
  const { uri } = await startInHost(page, stack)
  const other = await newBrowserContext(browser)
  try {
    const hostile = await other.newPage()
    await openHost(hostile, url(stack))
    // Its own frame is a secure-origin frame of the popup's opener, but it never started this flow.
    const popup = await openPopup(hostile, uri)
    await expect(popup.locator('#status')).toHaveText(REFUSED.noFrame, { timeout: 20_000 })
    expect(await socialMessages(hostile)).toEqual([])
  } finally {
    await other.close()
  }
  await sendPopup(page, uri)
  expect(await ask(page, 'CONNECT_SOCIAL', { uri, chainId: 31337 })).toMatchObject({
    type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
    payload: { userName: name },
  })
})

test('(e) an old-style CONNECT_SOCIAL with a result handle or a callback URL: refused, word for word', async ({
  page,
  stack,
}) => {
  const { uri } = await startInHost(page, stack)
  const flowId = new URL(uri).searchParams.get('flow')
  for (const carried of [
    `${flowId}.result-handle`,
    `${secureSiteOf(stack)}/social/callback?state=s&code=c`,
    `${host.url}/app#airlock-social-result=${flowId}.r`,
  ]) {
    expect(await ask(page, 'CONNECT_SOCIAL', { uri: carried })).toMatchObject({
      type: '@w3m-frame/CONNECT_SOCIAL_ERROR',
      payload: { message: REFUSED.notAFlow },
    })
  }
})

test('(f) a provider page with COOP severs the popup: the callback says signed in, the modal connects through the poll', async ({
  page,
  stack,
}) => {
  const name = await githubIdentity(stack)
  await setProviderCoop(stack, true)
  try {
    await openDapp(page, requireDapp(stack).url)
    await openConnect(page)
    const button = await revealSocialButton(page, 'GitHub')
    const popupOpened = page.context().waitForEvent('page')
    await button.click()
    const popup = await popupOpened
    // The callback page, cut off from its opener, only says so.
    await expect(popup.locator('#status')).toHaveText(REFUSED.signedIn, { timeout: 20_000 })
    await connectedAddress(page)
    await expect(modal(page)).toHaveAttribute('data-view', 'Account')
    await expect(modal(page).getByTestId('account-social')).toHaveText(name)
  } finally {
    await setProviderCoop(stack, false)
  }
})

test('(g) popup blocked: the exact message, no redirect, Try again offered', async ({
  page,
  stack,
}) => {
  await page.addInitScript(() => {
    window.open = () => null
  })
  await openDapp(page, requireDapp(stack).url)
  const before = page.url()
  await openConnect(page)
  await socialButton(page, 'Google').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingSocial')
  await expect(modal(page).getByRole('alert')).toContainText(
    'Pop-ups are blocked. Allow pop-ups for this site to continue with Google.',
  )
  await expect(modal(page).getByRole('button', { name: 'Try again' })).toBeVisible()
  expect(page.url()).toBe(before)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})
