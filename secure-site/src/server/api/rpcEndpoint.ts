/**
 * Which JSON-RPC endpoint a chain's calls go to: the operator's AIRLOCK_CHAINS entry
 * when there is one; otherwise the URL the host sent, but only a public https URL
 * (plain http and IP literals only on loopback outside production), so a dapp cannot
 * point the server at addresses inside its network.
 */
import { ErrorCatalogue } from '@airlock/protocol'
import { HttpError } from './http'

export const RPC_URL_REFUSED = 'RPC URL not allowed: use a public https endpoint'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/

export function resolveRpcUrl(
  chains: Readonly<Record<string, string>>,
  caip2: string,
  hostUrl: string | undefined,
  production: boolean = process.env.NODE_ENV === 'production',
): string {
  const configured = chains[caip2]
  if (configured) return configured
  if (!hostUrl) throw new HttpError(400, ErrorCatalogue.CHAIN_NOT_SUPPORTED)
  let url: URL
  try {
    url = new URL(hostUrl)
  } catch {
    throw new HttpError(400, RPC_URL_REFUSED)
  }
  if (url.username || url.password) throw new HttpError(400, RPC_URL_REFUSED)
  const loopback = LOOPBACK.has(url.hostname)
  if (loopback) {
    if (production) throw new HttpError(400, RPC_URL_REFUSED)
    return url.href
  }
  const ipLiteral =
    IPV4.test(url.hostname) || url.hostname.startsWith('[') || !url.hostname.includes('.')
  if (url.protocol !== 'https:' || ipLiteral || url.hostname.endsWith('.localhost')) {
    throw new HttpError(400, RPC_URL_REFUSED)
  }
  return url.href
}
