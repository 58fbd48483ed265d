import { describe, expect, it, vi } from 'vitest'
import { createWalletApiClient } from './walletApiClient'

const wallet = {
  id: 'w1',
  name: 'One',
  image_id: 'img1',
  chains: ['eip155:1'],
  rdns: 'com.one',
  mobile_link: 'one://',
  desktop_link: null,
  webapp_link: 'https://one.example',
}

function clientWith(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer())
  const client = createWalletApiClient({
    baseUrl: 'https://wallets.example/api/',
    projectId: 'p1',
    sdkType: 'airlock',
    sdkVersion: 'airlock-0.1.0',
    fetch,
  })
  const url = (call = 0) => new URL(String(fetch.mock.calls[call]?.[0]))
  return { client, fetch, url }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

describe('getWallets', () => {
  it('sends exactly the params of SPEC §7, lists comma-joined', async () => {
    const { client, url } = clientWith(() => json({ data: [wallet], count: 1 }))
    await client.getWallets({
      page: 2,
      entries: 40,
      search: ' meta ',
      badge_type: 'certified',
      include: ['a', 'b'],
      exclude: ['c', 'd'],
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    expect(url().origin + url().pathname).toBe('https://wallets.example/api/getWallets')
    expect(Object.fromEntries(url().searchParams)).toEqual({
      projectId: 'p1',
      st: 'airlock',
      sv: 'airlock-0.1.0',
      page: '2',
      entries: '40',
      search: 'meta',
      badge_type: 'certified',
      include: 'a,b',
      exclude: 'c,d',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it('leaves out empty optional params', async () => {
    const { client, url } = clientWith(() => json({ data: [], count: 0 }))
    await client.getWallets({ page: 1, entries: 4, include: [], exclude: [], search: '  ' })
    expect([...url().searchParams.keys()]).toEqual(['projectId', 'st', 'sv', 'page', 'entries'])
  })

  it('returns data and count, dropping items it cannot use', async () => {
    const { client } = clientWith(() =>
      json({ data: [wallet, { id: 7 }, null, { ...wallet, id: 'w2', chains: 'x' }], count: 9 }),
    )
    const { data, count } = await client.getWallets({ page: 1, entries: 40 })
    expect(count).toBe(9)
    expect(data).toEqual([wallet, { ...wallet, id: 'w2', chains: [] }])
  })

  it('reads an empty or absent optional text as null, and counts the data when count is unusable', async () => {
    const { image_id: _, ...withoutImage } = wallet
    const { client } = clientWith(() =>
      json({ data: [{ ...withoutImage, rdns: '', mobile_link: 5 }], count: -1 }),
    )
    expect(await client.getWallets({ page: 1, entries: 40 })).toEqual({
      data: [{ ...wallet, image_id: null, rdns: null, mobile_link: null }],
      count: 1,
    })
  })

  it('rejects with "Something went wrong" on an HTTP error or a body without data', async () => {
    await expect(
      clientWith(() => json({}, 500)).client.getWallets({ page: 1, entries: 4 }),
    ).rejects.toThrow('Something went wrong')
    await expect(
      clientWith(() => json({ count: 1 })).client.getWallets({ page: 1, entries: 4 }),
    ).rejects.toThrow('Something went wrong')
  })

  it('passes the abort signal on', async () => {
    const { client, fetch } = clientWith(() => json({ data: [], count: 0 }))
    const controller = new AbortController()
    await client.getWallets({ page: 1, entries: 4 }, controller.signal)
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal)
  })
})

describe('images', () => {
  it('builds the four image URLs with the sdk params', () => {
    const { client } = clientWith(() => json({}))
    const sdk = 'projectId=p1&st=airlock&sv=airlock-0.1.0'
    expect(client.getWalletImageUrl('a b')).toBe(
      `https://wallets.example/api/getWalletImage/a%20b?${sdk}`,
    )
    expect(client.imageUrl('asset', 'x')).toBe(
      `https://wallets.example/api/public/getAssetImage/x?${sdk}`,
    )
    expect(client.imageUrl('currency', 'usd')).toContain('/public/getCurrencyImage/usd?')
    expect(client.imageUrl('token', 'eth')).toContain('/public/getTokenImage/eth?')
  })

  it('fetches an image as a blob', async () => {
    const { client, url } = clientWith(
      () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    )
    const blob = await client.getTokenImage('eth')
    expect(url().pathname).toBe('/api/public/getTokenImage/eth')
    expect(await blob.text()).toBe('<svg/>')
    await expect(clientWith(() => json({}, 404)).client.getWalletImage('x')).rejects.toThrow()
  })
})

describe('origins and analytics config', () => {
  it('reads allowedOrigins and isAnalyticsEnabled', async () => {
    const origins = clientWith(() => json({ allowedOrigins: ['https://a.example', 3] }))
    expect(await origins.client.getAllowedOrigins()).toEqual(['https://a.example'])
    expect(origins.url().pathname).toBe('/api/projects/v1/origins')
    expect(origins.url().searchParams.get('projectId')).toBe('p1')
    const config = clientWith(() => json({ isAnalyticsEnabled: true }))
    expect(await config.client.getAnalyticsConfig()).toBe(true)
    expect(config.url().pathname).toBe('/api/getAnalyticsConfig')
  })

  it.each([
    ['an HTTP error', () => json({}, 503)],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', () => new Response('<html>')],
    ['a body of the wrong shape', () => json({ allowedOrigins: 'x', isAnalyticsEnabled: 'yes' })],
  ])('falls back to [] and false on %s', async (_, answer) => {
    const { client } = clientWith(answer)
    expect(await client.getAllowedOrigins()).toEqual([])
    expect(await client.getAnalyticsConfig()).toBe(false)
  })
})
