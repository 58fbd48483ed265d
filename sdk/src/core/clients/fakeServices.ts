/**
 * Test double of the third-party services over a stubbed global `fetch`: the
 * wallet API (getWallets over a fake catalogue, images, analytics config) and
 * the analytics sink. Tests only.
 */
import { vi } from 'vitest'
import { answer, fakeWallets } from './walletApi/fakeWalletApi'

export const fakeApiUrls = {
  walletApi: 'https://wallets.example',
  analytics: 'https://pulse.example',
}

export interface FakeServicesOptions {
  /** What `/e` answers; default 204. */
  analyticsStatus?: number
  /** `isAnalyticsEnabled` of `/getAnalyticsConfig`; default true. */
  analyticsEnabled?: boolean
  walletCount?: number
  /** `allowedOrigins` of `/projects/v1/origins`; default [] (no allowlist configured). */
  allowedOrigins?: string[]
}

export function stubServices(options: FakeServicesOptions = {}) {
  const wallets = fakeWallets(options.walletCount ?? 10)
  /** `props` of every event the sink received. */
  const events: Record<string, unknown>[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    if (url.pathname === '/getAnalyticsConfig') {
      return Response.json({ isAnalyticsEnabled: options.analyticsEnabled ?? true })
    }
    if (url.pathname === '/projects/v1/origins') {
      return Response.json({ allowedOrigins: options.allowedOrigins ?? [] })
    }
    if (url.pathname === '/getWallets') {
      const list = (key: string) => url.searchParams.get(key)?.split(',')
      const number = (key: string) => Number(url.searchParams.get(key))
      const query = {
        page: number('page'),
        entries: number('entries'),
        include: list('include'),
        exclude: list('exclude'),
        search: url.searchParams.get('search') ?? undefined,
      }
      return Response.json(answer(wallets, query))
    }
    if (url.pathname.startsWith('/getWalletImage/')) return new Response('<svg/>')
    if (url.pathname === '/e') events.push(JSON.parse(String(init?.body)).props)
    return new Response(null, {
      status: url.pathname === '/e' ? (options.analyticsStatus ?? 204) : 404,
    })
  })
  vi.stubGlobal('fetch', fetch)
  /** Paths requested, in order, without the image requests and the one allowlist check. */
  const paths = () =>
    fetch.mock.calls
      .map((call) => new URL(String(call[0])).pathname)
      .filter((path) => !path.startsWith('/getWalletImage/') && path !== '/projects/v1/origins')
  return { fetch, events, paths }
}
