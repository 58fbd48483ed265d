import { fallback, http } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localhost } from '../../networks/localhost'
import { createNetworkTransport, HTTP_TRANSPORT_CONFIG, rankOptions } from './transport'

vi.mock('viem', async (importOriginal) => {
  const viem = await importOriginal<typeof import('viem')>()
  return { ...viem, http: vi.fn(viem.http), fallback: vi.fn(viem.fallback) }
})

const batched = { batch: { batchSize: 1000, wait: 0 }, timeout: 10_000 }
const ranked = {
  rank: {
    interval: 4_000,
    sampleCount: 10,
    weights: { stability: 0.7, latency: 0.3 },
    ping: expect.any(Function),
  },
}
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
    expect(vi.mocked(fallback).mock.calls).toEqual([[expect.any(Array), ranked]])
    expect(vi.mocked(fallback).mock.calls[0]?.[0]).toHaveLength(2)
    const created = transport({})
    expect(created.config.type).toBe('fallback')
    expect((created.value as { transports: unknown[] }).transports).toHaveLength(2)
  })

  it("refuses a network without any URL with 'No URL was provided'", () => {
    expect(() =>
      createNetworkTransport({ ...localhost, rpcUrls: { default: { http: [] } } }),
    ).toThrow('No URL was provided')
  })
})

describe('ranking', () => {
  it('pings with net_listening', async () => {
    const request = vi.fn().mockResolvedValue(true)
    const { ping } = rankOptions()
    await ping({ transport: { request } as never })
    expect(request).toHaveBeenCalledWith({ method: 'net_listening' })
  })

  it('stops pinging once its owner is gone', () => {
    const controller = new AbortController()
    const request = vi.fn().mockResolvedValue(true)
    const { ping } = rankOptions(controller.signal)
    controller.abort()
    void ping({ transport: { request } as never })
    expect(request).not.toHaveBeenCalled()
  })
})
