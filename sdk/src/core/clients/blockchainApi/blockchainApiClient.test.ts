import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCachedQueries } from '../../query/cachedQueries'
import { createAirlockQueryClient } from '../../query/queryClient'
import { isBadAnswer } from './apiRequest'
import { createBlockchainApiClient } from './blockchainApiClient'
import { BLOCKCHAIN_API_URL, fakeBlockchainApi, sampleBalances } from './fakeBlockchainApi'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const SDK = { st: 'airlock', sv: 'airlock-0.1.0', projectId: 'demo' }

function client(api = fakeBlockchainApi(), extra: { cache?: boolean } = {}) {
  return createBlockchainApiClient({
    baseUrl: `${BLOCKCHAIN_API_URL}/`,
    projectId: 'demo',
    sdkType: 'airlock',
    sdkVersion: 'airlock-0.1.0',
    fetch: api.fetch,
    // A new QueryClient per client: a page reload keeps only local storage.
    queries: extra.cache
      ? createCachedQueries(createAirlockQueryClient(), localStorage)
      : undefined,
  })
}

const identity = { name: 'ada.airlock.id', avatar: 'https://a.example/ada.png' }
const profile = {
  name: 'ada.airlock.id',
  registered: 1_700_000_000,
  addresses: { '60': { address: ADDRESS } },
  attributes: [{ avatar: 'https://a.example/ada.png' }],
}
const tx = { from: '0x01', to: '0x02', data: '0x', value: '0' }
const routes = {
  'GET /v1/supported-chains': { http: ['eip155:31337'], ws: [] },
  'GET /v1/identity/*': identity,
  'GET /v1/account/*': (request: { path: string }) =>
    request.path.endsWith('/history') ? { data: [], next: null } : sampleBalances,
  'GET /v1/convert/quotes': {
    quotes: [{ id: null, fromAmount: '1', fromAccount: 'a', toAmount: '2', toAccount: 'b' }],
  },
  'GET /v1/convert/tokens': { tokens: [] },
  'GET /v1/convert/allowance': { allowance: '0' },
  'GET /v1/convert/gas-price': { standard: '1', fast: '2', instant: '3' },
  'GET /v1/convert/build-approve': { tx },
  'GET /v1/profile/account/*': profile,
  'GET /v1/profile/reverse/*': [profile],
  'GET /v1/profile/suggestions/*': {
    suggestions: [{ name: 'ada1.airlock.id', registered: false }],
  },
  'GET /v1/onramp/options': { paymentCurrencies: [], purchaseCurrencies: [] },
  'GET /v1/sessions/*': { pcis: [] },
  'POST /v1/convert/build-transaction': { tx },
  'POST /v1/fungible/price': { fungibles: [] },
  'POST /v1/profile/account': { ok: true },
  'POST /v1/generators/onrampurl': { url: 'https://pay.example/?x=1' },
  'POST /v1/onramp/quote': (() => {
    const amount = { amount: '1', currency: 'USD' }
    return {
      paymentTotal: amount,
      paymentSubtotal: amount,
      purchaseAmount: amount,
      coinbaseFee: amount,
      networkFee: amount,
      quoteId: 'q',
    }
  })(),
  'POST /v1/sessions/*': {},
}

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('blockchain API client: paths and parameters (SPEC §7)', () => {
  it('sends every GET to its path with projectId, st and sv plus its own parameters', async () => {
    const api = fakeBlockchainApi(routes)
    const c = client(api)
    await c.getSupportedChains()
    await c.getIdentity(ADDRESS)
    await c.getHistory({ account: ADDRESS, cursor: 'c2', onramp: 'coinbase', chainId: 'eip155:1' })
    await c.getBalance({ address: ADDRESS, chainId: 'eip155:31337', forceUpdate: true })
    await c.getQuotes({ amount: '10', userAddress: ADDRESS, from: 'f', to: 't', gasPrice: '7' })
    await c.getSwapTokens({ chainId: 'eip155:1' })
    await c.getAllowance({ tokenAddress: 'tok', userAddress: ADDRESS })
    await c.getGasPrice({ chainId: 'eip155:1' })
    await c.buildApprove({ userAddress: ADDRESS, from: 'f', to: 't', amount: '5' })
    await c.lookupName('ada.airlock.id')
    await c.reverseLookup(ADDRESS)
    await c.getNameSuggestions('ada', 'airlock.id')
    await c.getOnrampOptions({ country: 'DE' })
    await c.getSessions(`eip155:1:${ADDRESS}`)
    expect(api.requests.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: '/v1/supported-chains', query: SDK },
      { method: 'GET', path: `/v1/identity/${ADDRESS}`, query: SDK },
      {
        method: 'GET',
        path: `/v1/account/${ADDRESS}/history`,
        query: { ...SDK, cursor: 'c2', onramp: 'coinbase', chainId: 'eip155:1' },
      },
      {
        method: 'GET',
        path: `/v1/account/${ADDRESS}/balance`,
        query: { ...SDK, currency: 'usd', chainId: 'eip155:31337', forceUpdate: 'true' },
      },
      {
        method: 'GET',
        path: '/v1/convert/quotes',
        query: { ...SDK, amount: '10', userAddress: ADDRESS, from: 'f', to: 't', gasPrice: '7' },
      },
      { method: 'GET', path: '/v1/convert/tokens', query: { ...SDK, chainId: 'eip155:1' } },
      {
        method: 'GET',
        path: '/v1/convert/allowance',
        query: { ...SDK, tokenAddress: 'tok', userAddress: ADDRESS },
      },
      { method: 'GET', path: '/v1/convert/gas-price', query: { ...SDK, chainId: 'eip155:1' } },
      {
        method: 'GET',
        path: '/v1/convert/build-approve',
        query: { ...SDK, userAddress: ADDRESS, from: 'f', to: 't', amount: '5' },
      },
      { method: 'GET', path: '/v1/profile/account/ada.airlock.id', query: SDK },
      { method: 'GET', path: `/v1/profile/reverse/${ADDRESS}`, query: SDK },
      { method: 'GET', path: '/v1/profile/suggestions/ada', query: { ...SDK, zone: 'airlock.id' } },
      { method: 'GET', path: '/v1/onramp/options', query: { ...SDK, country: 'DE' } },
      { method: 'GET', path: `/v1/sessions/eip155:1:${ADDRESS}`, query: SDK },
    ])
    // SPEC §7: on-ramp history skips the HTTP cache; the rest use the default.
    expect(api.requests.map((request) => request.cache)[2]).toBe('no-cache')
    expect(api.requests.filter((request) => request.cache !== undefined)).toHaveLength(1)
  })

  it('posts the SPEC bodies as JSON', async () => {
    const api = fakeBlockchainApi(routes)
    const c = client(api)
    const build = {
      amount: '1',
      slippage: '1',
      from: 'f',
      to: 't',
      userAddress: ADDRESS,
      disableEstimate: true,
    }
    const register = { coin_type: 60, address: ADDRESS, message: '{}', signature: '0xsig' }
    await c.buildTransaction(build)
    await c.getFungiblePrice({ currency: 'usd', addresses: ['eip155:1:0xabc'] })
    await c.registerName(register)
    await c.generateOnrampUrl({ destinationWallets: [{ address: ADDRESS }], partnerUserId: 'u' })
    await c.getOnrampQuote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    })
    await c.revokeSession('eip155:1:0xabc', { pci: 'p1', signature: '0xs' })
    expect(api.requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/v1/convert/build-transaction', build],
      ['POST', '/v1/fungible/price', { currency: 'usd', addresses: ['eip155:1:0xabc'] }],
      ['POST', '/v1/profile/account', register],
      [
        'POST',
        '/v1/generators/onrampurl',
        { destinationWallets: [{ address: ADDRESS }], partnerUserId: 'u' },
      ],
      [
        'POST',
        '/v1/onramp/quote',
        { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
      ],
      ['POST', '/v1/sessions/eip155:1:0xabc/revoke', { pci: 'p1', signature: '0xs' }],
    ])
    expect(api.fetch.mock.calls[0]?.[1]?.headers).toEqual({ 'content-type': 'application/json' })
  })
})

describe('blockchain API client: answers and errors', () => {
  it('returns checked answers and drops a malformed balance instead of failing them all', async () => {
    const broken = { balances: [...sampleBalances.balances, { name: 'no symbol' }] }
    const c = client(fakeBlockchainApi({ 'GET /v1/account/*': broken }))
    const { balances } = await c.getBalance({ address: ADDRESS, chainId: 'eip155:31337' })
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'TUSD', 'SPAM'])
  })

  it("rejects an answer of the wrong shape with 'Something went wrong'", async () => {
    const c = client(fakeBlockchainApi({ 'GET /v1/identity/*': { name: 42 } }))
    const error = await c.getIdentity(ADDRESS).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' })
    // The cause is zod's error, naming the field that failed.
    expect(isBadAnswer(error)).toBe(true)
    expect((error as Error).cause).toMatchObject({ issues: [{ path: ['name'] }] })
    expect(isBadAnswer(new Error('x', { cause: new Error('y') }))).toBe(false)
  })

  it('maps the server messages of SPEC §8 and keeps status and body as the cause', async () => {
    const api = fakeBlockchainApi({
      'GET /v1/supported-chains': Response.json(
        { message: 'Unauthorized: invalid key' },
        { status: 401 },
      ),
      'GET /v1/convert/tokens': Response.json({ reasons: [{ description: 'x' }] }, { status: 400 }),
    })
    const c = client(api)
    await expect(c.getSupportedChains()).rejects.toThrow(
      'Invalid Project ID - update configuration',
    )
    const error = await c.getSwapTokens({ chainId: 'eip155:1' }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: 'SOMETHING_WENT_WRONG',
      cause: { status: 400, body: { reasons: [{ description: 'x' }] } },
    })
  })

  it("answers a refusal whose message is a prototype key ('constructor') with 'Something went wrong'", async () => {
    const api = fakeBlockchainApi({
      'GET /v1/supported-chains': Response.json({ message: 'constructor' }, { status: 401 }),
    })
    await expect(client(api).getSupportedChains()).rejects.toMatchObject({
      code: 'SOMETHING_WENT_WRONG',
      message: 'Something went wrong',
    })
  })

  it("rejects 'Request was aborted' when the caller aborts, before or during the call", async () => {
    const api = fakeBlockchainApi({ 'GET /v1/supported-chains': () => new Promise(() => {}) })
    const c = client(api)
    const early = new AbortController()
    early.abort()
    await expect(c.getSupportedChains({ signal: early.signal })).rejects.toThrow(
      'Request was aborted',
    )
    const late = new AbortController()
    const pending = c.getSupportedChains({ signal: late.signal })
    late.abort()
    await expect(pending).rejects.toThrow('Request was aborted')
    expect(api.fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true)
  })

  it('settles after 10 s even when the server never answers', async () => {
    vi.useFakeTimers()
    const c = client(fakeBlockchainApi({ 'GET /v1/supported-chains': () => new Promise(() => {}) }))
    const pending = c.getSupportedChains()
    const settled = vi.fn()
    pending.catch(settled)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).rejects.toThrow('Something went wrong')
  })
})

describe('blockchain API client: caches of SPEC §9', () => {
  it('serves balances for 30 s, from local storage after a reload; forceUpdate refreshes', async () => {
    vi.useFakeTimers()
    const api = fakeBlockchainApi(routes)
    const query = { address: ADDRESS, chainId: 'eip155:31337' }
    await client(api, { cache: true }).getBalance(query)
    // A new client (a reload) over the same storage: no request.
    const reloaded = client(api, { cache: true })
    expect((await reloaded.getBalance(query)).balances).toHaveLength(3)
    expect(api.to(`/v1/account/${ADDRESS}/balance`)).toHaveLength(1)
    await reloaded.getBalance({ ...query, forceUpdate: true })
    expect(api.to(`/v1/account/${ADDRESS}/balance`)).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(29_999)
    await reloaded.getBalance(query)
    expect(api.to(`/v1/account/${ADDRESS}/balance`)).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    await reloaded.getBalance(query)
    expect(api.to(`/v1/account/${ADDRESS}/balance`)).toHaveLength(3)
    // Another network is another entry.
    await reloaded.getBalance({ ...query, chainId: 'eip155:1' })
    expect(api.to(`/v1/account/${ADDRESS}/balance`)).toHaveLength(4)
  })

  it('keeps identity and names for 5 minutes; a registration drops the address entries', async () => {
    vi.useFakeTimers()
    const api = fakeBlockchainApi(routes)
    const c = client(api, { cache: true })
    await c.getIdentity(ADDRESS)
    await c.reverseLookup(ADDRESS.toUpperCase().replace('0X', '0x'))
    await c.lookupName('ada.airlock.id')
    await vi.advanceTimersByTimeAsync(299_999)
    await c.getIdentity(ADDRESS)
    await c.reverseLookup(ADDRESS)
    await c.lookupName('ADA.airlock.id')
    expect(api.requests).toHaveLength(3)
    await c.registerName({ coin_type: 60, address: ADDRESS, message: '{}', signature: '0x' })
    await c.reverseLookup(ADDRESS)
    await c.getIdentity(ADDRESS)
    expect(api.requests).toHaveLength(6)
    await vi.advanceTimersByTimeAsync(1)
    await c.lookupName('ada.airlock.id')
    expect(api.requests).toHaveLength(7)
  })

  it('sends one request for callers that ask while it runs', async () => {
    const api = fakeBlockchainApi(routes)
    const c = client(api, { cache: true })
    const query = { address: ADDRESS, chainId: 'eip155:31337' }
    const [first, second] = await Promise.all([c.getBalance(query), c.getBalance(query)])
    expect(second).toBe(first)
    await Promise.all([c.getIdentity(ADDRESS), c.getIdentity(ADDRESS.toLowerCase())])
    expect(api.requests).toHaveLength(2)
  })

  it('drops a stored answer that no longer passes its schema, and asks again', async () => {
    const api = fakeBlockchainApi(routes)
    await client(api, { cache: true }).getIdentity(ADDRESS)
    const key = `@airlock/cache/identity/${ADDRESS}`
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
    localStorage.setItem(key, JSON.stringify({ ...stored, data: { name: 42, avatar: null } }))
    await expect(client(api, { cache: true }).getIdentity(ADDRESS)).resolves.toEqual(identity)
    expect(api.requests).toHaveLength(2)
  })

  it('does not cache a failed answer', async () => {
    const api = fakeBlockchainApi({ 'GET /v1/identity/*': Response.json({}, { status: 500 }) })
    const c = client(api, { cache: true })
    await expect(c.getIdentity(ADDRESS)).rejects.toThrow('Something went wrong')
    api.route('GET /v1/identity/*', identity)
    await expect(c.getIdentity(ADDRESS)).resolves.toEqual(identity)
    expect(api.requests).toHaveLength(2)
  })
})
