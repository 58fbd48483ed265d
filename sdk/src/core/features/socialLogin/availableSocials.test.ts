import { describe, expect, it, vi } from 'vitest'
import { loadAvailableSocials } from './availableSocials'
import { createSocialLoginStore } from './socialLoginStore'

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch

describe('the providers the secure site serves', () => {
  it('asks <secure site>/api/social/providers once and keeps the known providers', async () => {
    const store = createSocialLoginStore()
    const fetcher = answer({ providers: ['github', 'google', 'myspace', 7, 'farcaster'] })
    await loadAvailableSocials(store, 'https://wallet.example/airlock/', fetcher)
    await loadAvailableSocials(store, 'https://wallet.example/airlock/', fetcher)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(vi.mocked(fetcher).mock.calls[0]?.[0]).toBe(
      'https://wallet.example/airlock/api/social/providers',
    )
    expect(store.getState().available).toEqual(['github', 'google', 'farcaster'])
  })

  it.each([
    ['an error status', answer({ providers: [] }, 404)],
    ['no list', answer({ enabled: ['google'] })],
    ['junk', vi.fn(async () => new Response('<html>')) as unknown as typeof fetch],
    [
      'a network failure',
      vi.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch,
    ],
  ])('hides nothing on %s', async (_name, fetcher) => {
    const store = createSocialLoginStore()
    await loadAvailableSocials(store, 'https://wallet.example', fetcher)
    expect(store.getState().available).toBeUndefined()
  })
})
