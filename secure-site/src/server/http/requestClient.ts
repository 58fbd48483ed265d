/**
 * The rate-limit key of the client behind a request: its IP as the configured proxies
 * vouch for it (clientIp/), or the shared UNKNOWN_CLIENT bucket, with one loud warning
 * per process, when nothing tells (a server other than scripts/start.mjs and no
 * AIRLOCK_TRUSTED_PROXIES).
 */
import { clientIp, clientKey, UNKNOWN_CLIENT } from '../clientIp/clientIp'
import type { AirlockConfig } from '../config/env'

let warned = false

export function requestClient(
  headers: Pick<Headers, 'get'>,
  config: Pick<AirlockConfig, 'trustedProxies'>,
  warn: (message: string) => void = console.warn,
): string {
  const key = clientKey(clientIp(headers, config.trustedProxies))
  if (key === UNKNOWN_CLIENT && !warned) {
    warned = true
    warn(
      '[airlock] The client IP of a request is unknown, so all such requests share one ' +
        'rate-limit bucket. Run the site with `pnpm start` (scripts/start.mjs), or set ' +
        'AIRLOCK_TRUSTED_PROXIES to the proxy in front of it (infra/ENV.md).',
    )
  }
  return key
}

/** What a use case knows of the request beyond its body. */
export interface RequestMeta {
  /** The rate-limit key of the client. */
  client: string
  userAgent: string | null
  /**
   * The RFC 7638 thumbprint of the device key that proved a sign-in request
   * (deviceProof.ts signInMeta): the key the new session is bound to.
   */
  deviceKey?: string
}

export function requestMeta(
  request: { headers: Pick<Headers, 'get'> },
  config: Pick<AirlockConfig, 'trustedProxies'>,
): RequestMeta {
  return {
    client: requestClient(request.headers, config),
    userAgent: request.headers.get('user-agent'),
  }
}
