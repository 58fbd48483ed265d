/**
 * The running secure site's security headers (src/server/http/securityHeaders.ts) on
 * pages, the frame, API answers and static files; HSTS only where AIRLOCK_DEV is off
 * (the stack's site runs with it, the Postgres sites as production does).
 */
import { runPostgresSuites } from '../stack/postgresSites'
import type { StackInfo } from '../stack/stackInfo'
import { freshEmail, openDapp, requireDapp, submitEmail } from './support/dapp'
import { expect, test } from './support/fixtures'

const HSTS = 'max-age=63072000; includeSubDomains'

function siteUrl(stack: StackInfo): string {
  if (!stack.secureSite) throw new Error('the stack runs without the secure site')
  return stack.secureSite.url
}

async function headersOf(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { redirect: 'manual', ...init })
  await response.arrayBuffer()
  return { status: response.status, headers: response.headers }
}

function expectShared(headers: Headers, where: string) {
  expect(headers.get('x-content-type-options'), where).toBe('nosniff')
  expect(headers.get('referrer-policy'), where).toBe('same-origin')
  expect(headers.get('permissions-policy'), where).toMatch(/(^|, )camera=\(\)(,|$)/)
  expect(headers.get('permissions-policy'), where).toContain('payment=()')
}

test('pages: CSP, COOP, CORP, Referrer-Policy, Permissions-Policy, no framing; no HSTS in development', async ({
  stack,
}) => {
  const site = siteUrl(stack)
  for (const path of ['/', '/device/approve', '/no-such-page']) {
    const { headers } = await headersOf(`${site}${path}`)
    expectShared(headers, path)
    expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
    expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
    expect(headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
    expect(headers.get('x-frame-options'), path).toBe('DENY')
    expect(headers.get('strict-transport-security'), path).toBeNull()
  }
})

test('the frame page: embeddable by its allowlist only, cross-origin CORP, the rest as any page', async ({
  stack,
}) => {
  const { headers } = await headersOf(`${siteUrl(stack)}/sdk?projectId=${stack.projectId}`)
  expectShared(headers, '/sdk')
  expect(headers.get('content-security-policy')).toMatch(/frame-ancestors [^;]*127\.0\.0\.3/)
  expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(headers.get('x-frame-options')).toBeNull()
})

test('API answers: a deny-all CSP, same-origin CORP, no-store, errors included', async ({
  stack,
}) => {
  const site = siteUrl(stack)
  const answers = {
    'GET /api/user (no session)': await headersOf(`${site}/api/user`),
    'POST from another origin': await headersOf(`${site}/api/auth/email`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    }),
    // No route: Next answers with its 404 page, under the same headers.
    'GET /api/no-such-route': await headersOf(`${site}/api/no-such-route`),
  }
  for (const [what, { status, headers }] of Object.entries(answers)) {
    expect(status, what).toBeGreaterThanOrEqual(400)
    expectShared(headers, what)
    expect(headers.get('content-security-policy'), what).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
    expect(headers.get('cross-origin-resource-policy'), what).toBe('same-origin')
    expect(headers.get('x-frame-options'), what).toBe('DENY')
    expect(headers.get('cache-control'), what).toMatch(/no-store/)
    expect(headers.get('strict-transport-security'), what).toBeNull()
  }
})

test("the frame's scripts and the pages' scripts: nosniff and same-origin CORP", async ({
  stack,
}) => {
  const site = siteUrl(stack)
  // The frame is its own lean bundle under /frame/; the other pages are Next's.
  const frameHtml = await (await fetch(`${site}/sdk?projectId=${stack.projectId}`)).text()
  const frameScript = /src="(\/frame\/[^"]+\.js)"/.exec(frameHtml)?.[1]
  if (!frameScript) throw new Error('the frame page links no /frame/ script')
  const pageHtml = await (await fetch(`${site}/device/approve?token=x`)).text()
  const pageScript = /src="(\/_next\/static\/[^"]+\.js)"/.exec(pageHtml)?.[1]
  if (!pageScript) throw new Error('the device-approval page links no /_next/static script')
  for (const script of [frameScript, pageScript]) {
    const { status, headers } = await headersOf(`${site}${script}`)
    expect(status, script).toBe(200)
    expect(headers.get('x-content-type-options'), script).toBe('nosniff')
    expect(headers.get('cross-origin-resource-policy'), script).toBe('same-origin')
  }
})

test('/dev/inbox answers 404 where mail goes over SMTP', async ({ stack }) => {
  const { status, headers } = await headersOf(`${siteUrl(stack)}/dev/inbox`)
  expect(status).toBe(404)
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
})

test('the frame still loads in a dapp under these headers, and the browser accepts them all', async ({
  page,
  stack,
}) => {
  const complaints: string[] = []
  page.on('console', (message) => {
    if (/Permissions-Policy|Cross-Origin|Referrer Policy/i.test(message.text())) {
      complaints.push(message.text())
    }
  })
  await openDapp(page, requireDapp(stack).url)
  await submitEmail(page, freshEmail())
  // A new device: the frame answered CONNECT_EMAIL with VERIFY_DEVICE (no enumeration).
  await expect(page.getByRole('dialog')).toHaveAttribute('data-view', 'EmailVerifyDevice', {
    timeout: 15_000,
  })
  expect(complaints).toEqual([])
})

test('outside development (the Postgres sites): HSTS on pages and API, and no dev inbox', async ({
  stack,
}) => {
  // Skips locally without a database; in CI a missing one fails (runPostgresSuites).
  test.skip(!runPostgresSuites(), 'DATABASE_URL is not set: no Postgres secure sites')
  const sites = stack.postgres
  if (!sites) throw new Error('DATABASE_URL is set but the stack started no Postgres secure sites')
  const site = sites.backends.a.url
  for (const path of ['/', `/sdk?projectId=${stack.projectId}`, '/api/user']) {
    const { headers } = await headersOf(`${site}${path}`)
    expect(headers.get('strict-transport-security'), path).toBe(HSTS)
  }
  expect((await headersOf(`${site}/dev/inbox`)).status).toBe(404)
})
