import type { Page } from '@playwright/test'
import { connectButton, freshEmail, modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import { olderHostReceived, openOlderHost } from './support/olderHost'
import { frameWire, secureFrame, wireOf } from './support/wire'

const READY = '@w3m-frame/READY'

/**
 * The requests the host had posted to the frame by now. A marker posted from the host
 * window arrives after anything the SDK posted before it (messages between two windows
 * keep their order), so what precedes it is all that was sent, not merely all that has
 * arrived yet.
 */
async function sentBefore(page: Page, secureOrigin: string, mark: string): Promise<string[]> {
  await page.evaluate(
    ({ origin, type }) =>
      document
        .querySelector<HTMLIFrameElement>('iframe#w3m-iframe')
        ?.contentWindow?.postMessage({ type }, origin),
    { origin: secureOrigin, type: mark },
  )
  await expect
    .poll(async () => (await frameWire(page)).map((record) => record.type))
    .toContain(mark)
  const types = (await frameWire(page)).map((record) => record.type)
  return types.slice(0, types.indexOf(mark)).filter((type) => type.startsWith('@w3m-app/'))
}

test('the frame is created on first email use, posts READY, and gets the dapp data 500 ms later', async ({
  page,
  stack,
}) => {
  const dapp = requireDapp(stack)
  const secureOrigin = new URL(dapp.config.secureSiteUrl).origin
  // Fake timers in every document of the page; time flows as usual until paused.
  await page.clock.install()
  await openDapp(page, dapp.url)
  // Lazy: nothing of the secure site loads before the visitor uses email login.
  await expect(page.locator('iframe')).toHaveCount(0)

  await connectButton(page).click()
  await modal(page).getByLabel('Email').fill(freshEmail())
  // From here only runFor moves the page's timers: the 500 ms after READY are counted, not
  // measured, whatever the machine is doing.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await modal(page).getByRole('button', { name: 'Continue', exact: true }).click()
  const iframe = page.locator('iframe#w3m-iframe')
  await expect(iframe).toHaveAttribute('name', 'w3m-secure-iframe')
  await expect(iframe).toBeHidden()
  expect(await iframe.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
  const src = new URL((await iframe.getAttribute('src')) ?? '')
  expect(src.origin + src.pathname).toBe(`${secureOrigin}/sdk`)
  expect(src.searchParams.get('projectId')).toBe(stack.projectId)
  expect(src.searchParams.get('chainId')).toBe('31337')
  expect(src.searchParams.get('version')).toMatch(/^\d+\.\d+\.\d+/)

  // READY arrives with the clock stopped; the host sends nothing for 500 ms of its time.
  await expect
    .poll(async () => (await wireOf(page)).filter((record) => record.type === READY))
    .toEqual([
      expect.objectContaining({
        origin: secureOrigin,
        fromSecureFrame: true,
        payload: { version: expect.any(String) },
      }),
    ])
  expect(await sentBefore(page, secureOrigin, '@w3m-test/AT_READY')).toEqual([])
  await page.clock.runFor(499)
  expect(await sentBefore(page, secureOrigin, '@w3m-test/AT_499_MS')).toEqual([])
  await page.clock.runFor(1)
  expect((await sentBefore(page, secureOrigin, '@w3m-test/AT_500_MS')).slice(0, 2)).toEqual([
    '@w3m-app/SYNC_DAPP_DATA',
    '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  ])
  await page.clock.resume()

  // The whole handshake has happened once the request that created the frame is answered
  // (a new address on a new browser: the device-approval step).
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyDevice')
  const hostWire = await wireOf(page)
  const received = await frameWire(page)
  const requests = received.filter((record) => record.type.startsWith('@w3m-app/'))
  // Every request came from the verified parent, the dapp's origin, with a fresh id.
  for (const request of requests) {
    expect(request).toMatchObject({ origin: dapp.url, fromParent: true })
    expect(request.id).toMatch(/^[0-9a-f-]{36}$/)
  }
  expect(new Set(requests.map((request) => request.id)).size).toBe(requests.length)
  expect(requests.map((request) => request.type)).toContain('@w3m-app/CONNECT_EMAIL')
  expect(requests[0]?.payload).toEqual({
    metadata: {
      name: 'Airlock Example',
      description: 'The Airlock SDK example dapp',
      url: dapp.url,
      icons: [],
    },
    sdkVersion: expect.any(String),
    sdkType: expect.any(String),
    projectId: stack.projectId,
  })
  // And the frame acknowledged it, to the dapp, under the same id.
  expect(hostWire).toContainEqual(
    expect.objectContaining({
      type: '@w3m-frame/SYNC_DAPP_DATA_SUCCESS',
      id: requests[0]?.id,
      origin: secureOrigin,
      fromSecureFrame: true,
    }),
  )
  expect(secureFrame(page).url()).toBe(src.href)
})

test('an older host that posts on the iframe load event, without ids, without waiting for READY, is answered', async ({
  page,
  stack,
}) => {
  const bundle = page.waitForResponse((response) =>
    /\/frame\/main-[A-Z0-9]{8}\.js$/.test(new URL(response.url()).pathname),
  )
  const host = await openOlderHost(page, stack)
  try {
    // The frame's own bundle, content-hashed, is cached for a year.
    expect((await bundle).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    // The runtime ran before the load event, so nothing the host sent on it was lost.
    await expect
      .poll(() => olderHostReceived(page))
      .toEqual([
        { type: READY, payload: { version: expect.any(String) } },
        { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
        { type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: false } },
      ])
  } finally {
    await host.stop()
  }
})
