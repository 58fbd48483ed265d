import { createServer } from 'node:net'
import type { Page } from '@playwright/test'
import {
  connectedAddress,
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
import { frameWire, wireOf } from './support/wire'

const LOAD_FAILED = 'Network Error - Could not load embedded wallet'

/** sdk/src/core/clients/frame/frameDiagnosis.ts ORIGIN_REFUSED, as the modal shows it. */
function refusedMessage(secureSiteUrl: string, dappUrl: string, projectId: string): string {
  const origin = new URL(dappUrl).origin
  return (
    `The secure site ${new URL(secureSiteUrl).origin} does not allow ${origin} to embed project "${projectId}". ` +
    `Allow it on the secure site: pnpm --filter @airlock/secure-site projects add ${projectId} ${origin} ` +
    '(or add the origin to AIRLOCK_PROJECTS, infra/ENV.md).'
  )
}

/** What the page printed with console.error. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

test('a dapp origin that is not allowed is told which origin was refused and how to allow it, before the ready timeout', async ({
  page,
  stack,
}) => {
  const dapp = stack.dappVariants?.notAllowed
  if (!dapp) throw new Error('the stack runs without the 127.0.0.2 dapp')
  expect(new URL(dapp.url).hostname).toBe('127.0.0.2')
  // The default 20 s READY clock: only the origin check can answer within the expect timeout.
  await useDappConfig(page, dapp, { frameTimeouts: { readyMs: 20_000 } })
  const errors = consoleErrors(page)
  const frameResponse = page.waitForResponse((response) =>
    response.url().startsWith(`${dapp.config.secureSiteUrl}/sdk?`),
  )
  await openDapp(page, dapp.url)
  await submitEmail(page, freshEmail())

  const refused = refusedMessage(dapp.config.secureSiteUrl, dapp.url, dapp.config.projectId)
  await expect(page.getByRole('alert').filter({ hasText: refused }).first()).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toHaveCount(0)
  expect(errors.join('\n')).toContain(refused)
  // The server answered, naming who may embed the page, and 127.0.0.2 is not among them…
  const csp = (await (await frameResponse).headerValue('content-security-policy')) ?? ''
  const ancestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []
  expect(ancestors).toContain('http://127.0.0.1:*')
  expect(ancestors.filter((source) => source.includes('127.0.0.2'))).toEqual([])
  // …so the browser showed its error page instead of the frame, which never said READY.
  expect(page.frame({ name: 'w3m-secure-iframe' })?.url()).toBe('chrome-error://chromewebdata/')
  expect((await wireOf(page)).map((record) => record.type)).not.toContain('@w3m-frame/READY')
})

test('without the CSP header the frame still refuses a stranger at run time, in silence', async ({
  page,
  stack,
}) => {
  const dapp = stack.dappVariants?.notAllowed
  if (!dapp) throw new Error('the stack runs without the 127.0.0.2 dapp')
  // A proxy that drops frame-ancestors (or a browser that ignores it): the page's own
  // ancestor check is the second wall. The rest of the CSP (script nonce) stays.
  await page.route(`${dapp.config.secureSiteUrl}/sdk?*`, async (route) => {
    const response = await route.fetch()
    const csp = response.headers()['content-security-policy'] ?? ''
    const headers = {
      ...response.headers(),
      'content-security-policy': csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
    }
    await route.fulfill({ response, headers })
  })
  await openDapp(page, dapp.url)
  await submitEmail(page, freshEmail())
  const refused = refusedMessage(dapp.config.secureSiteUrl, dapp.url, dapp.config.projectId)
  await expect(page.getByRole('alert').filter({ hasText: refused }).first()).toBeVisible()
  // The document did load this time, and refused to run.
  await expect(
    page.frameLocator('#w3m-iframe').getByText('only runs inside an app that is allowed'),
  ).toBeAttached()
  expect(page.frame({ name: 'w3m-secure-iframe' })?.url()).toContain('/sdk?')
  expect(await wireOf(page)).toEqual([])
  // Nothing the host queued was ever sent: without READY it never initialised.
  expect(await frameWire(page)).toEqual([])
})

test('an origin allowed only by the project configuration works (127.0.0.3)', async ({
  page,
  stack,
  mail,
}) => {
  const dapp = stack.dappVariants?.configured
  if (!dapp) throw new Error('the stack runs without the 127.0.0.3 dapp')
  expect(dapp.config.projectId).toBe('airlock-e2e')
  await openDapp(page, dapp.url)
  const email = freshEmail()
  await typeCode(page, await reachCodeStep(page, mail, email))
  await connectedAddress(page)
  expect(await wireOf(page)).toContainEqual(
    expect.objectContaining({ type: '@w3m-frame/READY', fromSecureFrame: true }),
  )
})

test('an unknown projectId is answered with Invalid Project ID', async ({ page, stack }) => {
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, { projectId: 'no-such-project' })
  await openDapp(page, dapp.url)
  await submitEmail(page, freshEmail())
  await expect(
    modal(page).getByText('Invalid Project ID - update configuration').first(),
  ).toBeVisible()
  // The frame did load (127.0.0.1 is a default origin) and answered with the server's words.
  expect(await wireOf(page)).toContainEqual(
    expect.objectContaining({
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      payload: { message: 'Unauthorized: invalid key' },
    }),
  )
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
})

test.describe('a project with "defaultOrigins": false', () => {
  const STRICT = 'airlock-e2e-strict'

  test('refuses a dapp on a default origin (127.0.0.1): the header names only its own origins', async ({
    page,
    stack,
  }) => {
    const dapp = requireDapp(stack)
    expect(new URL(dapp.url).hostname).toBe('127.0.0.1')
    await useDappConfig(page, dapp, { projectId: STRICT, frameTimeouts: { readyMs: 3_000 } })
    const frameResponse = page.waitForResponse((response) =>
      response.url().startsWith(`${dapp.config.secureSiteUrl}/sdk?`),
    )
    await openDapp(page, dapp.url)
    await submitEmail(page, freshEmail())
    const refused = refusedMessage(dapp.config.secureSiteUrl, dapp.url, STRICT)
    await expect(page.getByRole('alert').filter({ hasText: refused }).first()).toBeVisible()
    const csp = (await (await frameResponse).headerValue('content-security-policy')) ?? ''
    expect(/frame-ancestors ([^;]*)/.exec(csp)?.[1]).toBe('http://127.0.0.3:*')
    expect(page.frame({ name: 'w3m-secure-iframe' })?.url()).toBe('chrome-error://chromewebdata/')
    expect((await wireOf(page)).map((record) => record.type)).not.toContain('@w3m-frame/READY')
  })

  test('refuses it at run time too, when the header is stripped', async ({ page, stack }) => {
    const dapp = requireDapp(stack)
    await useDappConfig(page, dapp, { projectId: STRICT, frameTimeouts: { readyMs: 3_000 } })
    await page.route(`${dapp.config.secureSiteUrl}/sdk?*`, async (route) => {
      const response = await route.fetch()
      const csp = response.headers()['content-security-policy'] ?? ''
      const headers = {
        ...response.headers(),
        'content-security-policy': csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
      }
      await route.fulfill({ response, headers })
    })
    await openDapp(page, dapp.url)
    await submitEmail(page, freshEmail())
    const refused = refusedMessage(dapp.config.secureSiteUrl, dapp.url, STRICT)
    await expect(page.getByRole('alert').filter({ hasText: refused }).first()).toBeVisible()
    await expect(
      page.frameLocator('#w3m-iframe').getByText('only runs inside an app that is allowed'),
    ).toBeAttached()
    expect(await wireOf(page)).toEqual([])
  })

  test('still serves its own origin (127.0.0.3)', async ({ page, stack }) => {
    const dapp = stack.dappVariants?.configured
    if (!dapp) throw new Error('the stack runs without the 127.0.0.3 dapp')
    await useDappConfig(page, dapp, { projectId: STRICT })
    await openDapp(page, dapp.url)
    await submitEmail(page, freshEmail())
    // The first CONNECT_EMAIL waits for the frame to load and start (as enterEmailAndCode);
    // a device the address has never used is sent its approval link first.
    await expect(modal(page)).toHaveAttribute('data-view', 'EmailVerifyDevice', {
      timeout: 15_000,
    })
    expect(await wireOf(page)).toContainEqual(
      expect.objectContaining({ type: '@w3m-frame/READY', fromSecureFrame: true }),
    )
  })
})

test("the origin check says of any Origin a script forges only what /sdk's CSP already says", async ({
  request,
  stack,
}) => {
  const dapp = requireDapp(stack)
  const site = dapp.config.secureSiteUrl
  const project = dapp.config.projectId
  const page = await request.get(`${site}/sdk?projectId=${project}`)
  const ancestors = /frame-ancestors ([^;]*)/.exec(page.headers()['content-security-policy'] ?? '')
  expect(ancestors?.[1]?.split(' ')).toContain('http://127.0.0.3:*')
  for (const [origin, allowed] of [
    ['http://127.0.0.3:4000', true],
    ['http://127.0.0.2:4000', false],
    ['https://evil.example', false],
  ] as const) {
    const check = await request.get(`${site}/api/project/origin-check?projectId=${project}`, {
      headers: { origin },
    })
    expect(check.status()).toBe(200)
    expect(check.headers()['access-control-allow-origin']).toBe('*')
    expect(await check.json()).toEqual({ allowed, knownProject: true })
  }
  // The answer opens nothing: a page on the refused origin still gets no frame (tests above).
})

test('a secure site that is not there is named, with what to check', async ({ page, stack }) => {
  const dapp = requireDapp(stack)
  const port = await closedPort()
  const secureSiteUrl = `http://127.0.0.1:${port}`
  await useDappConfig(page, dapp, { secureSiteUrl })
  await openDapp(page, dapp.url)
  await submitEmail(page, freshEmail())
  await expect(
    page
      .getByRole('alert')
      .filter({
        hasText: `Could not reach the secure site ${secureSiteUrl}: check that it is running and that secureSiteUrl is right.`,
      })
      .first(),
  ).toBeVisible()
})

/** A local port nothing listens on (it was free a moment ago). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}
