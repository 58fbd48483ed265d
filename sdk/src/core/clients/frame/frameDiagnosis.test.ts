import { describe, expect, it, vi } from 'vitest'
import {
  diagnoseFrameLoad,
  FrameLoadMessages,
  frameLoadMessage,
  probeDelayMs,
} from './frameDiagnosis'

const SITE = 'https://wallet.example'
const ORIGIN = 'https://shop.example'
const base = { secureSiteUrl: `${SITE}/`, projectId: 'shop', origin: ORIGIN }

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status })
}

/** A fetch answering the origin check with `check`, and the /sdk page with `page`. */
function site(check: () => Promise<Response>, page: () => Promise<Response> = check) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input).includes('/sdk') ? page() : check(),
  )
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'))

describe('diagnoseFrameLoad', () => {
  it('names the refused origin, the site and the command that allows it', async () => {
    const fetch = site(async () => json({ allowed: false, knownProject: true }))
    expect(await diagnoseFrameLoad({ ...base, fetch })).toBe(
      'The secure site https://wallet.example does not allow https://shop.example to embed project "shop". Allow it on the secure site: pnpm --filter @airlock/secure-site projects add shop https://shop.example (or add the origin to AIRLOCK_PROJECTS, infra/ENV.md).',
    )
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'https://wallet.example/api/project/origin-check?projectId=shop',
    )
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' })
  })

  it('keeps a deployment path prefix', async () => {
    const fetch = site(async () => json({ allowed: true, knownProject: true }))
    await diagnoseFrameLoad({ ...base, secureSiteUrl: `${SITE}/airlock?x=1`, fetch })
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'https://wallet.example/airlock/api/project/origin-check?projectId=shop',
    )
  })

  it('an unknown projectId that the frame cannot even load for', async () => {
    const fetch = site(async () => json({ allowed: false, knownProject: false }))
    expect(await diagnoseFrameLoad({ ...base, fetch })).toBe(
      'The secure site https://wallet.example does not know projectId "shop". Use a projectId it serves, or add the project there: pnpm --filter @airlock/secure-site projects add shop https://shop.example (or AIRLOCK_PROJECTS, infra/ENV.md).',
    )
  })

  it('an allowed origin (known project or not) is no diagnosis: the frame says the rest', async () => {
    for (const knownProject of [true, false]) {
      const fetch = site(async () => json({ allowed: true, knownProject }))
      expect(await diagnoseFrameLoad({ ...base, fetch })).toBeUndefined()
    }
  })

  it('a site that is down, or a wrong secureSiteUrl', async () => {
    const fetch = site(offline)
    expect(await diagnoseFrameLoad({ ...base, fetch })).toBe(
      'Could not reach the secure site https://wallet.example: check that it is running and that secureSiteUrl is right.',
    )
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ mode: 'no-cors' })
  })

  it('a site that answers the frame page but not the check (an older site) is no diagnosis', async () => {
    const fetch = site(offline, async () => new Response(null, { status: 200 }))
    expect(await diagnoseFrameLoad({ ...base, fetch })).toBeUndefined()
  })

  it('a site that fails (/sdk 500 without AIRLOCK_DEV=1) says so, with the status', async () => {
    const fetch = site(async () => json({ message: 'Something went wrong' }, 500))
    expect(await diagnoseFrameLoad({ ...base, fetch })).toBe(
      'The secure site https://wallet.example answered HTTP 500: it runs but is misconfigured. See its log; in development start it with AIRLOCK_DEV=1.',
    )
  })

  it('a refusal to count (429), a 404 or a body it does not understand is no diagnosis', async () => {
    for (const response of [
      () => json({ message: 'Too many requests, try again in 10 minutes' }, 429),
      () => json({ message: 'Not found' }, 404),
      () => json({ allowed: 'no' }),
      async () => new Response('<html>', { status: 200 }),
    ]) {
      const fetch = site(async () => response())
      expect(await diagnoseFrameLoad({ ...base, fetch })).toBeUndefined()
    }
  })

  it('an aborted diagnosis is no diagnosis (not "unreachable")', async () => {
    const controller = new AbortController()
    controller.abort()
    const fetch = site(offline)
    expect(await diagnoseFrameLoad({ ...base, fetch, signal: controller.signal })).toBeUndefined()
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('every message is one template, its placeholders filled', () => {
    expect(Object.keys(FrameLoadMessages)).toEqual([
      'ORIGIN_REFUSED',
      'UNKNOWN_PROJECT',
      'UNREACHABLE',
      'MISCONFIGURED',
    ])
    expect(frameLoadMessage('MISCONFIGURED', { site: SITE })).toContain('HTTP {status}')
  })

  it('asks after 2 s, or a valid probeMs, never after half of readyMs', () => {
    expect(probeDelayMs(undefined, 20_000)).toBe(2_000)
    expect(probeDelayMs(500, 20_000)).toBe(500)
    expect(probeDelayMs(-1, 20_000)).toBe(2_000)
    expect(probeDelayMs(Number.NaN, 20_000)).toBe(2_000)
    expect(probeDelayMs(undefined, 3_000)).toBe(1_500)
  })
})
