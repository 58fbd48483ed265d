/**
 * Test double of the blockchain data API over a stubbed `fetch`: routes keyed
 * by "METHOD /path" (a trailing `*` matches any rest), each answering JSON or a
 * Response. Records every request. Tests only.
 */
import { vi } from 'vitest'

export const BLOCKCHAIN_API_URL = 'https://rpc.blockchain.example'

export interface FakeRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  cache: RequestCache | undefined
}

/** A JSON body (status 200), a Response, or a function of the request returning either. */
export type FakeRoute = unknown | ((request: FakeRequest) => unknown)

export function fakeBlockchainApi(routes: Record<string, FakeRoute> = {}) {
  const requests: FakeRequest[] = []
  const table = { ...routes }

  function match(method: string, path: string): FakeRoute | undefined {
    const exact = table[`${method} ${path}`]
    if (exact !== undefined) return exact
    const wildcard = Object.keys(table).find((key) => {
      const [routeMethod, routePath = ''] = key.split(' ')
      return (
        routeMethod === method && routePath.endsWith('*') && path.startsWith(routePath.slice(0, -1))
      )
    })
    return wildcard === undefined ? undefined : table[wildcard]
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: decodeURIComponent(url.pathname),
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      cache: init?.cache,
    }
    requests.push(request)
    const route = match(request.method, request.path)
    if (route === undefined) return Response.json({ message: 'not found' }, { status: 404 })
    const answer = typeof route === 'function' ? await route(request) : route
    return answer instanceof Response ? answer : Response.json(answer)
  })

  return {
    fetch,
    requests,
    /** Adds or replaces a route. */
    route(key: string, answer: FakeRoute) {
      table[key] = answer
    },
    /** Requests to `path` (exact), in order. */
    to: (path: string) => requests.filter((request) => request.path === path),
    /** Replaces the global fetch with this double (vi.unstubAllGlobals restores it). */
    stubGlobal() {
      vi.stubGlobal('fetch', fetch)
    },
  }
}

export type FakeBlockchainApi = ReturnType<typeof fakeBlockchainApi>

/** A realistic balances answer: native ETH and one ERC-20 on anvil, plus a zero-decimals junk token. */
export const sampleBalances = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      value: 3000.5,
      price: 3000,
      quantity: { decimals: '18', numeric: '1.000166666' },
      iconUrl: 'https://icons.example/eth.png',
    },
    {
      name: 'Test USD',
      symbol: 'TUSD',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
      value: 12.345,
      price: 1,
      quantity: { decimals: '6', numeric: '12.345' },
      iconUrl: 'https://icons.example/tusd.png',
    },
    {
      name: 'Airdrop',
      symbol: 'SPAM',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0x0000000000000000000000000000000000000bad',
      value: 0,
      price: 0,
      quantity: { decimals: '0', numeric: '1000000' },
      iconUrl: '',
    },
  ],
}
