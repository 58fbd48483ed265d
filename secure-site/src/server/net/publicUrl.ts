/**
 * Vets a URL a stranger gave us before the server fetches it: https only, no
 * credentials, and a host whose every address is public. The URL parser normalises
 * the host first (`2130706433`, `0x7f.1` and `127.1` all become 127.0.0.1), then the
 * addresses are checked: an IP literal as itself, a name as all that DNS returns. The
 * addresses checked are the ones the connection will use (outboundFetch pins them), so
 * a name that re-resolves elsewhere later (DNS rebinding) changes nothing.
 */

import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { SiteError } from '../../shared/siteError'
import { type AddressKind, classifyAddress } from './publicAddress'

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

/** Every address of a host name, as getaddrinfo gives them; tests inject their own. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>

export const systemResolver: HostResolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true })
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }))
}

export type UrlRefusal = 'not-a-url' | 'credentials' | 'scheme' | 'unresolvable' | 'address'

/** Why a URL was refused; callers answer with one message whatever the reason. */
export class UrlRefusedError extends SiteError<UrlRefusal> {
  override readonly name = 'UrlRefusedError'
  constructor(
    readonly reason: UrlRefusal,
    detail: string,
  ) {
    super(reason, `${reason}: ${detail}`)
  }
}

export interface VettedUrl {
  /** The normalised URL to fetch. */
  href: string
  origin: string
  /** The host as the connection names it (brackets stripped from IPv6 literals). */
  hostname: string
  /** The checked addresses the connection must go to. */
  addresses: ResolvedAddress[]
}

export interface VetOptions {
  /** Development (AIRLOCK_DEV=1): loopback addresses are taken too, over http or https. */
  allowLoopback: boolean
  resolve?: HostResolver
  /** A resolver that does not answer within this is treated as a failed lookup. */
  timeoutMs: number
}

export async function vetPublicUrl(text: string, options: VetOptions): Promise<VettedUrl> {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new UrlRefusedError('not-a-url', 'does not parse')
  }
  if (url.username || url.password) throw new UrlRefusedError('credentials', url.origin)
  if (url.protocol !== 'https:' && !(options.allowLoopback && url.protocol === 'http:')) {
    throw new UrlRefusedError('scheme', url.protocol)
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const addresses =
    isIP(hostname) !== 0
      ? [{ address: hostname, family: isIP(hostname) === 6 ? 6 : 4 } as ResolvedAddress]
      : await resolveWithin(hostname, options.resolve ?? systemResolver, options.timeoutMs)
  if (addresses.length === 0) throw new UrlRefusedError('unresolvable', hostname)
  const kinds = addresses.map(({ address }) => classifyAddress(address))
  const allowed = (kind: AddressKind) =>
    kind === 'public' || (options.allowLoopback && kind === 'loopback')
  const refused = addresses.find((_, index) => !allowed(kinds[index] ?? 'invalid'))
  if (refused) throw new UrlRefusedError('address', `${hostname} → ${refused.address}`)
  // Plain http is a development convenience for a node on this machine, nothing else.
  if (url.protocol === 'http:' && kinds.some((kind) => kind !== 'loopback')) {
    throw new UrlRefusedError('scheme', url.protocol)
  }
  return { href: url.href, origin: url.origin, hostname, addresses }
}

async function resolveWithin(
  hostname: string,
  resolve: HostResolver,
  timeoutMs: number,
): Promise<ResolvedAddress[]> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UrlRefusedError('unresolvable', `${hostname}: lookup timed out`)),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([resolve(hostname), deadline])
  } catch (error) {
    if (error instanceof UrlRefusedError) throw error
    throw new UrlRefusedError('unresolvable', hostname)
  } finally {
    clearTimeout(timer)
  }
}
