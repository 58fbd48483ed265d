import { freshEmail, modal, openDapp, requireDapp, submitEmail } from './support/dapp'
import { expect, test } from './support/fixtures'
import { frameWire, secureFrame, type WireRecord, wireOf } from './support/wire'

const READY = '@w3m-frame/READY'

test('the frame is created on first email use, posts READY, and gets the dapp data 500 ms later', async ({
  page,
  stack,
}) => {
  const dapp = requireDapp(stack)
  const secureOrigin = new URL(dapp.config.secureSiteUrl).origin
  await openDapp(page, dapp.url)
  // Lazy: nothing of the secure site loads before the visitor uses email login.
  await expect(page.locator('iframe')).toHaveCount(0)

  await submitEmail(page, freshEmail())
  const iframe = page.locator('iframe#w3m-iframe')
  await expect(iframe).toHaveAttribute('name', 'w3m-secure-iframe')
  await expect(iframe).toBeHidden()
  expect(await iframe.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
  const src = new URL((await iframe.getAttribute('src')) ?? '')
  expect(src.origin + src.pathname).toBe(`${secureOrigin}/sdk`)
  expect(src.searchParams.get('projectId')).toBe(stack.projectId)
  expect(src.searchParams.get('chainId')).toBe('31337')
  expect(src.searchParams.get('version')).toMatch(/^\d+\.\d+\.\d+/)

  // The whole handshake has happened once the request that created the frame is answered
  // (a new address on a new browser: the device-approval step).
  await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyDevice')
  const hostWire = await wireOf(page)
  const readies = hostWire.filter((record) => record.type === READY)
  expect(readies).toEqual([
    expect.objectContaining({
      origin: secureOrigin,
      fromSecureFrame: true,
      payload: { version: expect.any(String) },
    }),
  ])
  const ready = readies[0] as WireRecord

  const received = await frameWire(page)
  const requests = received.filter((record) => record.type.startsWith('@w3m-app/'))
  // Every request came from the verified parent, the dapp's origin, with a fresh id.
  for (const request of requests) {
    expect(request).toMatchObject({ origin: dapp.url, fromParent: true })
    expect(request.id).toMatch(/^[0-9a-f-]{36}$/)
  }
  expect(new Set(requests.map((request) => request.id)).size).toBe(requests.length)
  expect(requests.map((request) => request.type).slice(0, 2)).toEqual([
    '@w3m-app/SYNC_DAPP_DATA',
    '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  ])
  expect(requests.map((request) => request.type)).toContain('@w3m-app/CONNECT_EMAIL')
  // A timer never fires early, so this lower bound cannot flake; 1 ms for Date.now rounding.
  expect((requests[0] as WireRecord).at - ready.at).toBeGreaterThanOrEqual(499)
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
