/**
 * The allowed-origin rule of PROTOCOL.md › Origins. The frame checks its
 * ancestor with isAllowedOrigin; the server renders the same allowlist as a CSP
 * header with cspFrameAncestors. This file is the one home of that rule.
 *
 * Pattern grammar: `[http|https://]host[:port|:*]`, where host is dot-separated
 * ASCII labels and the leftmost label may be `*` (exactly one label).
 */

/**
 * Allowed on top of a project's configured origins unless the project turns them off
 * (`defaultOrigins: false`, recommended in production: they let any free hosting
 * account embed the frame).
 */
export const DEFAULT_ALLOWED_ORIGINS = [
  'localhost:*',
  '127.0.0.1:*',
  '*.pages.dev',
  '*.vercel.app',
  '*.ngrok-free.app',
] as const

/** Origins and patterns longer than this are refused unparsed (hostnames stop at 253). */
const MAX_ORIGIN_LENGTH = 512

/** One DNS label as the URL parser hands it over: lowercase ASCII, so no look-alike passes. */
const LABEL = /^[a-z0-9-]{1,63}$/
/** A label an operator may write in a pattern: also no leading or trailing hyphen. */
const PATTERN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const PATTERN = /^(?:(https?):\/\/)?([^:/]+)(?::(\*|[0-9]{1,5}))?$/

/** Printable ASCII: a browser serializes origins in ASCII, so anything else is not one. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/

/** Hosts that may also be reached over plain http when a pattern names no scheme. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1'])

const DEFAULT_PORTS = { http: '80', https: '443' } as const

type Scheme = keyof typeof DEFAULT_PORTS

interface OriginPattern {
  /** undefined: https, plus http for loopback hosts */
  scheme: Scheme | undefined
  /** true when the leftmost label is `*`; `host` is then what follows `*.` */
  wildcard: boolean
  host: string
  /** '*' for any port, undefined for the scheme's default port only */
  port: string | undefined
}

interface ParsedOrigin {
  scheme: Scheme
  host: string
  /** always explicit: the default port is filled in */
  port: string
}

function parsePattern(pattern: unknown): OriginPattern | undefined {
  if (typeof pattern !== 'string' || pattern.length > MAX_ORIGIN_LENGTH) return undefined
  // Patterns are ASCII: an operator with an internationalised domain writes its punycode form.
  // Checked before lowercasing, which turns U+212A KELVIN SIGN into an ASCII 'k'.
  if (!PRINTABLE_ASCII.test(pattern)) return undefined
  const match = PATTERN.exec(pattern.toLowerCase())
  if (!match) return undefined
  const [, scheme, hostPattern = '', port] = match
  if (port !== undefined && port !== '*' && !isPortNumber(port)) return undefined
  const wildcard = hostPattern.startsWith('*.')
  const host = wildcard ? hostPattern.slice(2) : hostPattern
  const labels = host.split('.')
  if (host.length > 253 || !labels.every((label) => PATTERN_LABEL.test(label))) return undefined
  // `*.com` would hand the frame to every .com site: a wildcard needs two labels below it.
  if (wildcard && labels.length < 2) return undefined
  // The host must be what the URL parser makes of it, or it could never match
  // (`1.2.3` becomes `1.2.0.3`, `0x7f.1` becomes `127.0.0.1`); with a wildcard
  // that holds for a name under it, which rules out wildcards over IP addresses.
  const probe = wildcard ? `a.${host}` : host
  if (canonicalHost(probe) !== probe) return undefined
  return {
    scheme: scheme === 'http' || scheme === 'https' ? scheme : undefined,
    wildcard,
    host,
    port,
  }
}

function isPortNumber(port: string): boolean {
  const value = Number(port)
  return Number.isInteger(value) && value >= 1 && value <= 65_535 && String(value) === port
}

function canonicalHost(host: string): string | undefined {
  try {
    return new URL(`https://${host}`).hostname
  } catch {
    return undefined
  }
}

/**
 * Parses a serialized origin strictly: it must be exactly `scheme://host[:port]`
 * as a browser writes it (`event.origin`, `location.ancestorOrigins`), so paths,
 * queries, userinfo, default ports and unicode hosts are all refused. Only the
 * case may differ: hostnames compare case-insensitively.
 */
function parseOrigin(origin: unknown): ParsedOrigin | undefined {
  if (typeof origin !== 'string' || origin.length > MAX_ORIGIN_LENGTH) return undefined
  // Before lowercasing: toLowerCase maps some non-ASCII letters (U+212A KELVIN SIGN) to ASCII ones.
  if (!PRINTABLE_ASCII.test(origin)) return undefined
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return undefined
  }
  // url.origin has no path, query, userinfo or default port, and is 'null' for
  // opaque origins: equality refuses all of those at once.
  if (url.origin !== origin.toLowerCase()) return undefined
  const scheme = url.protocol.slice(0, -1)
  if (scheme !== 'http' && scheme !== 'https') return undefined
  // The hostname is the parser's ASCII (punycode) form; LABEL keeps it to [a-z0-9-].
  if (!url.hostname.split('.').every((label) => LABEL.test(label))) return undefined
  return { scheme, host: url.hostname, port: url.port || DEFAULT_PORTS[scheme] }
}

function matches(origin: ParsedOrigin, pattern: OriginPattern): boolean {
  if (pattern.wildcard) {
    const suffix = `.${pattern.host}`
    if (!origin.host.endsWith(suffix)) return false
    // Exactly one label in place of `*`: no dot, not empty.
    if (!LABEL.test(origin.host.slice(0, -suffix.length))) return false
  } else if (origin.host !== pattern.host) {
    return false
  }
  const schemeAllowed =
    pattern.scheme === undefined
      ? origin.scheme === 'https' || LOOPBACK_HOSTS.has(origin.host)
      : origin.scheme === pattern.scheme
  if (!schemeAllowed) return false
  if (pattern.port === '*') return true
  return origin.port === (pattern.port ?? DEFAULT_PORTS[origin.scheme])
}

/** Whether a configured pattern is well formed; malformed ones never match anything. */
export function isValidOriginPattern(pattern: unknown): boolean {
  return parsePattern(pattern) !== undefined
}

/** Whether `origin` (a serialized origin) matches the one `pattern`. */
export function matchOriginPattern(origin: unknown, pattern: unknown): boolean {
  const parsedOrigin = parseOrigin(origin)
  const parsedPattern = parsePattern(pattern)
  return parsedOrigin !== undefined && parsedPattern !== undefined
    ? matches(parsedOrigin, parsedPattern)
    : false
}

/** Whether the protocol's default origins join a project's own; true unless it says false. */
export interface AllowlistOptions {
  defaultOrigins?: boolean
}

/**
 * The allowlist of a project: its configured patterns, then the defaults (unless
 * `defaultOrigins` is false), without repeats.
 */
export function allowedOriginsFor(
  patterns: readonly string[],
  options: AllowlistOptions = {},
): string[] {
  // Configured origins come from storage or an API: drop anything that is not a string.
  const configured: readonly unknown[] = Array.isArray(patterns) ? patterns : []
  const strings = configured.filter((pattern): pattern is string => typeof pattern === 'string')
  const defaults = options.defaultOrigins === false ? [] : DEFAULT_ALLOWED_ORIGINS
  return [...new Set([...strings, ...defaults])]
}

/** Whether `origin` may embed the frame: it matches a configured pattern or, unless turned off, a default. */
export function isAllowedOrigin(
  origin: unknown,
  patterns: readonly string[],
  options: AllowlistOptions = {},
): boolean {
  const parsedOrigin = parseOrigin(origin)
  if (parsedOrigin === undefined) return false
  return allowedOriginsFor(patterns, options).some((pattern) => {
    const parsedPattern = parsePattern(pattern)
    return parsedPattern !== undefined && matches(parsedOrigin, parsedPattern)
  })
}

/**
 * The allowlist as a CSP `frame-ancestors` source list. Only valid patterns are
 * rendered, so a configured value can never inject another directive.
 *
 * CSP's `*.` in a host-source matches any number of labels (`a.b.vercel.app`
 * passes `https://*.vercel.app`), which is looser than our one-label rule: the
 * header is the first fence, and the runtime check in the frame
 * (isAllowedOrigin) stays the authority.
 */
export function cspFrameAncestors(
  patterns: readonly string[],
  options: AllowlistOptions = {},
): string {
  const sources = allowedOriginsFor(patterns, options).flatMap((raw) => {
    const pattern = parsePattern(raw)
    if (pattern === undefined) return []
    const host = `${pattern.wildcard ? '*.' : ''}${pattern.host}${pattern.port ? `:${pattern.port}` : ''}`
    if (pattern.scheme !== undefined) return [`${pattern.scheme}://${host}`]
    return LOOPBACK_HOSTS.has(pattern.host)
      ? [`http://${host}`, `https://${host}`]
      : [`https://${host}`]
  })
  return [...new Set(sources)].join(' ')
}
