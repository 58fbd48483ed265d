import { custom, fallback, type HttpTransport, http, type Transport } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localhost } from '../../networks/localhost'
import { rankTransports, scoreSamples } from './rankTransports'
import { createNetworkTransport, HTTP_TRANSPORT_CONFIG, RANK_CONFIG } from './transport'

vi.mock('viem', async (importOriginal) => {
  const viem = await importOriginal<typeof import('viem')>()
  return { ...viem, http: vi.fn(viem.http), fallback: vi.fn(viem.fallback) }
})

const batched = { batch: { batchSize: 1000, wait: 0 }, timeout: 10_000 }
/** Builds the transport without starting a ranking loop that would outlive the test. */
const stopped = () => AbortSignal.abort()

afterEach(() => vi.clearAllMocks())

describe('createNetworkTransport (SPEC §7)', () => {
  it('one URL: a batched http transport (1000 calls, no wait) with a 10 s timeout', () => {
    const transport = createNetworkTransport(localhost)
    expect(vi.mocked(http).mock.calls).toEqual([['http://127.0.0.1:8545', batched]])
    expect(fallback).not.toHaveBeenCalled()
    expect(transport({}).config).toMatchObject({ type: 'http', timeout: 10_000 })
    expect(HTTP_TRANSPORT_CONFIG).toEqual(batched)
  })

  it('several URLs, custom ones first: a ranked fallback over batched http transports', () => {
    const transport = createNetworkTransport(localhost, {
      customRpcUrls: { 'eip155:31337': ['https://rpc.dapp.example', 'http://127.0.0.1:8545'] },
      signal: stopped(),
    })
    expect(vi.mocked(http).mock.calls).toEqual([
      ['https://rpc.dapp.example', batched],
      ['http://127.0.0.1:8545', batched],
    ])
    const created = transport({})
    // viem tries them in turn; the ranking is ours (rankTransports.ts), so viem's stays off.
    expect(vi.mocked(fallback).mock.calls).toEqual([[expect.any(Array)]])
    expect(RANK_CONFIG).toEqual({
      interval: 4_000,
      sampleCount: 10,
      weights: { stability: 0.7, latency: 0.3 },
    })
    expect(created.config.type).toBe('fallback')
    expect(vi.mocked(fallback).mock.calls[0]?.[0]).toHaveLength(2)
    expect((created.value as { transports: unknown[] }).transports).toHaveLength(2)
  })

  it("refuses a network without any URL with 'No URL was provided'", () => {
    expect(() =>
      createNetworkTransport({ ...localhost, rpcUrls: { default: { http: [] } } }),
    ).toThrow('No URL was provided')
  })
})

describe('ranking', () => {
  afterEach(() => vi.useRealTimers())

  /** A network with two URLs whose answers the test decides, per URL. */
  function twoUrls(answer: (url: string, method: string) => Promise<unknown>) {
    const seen: { url: string; method: string }[] = []
    vi.mocked(http).mockImplementation(
      (url) =>
        // Only `request` matters here; the rest of an http transport is never read.
        custom({
          request: ({ method }: { method: string }) => {
            seen.push({ url: url ?? '', method })
            return answer(url ?? '', method)
          },
        }) as Transport as HttpTransport,
    )
    const controller = new AbortController()
    const transport = createNetworkTransport(localhost, {
      customRpcUrls: { 'eip155:31337': ['https://down.example', 'http://127.0.0.1:8545'] },
      signal: controller.signal,
    })({})
    return { seen, transport, controller }
  }

  it('pings each URL with net_listening every 4 s and sends to the best one first', async () => {
    vi.useFakeTimers()
    const { seen, transport, controller } = twoUrls(async (url, method) => {
      if (url === 'https://down.example') throw new Error('down')
      return method === 'net_listening' ? true : '0x7a69'
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(seen.map(({ method }) => method)).toEqual(['net_listening', 'net_listening'])
    await vi.advanceTimersByTimeAsync(4_000)
    expect(seen.filter(({ method }) => method === 'net_listening')).toHaveLength(4)
    seen.length = 0
    // The custom URL is configured first but never answers: the ranking put it last.
    await expect(transport.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(seen).toEqual([{ url: 'http://127.0.0.1:8545', method: 'eth_chainId' }])
    controller.abort()
  })

  it('after dispose nothing is pending and no timer remains, even mid-round', async () => {
    vi.useFakeTimers()
    // The first round's pings never answer: the round is in flight when the owner goes.
    const { seen, controller } = twoUrls(() => new Promise(() => {}))
    await vi.advanceTimersByTimeAsync(0)
    expect(seen).toHaveLength(2)
    controller.abort()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(seen).toHaveLength(2)
  })

  it('settles its loop on abort, between rounds as in one', async () => {
    vi.useFakeTimers()
    const between = new AbortController()
    const ping = custom({ request: async () => true })({})
    const loop = rankTransports({
      ...RANK_CONFIG,
      transports: [ping, ping],
      onRank: () => {},
      signal: between.signal,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(vi.getTimerCount()).toBe(1)
    between.abort()
    expect(vi.getTimerCount()).toBe(0)
    await expect(loop).resolves.toBeUndefined()

    const during = new AbortController()
    const hanging = custom({ request: () => new Promise(() => {}) })({})
    const inFlight = rankTransports({
      ...RANK_CONFIG,
      transports: [hanging],
      onRank: () => {},
      signal: during.signal,
    })
    during.abort()
    await expect(inFlight).resolves.toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('scoreSamples', () => {
  it('puts a URL that never answers last, and a faster equally stable one first', () => {
    const weights = RANK_CONFIG.weights
    const down = { latency: 5, success: 0 as const }
    const slow = { latency: 100, success: 1 as const }
    const fast = { latency: 10, success: 1 as const }
    expect(scoreSamples([[down, slow, fast]], 3, weights)).toEqual([2, 1, 0])
    // Ties keep the configured order (custom URLs first).
    expect(scoreSamples([[fast, fast]], 2, weights)).toEqual([0, 1])
  })
})
