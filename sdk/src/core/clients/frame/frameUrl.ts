import { AirlockError } from '@airlock/protocol'

export interface FrameUrlParameters {
  /** Where the secure site is served, e.g. `https://wallet.example.com` (a path prefix is kept). */
  secureSiteUrl: string
  projectId: string
  chainId?: number | string | undefined
  version: string
  enableLogger?: boolean | undefined
}

/**
 * The origin the bus posts to and accepts replies from. Only http(s) URLs are
 * taken: `data:` or `blob:` URLs have an opaque origin ('null') that would make
 * the origin check meaningless.
 */
export function secureSiteOrigin(secureSiteUrl: string): string {
  let url: URL
  try {
    url = new URL(secureSiteUrl)
  } catch (cause) {
    throw new AirlockError('INVALID_APP_CONFIGURATION', { cause })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AirlockError('INVALID_APP_CONFIGURATION', {
      cause: new TypeError(`secureSiteUrl must be an http(s) URL, got ${url.protocol}`),
    })
  }
  return url.origin
}

/** `<secure site>/sdk?projectId=…&chainId=…&version=…&enableLogger=…` (PROTOCOL.md › Lifecycle). */
export function frameUrl({
  secureSiteUrl,
  projectId,
  chainId,
  version,
  enableLogger,
}: FrameUrlParameters): string {
  secureSiteOrigin(secureSiteUrl)
  const url = new URL(secureSiteUrl)
  // Keep a deployment path prefix (`https://host/airlock` → `/airlock/sdk`); drop any query or hash.
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/sdk`
  url.search = ''
  url.hash = ''
  url.searchParams.set('projectId', projectId)
  if (chainId !== undefined) url.searchParams.set('chainId', String(chainId))
  url.searchParams.set('version', version)
  if (enableLogger !== undefined) url.searchParams.set('enableLogger', String(enableLogger))
  return url.toString()
}
