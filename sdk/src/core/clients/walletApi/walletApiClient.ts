import { AirlockError } from '@airlock/protocol'
import * as z from 'zod/mini'
import type { GetWalletsParameters, GetWalletsReturnType, ImageKind } from './types'
import { allowedOriginsSchema, analyticsConfigSchema, walletListSchema } from './walletApiSchemas'

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

  async function getJson<T extends z.ZodMiniType>(
    schema: T,
    target: string,
    signal?: AbortSignal,
  ): Promise<z.output<T>> {
    const body: unknown = await (await get(target, signal)).json()
    const checked = z.safeParse(schema, body)
    if (!checked.success)
      throw failed('wallet API sent an answer of the wrong shape', checked.error)
    return checked.data
  }

  const join = (ids: readonly string[] | undefined) => (ids?.length ? ids.join(',') : undefined)
  const imageUrl = (kind: ImageKind, id: string) =>
    url(`${IMAGE_PATHS[kind]}${encodeURIComponent(id)}`)
  const getImage = async (kind: ImageKind, id: string, signal?: AbortSignal) =>
    (await get(imageUrl(kind, id), signal)).blob()

  return {
    async getWallets(parameters, signal) {
      const { data, count } = await getJson(
        walletListSchema,
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
      return { data, count: count ?? data.length }
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
        const { allowedOrigins } = await getJson(
          allowedOriginsSchema,
          url('/projects/v1/origins'),
          signal,
        )
        return allowedOrigins
      } catch {
        return []
      }
    },
    async getAnalyticsConfig(signal) {
      try {
        const { isAnalyticsEnabled } = await getJson(
          analyticsConfigSchema,
          url('/getAnalyticsConfig'),
          signal,
        )
        return isAnalyticsEnabled
      } catch {
        return false
      }
    },
  }
}
