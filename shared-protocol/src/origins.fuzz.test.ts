/**
 * Fuzzing of the origin rule (PROTOCOL.md › Origins) against its own statement: one
 * label per `*`, scheme and port exactly as the pattern says, no match past the end of
 * an allowed host, and nothing the URL parser would write differently. 10 000 cases a
 * property, every run.
 */
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { isAllowedOrigin, isValidOriginPattern, matchOriginPattern } from './origins'

const RUNS = { numRuns: 10_000 }
/** A ceiling for a shared, busy machine; the suite asserts no time. */
const FUZZ_TEST_TIMEOUT_MS = 300_000

/**
 * A plain comparison instead of expect() in the hot loop (expect costs more than the
 * code under test); fast-check prints the failing case beside this message.
 */
function same(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error(`${what}: got ${String(actual)}, not ${expected}`)
}

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz']
const LABEL_CHARS = [...LETTERS, ...'0123456789']
/** A DNS label as a real host has it: letters, digits, inner hyphens (no `xn--`: rarely punycode). */
const label = fc
  .tuple(
    fc.constantFrom(...LABEL_CHARS),
    fc.string({ unit: fc.constantFrom(...LABEL_CHARS, '-'), maxLength: 61 }),
    fc.constantFrom(...LABEL_CHARS),
  )
  .map(([first, middle, last]) => (middle.length === 0 ? first : `${first}${middle}${last}`))
  .filter((l) => !l.startsWith('xn--'))
/** A top-level label: starts with a letter, so the URL parser never reads the host as IPv4. */
const tld = fc
  .tuple(
    fc.constantFrom(...LETTERS),
    fc.string({ unit: fc.constantFrom(...LABEL_CHARS), minLength: 1, maxLength: 8 }),
  )
  .map(([first, rest]) => first + rest)
/** A name of two to four labels; never a loopback name. */
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([labels, top]) => [...labels, top].join('.'))
  .filter((host) => host.length <= 200)
const scheme = fc.constantFrom('http', 'https')
const DEFAULT_PORT = { http: 80, https: 443 } as const
const port = fc.integer({ min: 1, max: 65_535 })
/** A port as a pattern may name it: none (the scheme's default), any, or one. */
const patternPort = fc.oneof(fc.constant(undefined), fc.constant('*' as const), port)
const WILDCARD_DEFAULTS = ['pages.dev', 'vercel.app', 'ngrok-free.app'] as const
const defaultChild = fc
  .tuple(label, fc.constantFrom(...WILDCARD_DEFAULTS))
  .map(([l, parent]) => `${l}.${parent}`)

/** An origin as a browser serializes it: never the scheme's default port. */
function origin(s: 'http' | 'https', host: string, p: number | undefined): string {
  return p === undefined || p === DEFAULT_PORT[s] ? `${s}://${host}` : `${s}://${host}:${p}`
}

/** Flips the case of each letter at random: hosts and schemes compare case-insensitively. */
const recased = (value: string) =>
  fc
    .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
    .map((flips) =>
      [...value].map((c, i) => (flips[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
    )

describe('origin fuzzing: `*` is exactly one label', { timeout: FUZZ_TEST_TIMEOUT_MS }, () => {
  it('`*.<parent>` takes one label in front of the parent, never a dotted run of them, never the parent', () => {
    fc.assert(
      fc.property(domain, fc.array(label, { minLength: 1, maxLength: 4 }), (parent, prefix) => {
        const pattern = `*.${parent}`
        same(isValidOriginPattern(pattern), true, 'pattern is valid')
        const host = `${prefix.join('.')}.${parent}`
        fc.pre(host.length <= 253)
        same(matchOriginPattern(`https://${host}`, pattern), prefix.length === 1, 'one label')
        same(matchOriginPattern(`https://${parent}`, pattern), false, 'the parent itself')
        same(matchOriginPattern(`https://${prefix.join('')}${parent}`, pattern), false, 'glued')
      }),
      RUNS,
    )
  })

  it('an allowed host with more labels after it (`x.vercel.app.evil.com`) is never allowed', () => {
    fc.assert(
      fc.property(
        defaultChild,
        fc.array(label, { maxLength: 2 }),
        tld,
        scheme,
        fc.option(port, { nil: undefined }),
        (allowedHost, middle, top, s, p) => {
          // Every way a project could name that host, on top of the defaults.
          const patterns = [`https://${allowedHost}`, `${allowedHost}:*`, `*.${allowedHost}`]
          same(isAllowedOrigin(`https://${allowedHost}`, []), true, 'the host itself')
          const longer = [allowedHost, ...middle, top].join('.')
          same(isAllowedOrigin(origin(s, longer, p), patterns), false, 'a longer host')
        },
      ),
      RUNS,
    )
  })
})

describe('origin fuzzing: scheme and port are what the pattern says', {
  timeout: FUZZ_TEST_TIMEOUT_MS,
}, () => {
  it('a literal host matches only its scheme (https when unnamed) and its port (the default unless `:N` or `:*`)', () => {
    fc.assert(
      fc.property(
        domain,
        fc.option(scheme, { nil: undefined }),
        patternPort,
        scheme,
        fc.option(port, { nil: undefined }),
        (host, ps, pp, os, op) => {
          const pattern = `${ps ? `${ps}://` : ''}${host}${pp === undefined ? '' : `:${pp}`}`
          same(isValidOriginPattern(pattern), true, 'pattern is valid')
          const schemeOk = os === (ps ?? 'https')
          const portOk = pp === '*' || (op ?? DEFAULT_PORT[os]) === (pp ?? DEFAULT_PORT[os])
          same(matchOriginPattern(origin(os, host, op), pattern), schemeOk && portOk, pattern)
        },
      ),
      RUNS,
    )
  })

  it('loopback hosts without a scheme take http and https, on the pattern`s port only', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('localhost', '127.0.0.1'),
        patternPort,
        scheme,
        fc.option(port, { nil: undefined }),
        (host, pp, os, op) => {
          const pattern = `${host}${pp === undefined ? '' : `:${pp}`}`
          const portOk = pp === '*' || (op ?? DEFAULT_PORT[os]) === (pp ?? DEFAULT_PORT[os])
          same(matchOriginPattern(origin(os, host, op), pattern), portOk, pattern)
          // A named scheme binds loopback to it too.
          same(
            matchOriginPattern(origin(os, host, op), `https://${pattern}`),
            portOk && os === 'https',
            `https://${pattern}`,
          )
        },
      ),
      RUNS,
    )
  })
})

describe('origin fuzzing: idempotent against URL normalisation', {
  timeout: FUZZ_TEST_TIMEOUT_MS,
}, () => {
  /** Strings near an origin: what a browser writes, and what it never writes. */
  const nearOrigin = fc
    .tuple(
      fc.constantFrom('https://', 'http://', 'HTTPS://', 'ws://', '//', '', 'https:/', 'https:'),
      fc.constantFrom('', '', '', 'user@', 'user:pass@', 'evil.com@'),
      fc.oneof(
        domain,
        defaultChild,
        fc.constantFrom('localhost', '127.0.0.1', '127.1', '0x7f.0.0.1', '2130706433', '[::1]'),
        fc.constantFrom('LOCALHOST', 'a.vercel.app.', '.vercel.app', 'a..vercel.app'),
        fc.constantFrom('a.verc\u0435l.app', '\u212a.vercel.app', 'a%2evercel.app', 'a\tb.dev'),
      ),
      fc.oneof(
        fc.constant(''),
        port.map((p) => `:${p}`),
        fc.constantFrom(':80', ':443', ':0', ':65536', ':03000', ':*', ':', ':+1'),
      ),
      fc.constantFrom('', '', '', '/', '/x', '?', '?a=1', '#', '#x', '.', ' ', '\n', '%00', '\\'),
    )
    .map((parts) => parts.join(''))
  const patterns = fc.array(
    fc.oneof(
      domain,
      domain.map((d) => `*.${d}`),
      fc.tuple(scheme, domain).map(([s, d]) => `${s}://${d}`),
      fc.tuple(domain, port).map(([d, p]) => `${d}:${p}`),
      domain.map((d) => `${d}:*`),
      fc.constantFrom('localhost:3000', 'https://127.0.0.1:*', 'http://localhost'),
    ),
    { maxLength: 3 },
  )

  it('allows a string only when it is the URL parser`s own serialization of an origin, which it allows too', () => {
    fc.assert(
      fc.property(nearOrigin, patterns, (candidate, configured) => {
        if (!isAllowedOrigin(candidate, configured)) return
        const url = new URL(candidate)
        same(url.origin, candidate.toLowerCase(), 'serialization')
        same(`${url.username}${url.password}${url.search}${url.hash}`, '', 'no userinfo, query')
        same(url.pathname, '/', 'no path')
        same(isAllowedOrigin(url.origin, configured), true, 'its origin')
        same(isAllowedOrigin(new URL(url.origin).origin, configured), true, 'twice parsed')
      }),
      RUNS,
    )
  })

  it('an origin and its patterns match the same in any letter case', () => {
    fc.assert(
      fc.property(
        fc.tuple(scheme, domain, fc.option(port, { nil: undefined })).chain(([s, host, p]) => {
          const exact = origin(s, host, p)
          return fc.tuple(fc.constant(exact), recased(exact))
        }),
        patterns.chain((list) => fc.tuple(fc.constant(list), fc.tuple(...list.map(recased)))),
        ([exact, anyCase], [configured, configuredAnyCase]) => {
          const expected = isAllowedOrigin(exact, configured)
          same(isAllowedOrigin(anyCase, configured), expected, anyCase)
          same(isAllowedOrigin(exact, configuredAnyCase), expected, configuredAnyCase.join(' '))
        },
      ),
      RUNS,
    )
  })

  it('a URL with a path, query or the default port is refused, while its origin is judged alone', () => {
    fc.assert(
      fc.property(
        scheme,
        defaultChild,
        fc.constantFrom('/', '/path', '?q=1', '#frag', '/a?b#c'),
        (s, host, tail) => {
          const url = `${s}://${host}${tail}`
          same(isAllowedOrigin(url, []), false, url)
          same(isAllowedOrigin(`${s}://${host}:${DEFAULT_PORT[s]}`, []), false, 'default port')
          same(isAllowedOrigin(new URL(url).origin, []), s === 'https', 'its origin')
        },
      ),
      RUNS,
    )
  })
})
