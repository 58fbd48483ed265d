/**
 * Sign In With Farcaster through the frame protocol itself (pages/social-host.html
 * speaks it by hand; the SDK's ConnectingFarcaster view is another suite), against the
 * stack's local auth relay and registry contracts on anvil: a test Farcaster client
 * approves the relay's sign-in URL with a custody key registered on-chain, and the
 * secure site verifies what it signed.
 */
import type { Frame, Page } from '@playwright/test'
import type { StackInfo } from '../stack/stackInfo'
import { type StaticServer, startStaticServer } from '../stack/staticServer'
import { requireDapp } from './support/dapp'
import { inFrameProvedCall } from './support/deviceProof'
import { farcasterClient, registeredFid, requireFarcaster } from './support/farcaster'
import { expect, newBrowserContext, test } from './support/fixtures'
import { PAGES } from './support/olderHost'

type Reply = { type: string; payload?: Record<string, unknown> & { message?: string } }

let host: StaticServer
test.beforeAll(async () => {
  host = await startStaticServer({ root: PAGES, host: '127.0.0.1' })
})
test.afterAll(async () => {
  await host.stop()
})

const secureSiteOf = (stack: StackInfo) => requireDapp(stack).config.secureSiteUrl

async function openHost(page: Page, stack: StackInfo) {
  const frame = `${secureSiteOf(stack)}/sdk?${new URLSearchParams({ projectId: stack.projectId })}`
  await page.goto(`${host.url}/social-host.html?${new URLSearchParams({ frame })}`)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { ready: boolean }).ready))
    .toBe(true)
}

function ask(page: Page, name: string, payload: unknown = {}): Promise<Reply> {
  return page.evaluate(
    ([n, p]) =>
      (window as unknown as { ask: (n: unknown, p: unknown) => Promise<Reply> }).ask(n, p),
    [name, payload] as const,
  )
}

function secureFrame(page: Page, stack: StackInfo): Frame {
  const origin = new URL(secureSiteOf(stack)).origin
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new Error('no secure frame on the page')
  return frame
}

/** POST /api/auth/farcaster/connect from inside a secure frame (its own origin), proved by its device key. */
function connectFromFrame(frame: Frame, body: Record<string, string>) {
  return frame.evaluate(inFrameProvedCall, { path: '/api/auth/farcaster/connect', body })
}

/** GET_FARCASTER_URI: the relay's sign-in URL. */
async function signInUrl(page: Page, stack: StackInfo): Promise<string> {
  const started = await ask(page, 'GET_FARCASTER_URI')
  expect(started.type).toBe('@w3m-frame/GET_FARCASTER_URI_SUCCESS')
  const url = String(started.payload?.url)
  expect(url.startsWith(`${requireFarcaster(stack).relayUrl}/~/siwf?channelToken=`)).toBe(true)
  return url
}

test('a new fid gets an account and a wallet; signing in again returns to the same wallet', async ({
  page,
  stack,
}) => {
  const client = farcasterClient(stack)
  const alice = await registeredFid(client)
  await openHost(page, stack)

  const first = await signInUrl(page, stack)
  const connecting = ask(page, 'CONNECT_FARCASTER')
  await client.approve(first, { ...alice, username: 'alice' })
  expect(await connecting).toEqual({
    type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS',
    id: expect.any(String),
    payload: { userName: 'alice' },
  })
  const user = await ask(page, 'GET_USER', { chainId: 31337 })
  expect(user).toMatchObject({
    type: '@w3m-frame/GET_USER_SUCCESS',
    payload: { chainId: 31337 },
  })
  const address = String(user.payload?.address)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  expect((await ask(page, 'SIGN_OUT')).type).toBe('@w3m-frame/SIGN_OUT_SUCCESS')
  const again = await signInUrl(page, stack)
  expect(again).not.toBe(first)
  const reconnecting = ask(page, 'CONNECT_FARCASTER')
  await client.approve(again, { ...alice, username: 'alice' })
  expect((await reconnecting).payload).toEqual({ userName: 'alice' })
  expect(await ask(page, 'GET_USER', { chainId: 31337 })).toMatchObject({
    payload: { address },
  })
})

test("the relay's sign-in page (the demo's) finishes the flow at the click of 'Sign in as @alice'", async ({
  page,
  context,
  stack,
}) => {
  const demo = requireFarcaster(stack).demo
  await openHost(page, stack)
  const url = await signInUrl(page, stack)
  const connecting = ask(page, 'CONNECT_FARCASTER')
  // As a person on this machine: open the link (the QR code's target) and approve.
  const phone = await context.newPage()
  await phone.goto(url)
  // It names the secure site (the SIWE domain) and the host page that asked (requestId).
  await expect(
    phone.getByText(`${new URL(secureSiteOf(stack)).host} asks you to sign in with Farcaster.`),
  ).toBeVisible()
  await expect(phone.locator('#requester')).toHaveText(`Requested by ${new URL(page.url()).host}`)
  await phone.getByRole('button', { name: `Sign in as @${demo.username}` }).click()
  await expect(phone.getByRole('status')).toContainText(`Signed in as @${demo.username}`)
  expect((await connecting).payload).toEqual({ userName: demo.username })
  await phone.close()
})

test('a forged signature and a key that is not the custody are refused with their exact messages', async ({
  page,
  stack,
}) => {
  const client = farcasterClient(stack)
  const alice = await registeredFid(client)
  const mallory = await registeredFid(client)
  await openHost(page, stack)

  const forged = await signInUrl(page, stack)
  const forgedAnswer = ask(page, 'CONNECT_FARCASTER')
  await client.approve(forged, {
    ...alice,
    username: 'alice',
    tamper: { signature: `0x${'11'.repeat(64)}1b` },
  })
  expect(await forgedAnswer).toMatchObject({
    type: '@w3m-frame/CONNECT_FARCASTER_ERROR',
    payload: { message: 'Farcaster sign-in refused: the signature does not match the message' },
  })

  // Mallory signs with her own custody key, claiming Alice's fid.
  const stolen = await signInUrl(page, stack)
  const stolenAnswer = ask(page, 'CONNECT_FARCASTER')
  await client.approve(stolen, { key: mallory.key, fid: alice.fid, username: 'alice' })
  expect(await stolenAnswer).toMatchObject({
    type: '@w3m-frame/CONNECT_FARCASTER_ERROR',
    payload: {
      message: `Farcaster sign-in refused: the signer is neither the custody address nor an auth address of fid ${alice.fid}`,
    },
  })
  expect(await ask(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
})

test("a second browser can neither complete nor redeem the first one's flow", async ({
  page,
  browser,
  stack,
}) => {
  const client = farcasterClient(stack)
  const alice = await registeredFid(client)
  await openHost(page, stack)
  const url = await signInUrl(page, stack)
  await client.approve(url, { ...alice, username: 'alice' })
  // What the first frame keeps (the test sees it; a host never does).
  const stored = await secureFrame(page, stack).evaluate(() =>
    localStorage.getItem('@airlock-frame/farcaster-flow'),
  )
  const { flowId, secret } = JSON.parse(stored ?? '{}') as { flowId: string; secret: string }
  expect(flowId).toBeTruthy()

  const other = await newBrowserContext(browser)
  try {
    const attacker = await other.newPage()
    await openHost(attacker, stack)
    // Its frame started no Farcaster sign-in…
    expect(await ask(attacker, 'CONNECT_FARCASTER')).toMatchObject({
      type: '@w3m-frame/CONNECT_FARCASTER_ERROR',
      payload: { message: 'No Farcaster sign-in in progress' },
    })
    // …and the flow id alone, asked from the secure origin itself, is not enough.
    const answer = await connectFromFrame(secureFrame(attacker, stack), {
      flowId,
      secret: 'attacker-secret-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      deviceId: 'attacker-device-0000000000',
      projectId: stack.projectId,
    })
    expect(answer).toEqual({
      status: 403,
      body: { message: 'This Farcaster sign-in belongs to another browser or window' },
    })
  } finally {
    await other.close()
  }

  // The first frame still completes it, once.
  expect(await ask(page, 'CONNECT_FARCASTER')).toMatchObject({
    type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS',
    payload: { userName: 'alice' },
  })
  // Replayed by the same frame, with its secret: used up.
  expect(
    await connectFromFrame(secureFrame(page, stack), {
      flowId,
      secret,
      deviceId: 'replayed-device-000000000',
      projectId: stack.projectId,
    }),
  ).toEqual({ status: 409, body: { message: 'This Farcaster sign-in was already used' } })
})
