/**
 * The SDK's standalone build as the secure site serves it (/sdk/standalone/, built by
 * secure-site/scripts/buildStandalone.ts): a plain page on another origin, with no bundler,
 * imports airlock.js from the site as a module script (a CORS request: refused without the
 * site's Access-Control-Allow-Origin), and its <airlock-button> opens the modal, whose chunks
 * come from the site too. From Node: the headers that let it and that cache it.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { StackInfo } from '../stack/stackInfo'
import { modal } from './support/dapp'
import { expect, test } from './support/fixtures'

function siteUrl(stack: StackInfo): string {
  if (!stack.secureSite) throw new Error('the stack runs without the secure site')
  return stack.secureSite.url
}

async function headersOf(url: string) {
  const response = await fetch(url)
  const body = await response.text()
  return { status: response.status, headers: response.headers, body }
}

test('from Node: airlock.js and its chunks are public module scripts, the chunks cached for ever', async ({
  stack,
}) => {
  const site = siteUrl(stack)
  const entry = await headersOf(`${site}/sdk/standalone/airlock.js`)
  expect(entry.status).toBe(200)
  expect(entry.headers.get('content-type')).toMatch(/^(text|application)\/javascript/)
  expect(entry.headers.get('access-control-allow-origin')).toBe('*')
  expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  expect(entry.headers.get('x-content-type-options')).toBe('nosniff')
  // A script, not a page: none of the pages' per-request CSP (proxy.ts leaves it alone).
  expect(entry.headers.get('content-security-policy')).toBeNull()
  const chunk = /["'`]\.\/(chunks\/[\w-]+\.js)["'`]/.exec(entry.body)?.[1]
  if (!chunk) throw new Error('airlock.js names no chunk')
  const lazy = await headersOf(`${site}/sdk/standalone/${chunk}`)
  expect(lazy.status).toBe(200)
  expect(lazy.headers.get('access-control-allow-origin')).toBe('*')
  // Content-hashed names: outside development they are cached immutable; the stack's site
  // runs with AIRLOCK_DEV=1 but is a production build, so the rule applies.
  expect(lazy.headers.get('cache-control')).toContain('immutable')
  expect(entry.headers.get('cache-control')).not.toContain('immutable')
})

test('a plain page on another origin imports airlock.js from the secure site; <airlock-button> opens the modal', async ({
  page,
  stack,
}) => {
  const site = siteUrl(stack)
  // The plain page, served from its own loopback port (another origin than the site's, so its
  // imports are CORS requests; a routed page would be a public one, which Chromium's local
  // network access rules keep from loading loopback scripts at all).
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const pageOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Plain page</title></head>
<body><airlock-button></airlock-button>
<script type="module">
  import { createAirlock, defineAirlockElements, localhost } from '${site}/sdk/standalone/airlock.js'
  const airlock = createAirlock({
    projectId: ${JSON.stringify(stack.projectId)},
    secureSiteUrl: ${JSON.stringify(site)},
    networks: [localhost],
    metadata: { name: 'Plain page', description: 'Plain page', url: '${pageOrigin}', icons: [] },
  })
  defineAirlockElements(airlock)
</script></body></html>`
  try {
    const fromSite: string[] = []
    page.on('requestfinished', (request) => {
      const url = new URL(request.url())
      if (url.origin === new URL(site).origin && url.pathname.startsWith('/sdk/standalone/'))
        fromSite.push(url.pathname)
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto(`${pageOrigin}/`)
    const button = page.locator('airlock-button').getByRole('button')
    await expect(button).toHaveText('Connect Wallet')
    await button.click()
    await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
    expect(fromSite).toContain('/sdk/standalone/airlock.js')
    expect(fromSite).toContainEqual(
      expect.stringMatching(/^\/sdk\/standalone\/chunks\/mountModal-[\w-]+\.js$/),
    )
    expect(errors).toEqual([])
  } finally {
    server.closeAllConnections()
    server.close()
  }
})
