import { fileURLToPath } from 'node:url'
import type { Frame, Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { type StaticServer, startStaticServer } from '../stack/staticServer'
import { approvalCard, approve } from './support/approval'
import { EXAMPLE_MESSAGE } from './support/exampleDappRequests'
import { expect, test } from './support/fixtures'
import { olderHostReceived, openOlderHost } from './support/olderHost'
import { signUpOnDapp } from './support/signedUp'
import { frameWire, secureFrame, wireOf } from './support/wire'

const PAGES = fileURLToPath(new URL('./pages', import.meta.url))

// A third site, neither the dapp nor the secure site: 127.0.0.4 is loopback too.
let stranger: StaticServer
test.beforeAll(async () => {
  stranger = await startStaticServer({ root: PAGES, host: '127.0.0.4' })
})
test.afterAll(async () => {
  await stranger?.stop()
})

/** A cross-origin iframe inside the dapp page, as an ad or a compromised widget would be. */
async function injectFrame(page: Page, src: string): Promise<Frame> {
  await page.evaluate((url) => {
    const iframe = document.createElement('iframe')
    iframe.src = url
    document.body.append(iframe)
  }, src)
  await expect.poll(() => page.frame({ url: src }) !== null).toBe(true)
  const frame = page.frame({ url: src })
  if (!frame) throw new Error(`the frame ${src} did not load`)
  await frame.waitForLoadState()
  return frame
}

const injectStranger = (page: Page) => injectFrame(page, `${stranger.url}/blank.html`)

/** The query of the page's own secure frame (its project), for a copy of it. */
function frameQuery(page: Page): string {
  const own = page.frames().find((frame) => frame.name() === 'w3m-secure-iframe')
  if (!own) throw new Error('the page has no secure frame')
  return new URL(own.url()).searchParams.toString()
}

test('forged @w3m-frame replies from other windows are ignored; the real answer wins', async ({
  page,
  context,
  stack,
  mail,
}) => {
  const { secureOrigin, address } = await signUpOnDapp(page, stack, mail)
  const strangerFrame = await injectStranger(page)
  // A tab of the secure origin opened by the dapp cannot answer: the site's COOP header
  // cuts its opener.
  const [secureTab] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((url) => void window.open(`${url}/`, 'secure-tab'), secureOrigin),
  ])
  await secureTab.waitForLoadState()
  expect(await secureTab.evaluate(() => window.opener)).toBeNull()
  await secureTab.close()
  // A second copy of the frame on the page: right origin, wrong window.
  // (#twin tells it apart from the real frame, which has the same URL otherwise.)
  const twin = await injectFrame(page, `${secureOrigin}/sdk?${frameQuery(page)}#twin`)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await approvalCard(page)
  const request = (await frameWire(page)).findLast(
    (record) => record.type === '@w3m-app/RPC_REQUEST',
  )
  expect(request?.id).toBeDefined()
  const forged = (id: string | undefined) => [
    { type: '@w3m-frame/RPC_REQUEST_SUCCESS', id, payload: `0x${'ab'.repeat(65)}` },
    { type: '@w3m-frame/RPC_REQUEST_ERROR', id, payload: { message: 'forged failure' } },
  ]
  // The real id (a stranger could not know it, so this is the hard case) and guessed ones.
  const replies = [request?.id, crypto.randomUUID(), crypto.randomUUID()].flatMap(forged)
  await strangerFrame.evaluate((messages) => {
    for (const message of messages) window.parent.postMessage(message, '*')
  }, replies)
  await twin.evaluate((messages) => {
    for (const message of messages) window.parent.postMessage(message, '*')
  }, replies)

  // Delivered (so the test is not vacuous) from both windows, and ignored: still pending.
  const forgedArrivals = async () =>
    (await wireOf(page))
      // (The twin's own READY arrives too: only the forged replies are counted.)
      .filter(
        (record) => record.type.startsWith('@w3m-frame/RPC_REQUEST_') && !record.fromSecureFrame,
      )
      .map((record) => record.origin)
  await expect
    .poll(forgedArrivals)
    .toEqual([...replies.map(() => stranger.url), ...replies.map(() => secureOrigin)])
  await expect(page.getByTestId('result')).toHaveCount(0)
  await expect(page.getByTestId('error')).toHaveCount(0)

  await approve(page)
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('result').textContent()) as Hex
  expect(signature).not.toBe(replies[0]?.payload)
  expect(await verifyMessage({ address, message: EXAMPLE_MESSAGE, signature })).toBe(true)
})

test('the frame ignores requests from any window but its verified parent', async ({
  page,
  context,
  stack,
  mail,
}) => {
  const { dapp, secureOrigin, address } = await signUpOnDapp(page, stack, mail)
  const strangerFrame = await injectStranger(page)
  // A popup of the dapp's own origin: the verified origin, but not the parent window.
  const [sibling] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open('', 'sibling')),
  ])

  const requests = ['SIGN_OUT', 'GET_USER', 'RPC_REQUEST'].map((name) => ({
    type: `@w3m-app/${name}`,
    id: crypto.randomUUID(),
    payload:
      name === 'RPC_REQUEST'
        ? { method: 'personal_sign', params: ['0x6869', address], chainId: 31337 }
        : {},
  }))
  await strangerFrame.evaluate((messages) => {
    const target = window.parent.frames['w3m-secure-iframe' as unknown as number]
    for (const message of messages) target?.postMessage(message, '*')
  }, requests)
  await sibling.evaluate(
    ([messages, origin]) => {
      const target = window.opener?.frames['w3m-secure-iframe']
      for (const message of messages) target?.postMessage(message, origin)
    },
    [requests, secureOrigin] as const,
  )

  // Delivered to the frame, from the stranger's origin and from the dapp's own origin…
  const forgedIds = new Set<string>(requests.map((request) => request.id))
  await expect
    .poll(async () =>
      (await frameWire(page))
        .filter((record) => forgedIds.has(record.id ?? ''))
        .map((record) => [record.origin, record.fromParent]),
    )
    .toEqual([
      ...requests.map(() => [stranger.url, false]),
      ...requests.map(() => [dapp.url, false]),
    ])

  // …and never handled: the real parent signs next, so SIGN_OUT did nothing and no forged
  // signature request queued ahead of it.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approve(page)
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('result').textContent()) as Hex
  expect(await verifyMessage({ address, message: EXAMPLE_MESSAGE, signature })).toBe(true)
  expect(
    await secureFrame(page).evaluate(() => localStorage.getItem('@airlock-frame/session')),
  ).not.toBeNull()
  // Not one reply carried a forged id.
  const answered = (await wireOf(page)).filter((record) => forgedIds.has(record.id ?? ''))
  expect(answered).toEqual([])
})

test('a stranger frame flooding the secure frame while it loads cannot crowd out the host', async ({
  page,
  stack,
}) => {
  // The stranger is on the page before the secure frame and posts to it on every tick,
  // idless requests like the host's own and forged ones with ids, until the host is
  // answered (pages/flood.html).
  const host = await openOlderHost(page, stack, { stranger: `${stranger.url}/flood.html` })
  try {
    const floodFrame = page.frame({ url: `${stranger.url}/flood.html` })
    if (!floodFrame) throw new Error('the stranger frame did not load')
    // A slow machine may take a while to work through the flood: wait for the answers, not a time.
    await expect
      .poll(() => olderHostReceived(page), { timeout: 60_000 })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS' }),
          expect.objectContaining({ type: '@w3m-frame/IS_CONNECTED_SUCCESS' }),
        ]),
      )
    await expect
      .poll(() => floodFrame.evaluate(() => (window as unknown as { finished: boolean }).finished))
      .toBe(true)
    // One more request after the flood: once it is answered, every forged message before it
    // has been dealt with.
    await page.evaluate(() =>
      (window as unknown as { ask(message: unknown): void }).ask({
        type: '@w3m-app/GET_CHAIN_ID',
        id: 'last',
      }),
    )
    await expect
      .poll(() => olderHostReceived(page), { timeout: 60_000 })
      .toContainEqual({
        type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
        id: 'last',
        payload: { chainId: 1 },
      })
    // The flood reached the secure document (so this test is not vacuous)…
    const fromStranger = (await frameWire(page)).filter((record) => record.origin === stranger.url)
    expect(fromStranger.length).toBeGreaterThan(0)
    // …and the host's own load-event requests were answered, once each; nothing else was.
    expect(await olderHostReceived(page)).toEqual([
      { type: '@w3m-frame/READY', payload: { version: expect.any(String) } },
      { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
      { type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: false } },
      { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'last', payload: { chainId: 1 } },
    ])
  } finally {
    await host.stop()
  }
})
