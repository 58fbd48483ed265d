import { ERROR_TELEMETRY_LIMIT, ERROR_TELEMETRY_WINDOW_MS } from '@airlock/protocol'
import { describe, expect, it, vi } from 'vitest'
import { type AnalyticsClientOptions, createAnalyticsClient } from './analyticsClient'

function setup(options: Partial<AnalyticsClientOptions> = {}, status = 200) {
  let clock = 1_700_000_000_000
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('', { status }),
  )
  const client = createAnalyticsClient({
    analyticsUrl: 'https://pulse.example/',
    projectId: 'p1',
    sdkType: 'airlock',
    sdkVersion: 'airlock-0.1.0',
    fetch,
    now: () => clock,
    ...options,
  })
  const bodies = () => fetch.mock.calls.map((call) => JSON.parse(String(call[1]?.body)))
  return {
    client,
    fetch,
    bodies,
    at(ms: number) {
      clock = 1_700_000_000_000 + ms
    },
  }
}

describe('analytics events', () => {
  it('POSTs the SPEC §7 body to /e with projectId, st and sv', async () => {
    const { client, fetch, bodies } = setup({ getAddress: () => '0xabc' })
    await client.track({ event: 'MODAL_OPEN', properties: { connected: false } })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('https://pulse.example/e?projectId=p1&st=airlock&sv=airlock-0.1.0')
    expect(init).toMatchObject({ method: 'POST', keepalive: true })
    const [body] = bodies()
    expect(body).toEqual({
      eventId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      url: `${window.location.origin}${window.location.pathname}`,
      domain: window.location.hostname,
      timestamp: 1_700_000_000_000,
      props: { event: 'MODAL_OPEN', address: '0xabc', connected: false },
    })
  })

  it('leaves the address out when nobody is connected, and the query out of the url', async () => {
    window.history.replaceState(null, '', '/callback?code=secret#frag')
    const { client, bodies } = setup({ getAddress: () => undefined })
    await client.track({ event: 'MODAL_CLOSE' })
    expect(bodies()[0]?.props).toEqual({ event: 'MODAL_CLOSE' })
    expect(bodies()[0]?.url).toBe(`${window.location.origin}/callback`)
    window.history.replaceState(null, '', '/')
  })

  it('gives each event its own id', async () => {
    const { client, bodies } = setup()
    await client.track({ event: 'A' })
    await client.track({ event: 'B' })
    const [a, b] = bodies()
    expect(a?.eventId).not.toBe(b?.eventId)
  })

  it('skips MODAL_CREATED', async () => {
    const { client, fetch } = setup()
    await client.track({ event: 'MODAL_CREATED' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends nothing at all, not even the config request, with the feature off', async () => {
    const getAnalyticsConfig = vi.fn(async () => true)
    const { client, fetch } = setup({ isEnabled: () => false, getAnalyticsConfig })
    await client.track({ event: 'MODAL_OPEN' })
    await client.trackError(new Error('x'))
    expect(getAnalyticsConfig).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('asks the remote switch once and obeys it', async () => {
    const getAnalyticsConfig = vi.fn(async () => false)
    const { client, fetch } = setup({ getAnalyticsConfig })
    await client.track({ event: 'A' })
    await client.track({ event: 'B' })
    expect(getAnalyticsConfig).toHaveBeenCalledTimes(1)
    expect(fetch).not.toHaveBeenCalled()
  })

  it("on a 403 shows 'Invalid App Configuration' once and stops sending", async () => {
    const onInvalidConfig = vi.fn()
    const { client, fetch } = setup({ onInvalidConfig }, 403)
    await Promise.all([client.track({ event: 'A' }), client.track({ event: 'B' })])
    await client.track({ event: 'C' })
    await client.trackError(new Error('x'))
    expect(onInvalidConfig).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('never lets a throw escape', async () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    const failures: Partial<AnalyticsClientOptions>[] = [
      {
        fetch: () => {
          throw new TypeError('sync')
        },
      },
      { fetch: () => Promise.reject(new TypeError('Failed to fetch')) },
      {
        getAddress: () => {
          throw new Error('no account')
        },
      },
      { getAnalyticsConfig: () => Promise.reject(new Error('down')) },
    ]
    for (const options of failures) {
      const { client } = setup(options)
      await expect(client.track({ event: 'A' })).resolves.toBeUndefined()
      await expect(client.trackError('boom')).resolves.toBeUndefined()
    }
    await expect(
      setup().client.track({ event: 'A', properties: { circular } }),
    ).resolves.toBeUndefined()
  })

  it('sends nothing after dispose', async () => {
    const { client, fetch } = setup()
    client.dispose()
    await client.track({ event: 'A' })
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('error telemetry', () => {
  it('describes the error', async () => {
    const { client, bodies } = setup()
    await client.trackError(new TypeError('bad input'), 'SEND_ERROR', { step: 2 })
    expect(bodies()[0]?.props).toEqual({
      event: 'SEND_ERROR',
      step: 2,
      type: 'error',
      errorType: 'TypeError',
      errorMessage: 'bad input',
    })
  })

  it('sends at most 5 per 60 s, over a sliding window', async () => {
    const { client, fetch, at } = setup()
    for (let second = 0; second < 7; second++) {
      at(50_000 + second)
      await client.trackError(new Error(`e${second}`))
    }
    expect(fetch).toHaveBeenCalledTimes(ERROR_TELEMETRY_LIMIT)
    // A fixed per-minute bucket would reset at 60 s; the window still holds the five from 50 s.
    at(65_000)
    await client.trackError(new Error('late'))
    expect(fetch).toHaveBeenCalledTimes(5)
    at(50_000 + ERROR_TELEMETRY_WINDOW_MS)
    await client.trackError(new Error('after the first left the window'))
    expect(fetch).toHaveBeenCalledTimes(6)
    // Ordinary events are not limited.
    for (let i = 0; i < 10; i++) await client.track({ event: 'MODAL_OPEN' })
    expect(fetch).toHaveBeenCalledTimes(16)
    expect([ERROR_TELEMETRY_LIMIT, ERROR_TELEMETRY_WINDOW_MS]).toEqual([5, 60_000])
  })
})
