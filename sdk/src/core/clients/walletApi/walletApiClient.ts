import { AirlockError } from '@airlock/protocol'
import type { GetWalletsParameters, GetWalletsReturnType, ImageKind, WalletListItem } from './types'

export interface WalletApiClientOptions {
  /** The wallet API's base URL (`https://wallets.example.com`); a path prefix is kept. */
  baseUrl: string
  projectId: string
  /** SDK type and version, sent as `st` / `sv` on every call. */
  sdkType: string
  sdkVersion: string
  /** Injected in tests; the global `fetch` otherwise, looked up at call time. */
  fetch?: typeof fetch | undefined
}

export interface WalletApiClient {
  getWallets(parameters: GetWalletsParameters, signal?: AbortSignal): Promise<GetWalletsReturnType>
  /** The URL of an image (usable as an `<img src>`), with projectId / st / sv. */
  imageUrl(kind: ImageKind, id: string): string
  getWalletImageUrl(id: string): string
  /** Fetches an image as a blob; rejects on HTTP errors or abort. */
  getImage(kind: ImageKind, id: string, signal?: AbortSignal): Promise<Blob>
  getWalletImage(id: string, signal?: AbortSignal): Promise<Blob>
  getAssetImage(id: string, signal?: AbortSignal): Promise<Blob>
  getCurrencyImage(id: string, signal?: AbortSignal): Promise<Blob>
  getTokenImage(id: string, signal?: AbortSignal): Promise<Blob>
  /** The project's allowed origins; `[]` on any failure (SPEC §7). */
  getAllowedOrigins(signal?: AbortSignal): Promise<string[]>
  /** Whether the project has analytics on; false on any failure (SPEC §7). */
  getAnalyticsConfig(signal?: AbortSignal): Promise<boolean>
}

const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: '/getWalletImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null

/** One list item, or undefined when the server sent something unusable (dropped, not thrown). */
export function parseWalletListItem(value: unknown): WalletListItem | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return
  if (!value.id) return
  const chains = Array.isArray(value.chains)
    ? value.chains.filter((chain): chain is string => typeof chain === 'string')
    : []
  return {
    id: value.id,
    name: value.name,
    image_id: stringOrNull(value.image_id),
    chains,
    rdns: stringOrNull(value.rdns),
    mobile_link: stringOrNull(value.mobile_link),
    desktop_link: stringOrNull(value.desktop_link),
    webapp_link: stringOrNull(value.webapp_link),
  }
}

const failed = (what: string, cause?: unknown) =>
  new AirlockError('SOMETHING_WENT_WRONG', { cause: cause ?? new Error(what) })

/** The wallet API of SPEC §7. Touches nothing until a method is called. */
export function createWalletApiClient(options: WalletApiClientOptions): WalletApiClient {
  const base = options.baseUrl.replace(/\/+$/, '')

  function url(path: string, params: Record<string, string | undefined> = {}): string {
    const query = new URLSearchParams({
      projectId: options.projectId,
      st: options.sdkType,
      sv: options.sdkVersion,
    })
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== '') query.set(key, value)
    }
    return `${base}${path}?${query}`
  }

  // GET with no custom headers: a "simple" CORS request, so no preflight per call.
  async function get(target: string, signal?: AbortSignal): Promise<Response> {
    const doFetch = options.fetch ?? globalThis.fetch
    const response = await doFetch(target, { method: 'GET', signal })
    if (!response.ok) throw failed(`wallet API answered ${response.status}`)
    return response
  }

  async function getJson(target: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const body: unknown = await (await get(target, signal)).json()
    if (!isRecord(body)) throw failed('wallet API sent no object')
    return body
  }

  const join = (ids: readonly string[] | undefined) => (ids?.length ? ids.join(',') : undefined)
  const imageUrl = (kind: ImageKind, id: string) =>
    url(`${IMAGE_PATHS[kind]}${encodeURIComponent(id)}`)
  const getImage = async (kind: ImageKind, id: string, signal?: AbortSignal) =>
    (await get(imageUrl(kind, id), signal)).blob()

  return {
    async getWallets(parameters, signal) {
      const body = await getJson(
        url('/getWallets', {
          page: String(parameters.page),
          entries: String(parameters.entries),
          search: parameters.search?.trim(),
          badge_type: parameters.badge_type,
          include: join(parameters.include),
          exclude: join(parameters.exclude),
          chains: join(parameters.chains),
        }),
        signal,
      )
      if (!Array.isArray(body.data)) throw failed('wallet API sent no data')
      const data = body.data.flatMap((item) => parseWalletListItem(item) ?? [])
      const count = typeof body.count === 'number' && body.count >= 0 ? body.count : data.length
      return { data, count }
    },
    imageUrl,
    getWalletImageUrl: (id) => imageUrl('wallet', id),
    getImage,
    getWalletImage: (id, signal) => getImage('wallet', id, signal),
    getAssetImage: (id, signal) => getImage('asset', id, signal),
    getCurrencyImage: (id, signal) => getImage('currency', id, signal),
    getTokenImage: (id, signal) => getImage('token', id, signal),
    async getAllowedOrigins(signal) {
      try {
        const { allowedOrigins } = await getJson(url('/projects/v1/origins'), signal)
        return Array.isArray(allowedOrigins)
          ? allowedOrigins.filter((origin): origin is string => typeof origin === 'string')
          : []
      } catch {
        return []
      }
    },
    async getAnalyticsConfig(signal) {
      try {
        const { isAnalyticsEnabled } = await getJson(url('/getAnalyticsConfig'), signal)
        return isAnalyticsEnabled === true
      } catch {
        return false
      }
    },
  }
}
