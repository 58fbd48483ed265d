import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allowedOriginsFor,
  cspFrameAncestors,
  DEFAULT_ALLOWED_ORIGINS,
  isAllowedOrigin,
  isValidOriginPattern,
  matchOriginPattern,
} from './origins'

/** One DNS label as a real host has it. `xn--` labels are excluded: most are not valid punycode. */
const label = fc
  .stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)
  .filter((l) => l.length <= 63 && !l.startsWith('xn--'))

const WILDCARD_DEFAULTS = ['pages.dev', 'vercel.app', 'ngrok-free.app'] as const
const wildcardDefault = fc.constantFrom(...WILDCARD_DEFAULTS)

/** Look-alikes of Latin letters: Cyrillic and Greek. */
const LOOKALIKES: Record<string, string[]> = {
  a: ['\u0430', '\u03b1'],
  e: ['\u0435', '\u03b5'],
  o: ['\u043e', '\u03bf'],
  p: ['\u0440', '\u03c1'],
  c: ['\u0441', '\u03f2'],
  r: ['\u0433'],
  l: ['\u04cf', '\u0399'],
}

describe('isAllowedOrigin with the defaults', () => {
  it.each([
    ...['https://my-app.vercel.app', 'https://preview-123.pages.dev', 'https://abc.ngrok-free.app'],
    ...['http://localhost', 'http://localhost:3000', 'https://localhost:5173', 'https://127.0.0.1'],
    ...['http://127.0.0.1:8080', 'HTTPS://My-App.Vercel.App', 'https://xn--80ak6aa92e.vercel.app'],
  ])('allows %s', (origin) => expect(isAllowedOrigin(origin, [])).toBe(true))

  const cyrillicPunycode = new URL('https://verc\u0435l.app').hostname
  const app = 'https://my-app.vercel.app'
  it.each([
    // one label for one `*`, under the exact parent
    ...['https://vercel.app.evil.com', 'https://a.b.vercel.app', 'https://vercel.app'],
    ...['https://.vercel.app', 'https://a..vercel.app', 'https://my-app.vercel.app.'],
    // scheme and port: https only off loopback, default port only, as a browser writes it
    ...['http://my-app.vercel.app', `${app}:8443`, `${app}:443`],
    // not exactly an origin
    ...[`${app}/`, 'https://localhost:3000/path', `${app}?x=1`, `${app}#x`, 'null', ''],
    ...['my-app.vercel.app', '//my-app.vercel.app', ` ${app}`, `${app}\n`],
    'https://my-app.ver\tcel.app',
    // userinfo and loopback impostors
    ...['http://evil.com:80@localhost', 'https://user:pass@my-app.vercel.app'],
    ...['http://localhost.evil.com', 'http://127.0.0.1.evil.com', 'http://[::1]:3000'],
    ...['http://2130706433', 'http://127.1', 'http://0x7f.0.0.1'],
    // look-alikes: Cyrillic e (raw and punycode), Greek omicron, fullwidth dot, Kelvin sign
    ...['https://my-app.verc\u0435l.app', `https://my-app.${cyrillicPunycode}`],
    ...['http://l\u03bfcalhost:3000', 'https://my-app\uff0evercel.app'],
    ...['https://\u212a.vercel.app', 'https://%61.vercel.app', 'https://my_app.vercel.app'],
    // other schemes
    ...['ws://localhost:3000', 'file:///x', 'javascript:alert(1)', 'chrome-extension://ab'],
  ])('refuses %j', (origin) => expect(isAllowedOrigin(origin, [])).toBe(false))

  const nonStrings = [null, undefined, 42, true, {}, [], ['https://my-app.vercel.app']]
  it.each([...nonStrings, new URL('https://my-app.vercel.app')])(
    'refuses the non-string %j',
    (origin) => expect(isAllowedOrigin(origin, [])).toBe(false),
  )

  it('refuses 100 kB strings, even ones built from allowed parts', () => {
    expect(isAllowedOrigin(`https://${'a'.repeat(100_000)}.vercel.app`, [])).toBe(false)
    expect(isAllowedOrigin(`http://localhost:3000${' '.repeat(100_000)}`, [])).toBe(false)
    expect(isAllowedOrigin('x'.repeat(100_000), ['*.vercel.app'])).toBe(false)
  })
})

describe('isAllowedOrigin properties', () => {
  it('allows https://L.<default> for any label L in any case, and refuses https://L1.L2.<default>', () => {
    fc.assert(
      fc.property(label, label, wildcardDefault, (l1, l2, parent) => {
        expect(isAllowedOrigin(`https://${l1}.${parent}`, [])).toBe(true)
        expect(isAllowedOrigin(`https://${l1.toUpperCase()}.${parent.toUpperCase()}`, [])).toBe(
          true,
        )
        expect(isAllowedOrigin(`https://${l1}.${l2}.${parent}`, [])).toBe(false)
      }),
    )
  })

  it('refuses an allowed origin followed by anything at all', () => {
    const allowed = fc.oneof(
      fc.tuple(label, wildcardDefault).map(([l, parent]) => `https://${l}.${parent}`),
      fc.integer({ min: 1, max: 65_535 }).map((port) => `http://localhost:${port}`),
      fc.constant('https://app.example.com'),
    )
    const suffix = fc.oneof(
      fc.constantFrom('.evil.com', '.', '/', ':', ':80', '@evil.com', '?', '#', '%00', ' '),
      fc.string({ minLength: 1, unit: 'binary' }),
    )
    fc.assert(
      fc.property(allowed, suffix, (origin, tail) => {
        // The one real exception: more digits after `localhost:3000` name another allowed port.
        fc.pre(!(origin.startsWith('http://localhost:') && /^[0-9]/.test(tail)))
        expect(isAllowedOrigin(origin, ['https://app.example.com'])).toBe(true)
        expect(isAllowedOrigin(`${origin}${tail}`, ['https://app.example.com'])).toBe(false)
      }),
    )
  })

  it('refuses any look-alike letter in a default parent, raw or as punycode', () => {
    const swap = fc.tuple(wildcardDefault, fc.nat(), fc.nat()).map(([parent, at, pick]) => {
      const positions = [...parent].flatMap((c, i) => (LOOKALIKES[c] ? [i] : []))
      const index = positions[at % positions.length] ?? 0
      const options = LOOKALIKES[parent[index] ?? ''] ?? ['\u0430']
      return parent.slice(0, index) + options[pick % options.length] + parent.slice(index + 1)
    })
    fc.assert(
      fc.property(label, swap, (l, parent) => {
        const raw = `https://${l}.${parent}`
        expect(isAllowedOrigin(raw, [])).toBe(false)
        expect(isAllowedOrigin(`https://${new URL(raw).hostname}`, [])).toBe(false)
      }),
    )
  })

  it('allows loopback on any port over http and https, and a default parent on no other port', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65_535 }), label, (port, l) => {
        fc.pre(port !== 80 && port !== 443)
        for (const host of ['localhost', '127.0.0.1']) {
          expect(isAllowedOrigin(`http://${host}:${port}`, [])).toBe(true)
          expect(isAllowedOrigin(`https://${host}:${port}`, [])).toBe(true)
        }
        expect(isAllowedOrigin(`https://${l}.vercel.app:${port}`, [])).toBe(false)
      }),
    )
  })

  it('allows a configured literal host only as configured', () => {
    fc.assert(
      fc.property(label, label, (sub, domain) => {
        const host = `${sub}.${domain}.com`
        const patterns = [`https://${host}`]
        expect(isAllowedOrigin(`https://${host}`, patterns)).toBe(true)
        expect(isAllowedOrigin(`http://${host}`, patterns)).toBe(false)
        expect(isAllowedOrigin(`https://${host}:8443`, patterns)).toBe(false)
        expect(isAllowedOrigin(`https://x.${host}`, patterns)).toBe(false)
        expect(isAllowedOrigin(`https://${host}.evil.com`, patterns)).toBe(false)
        expect(isAllowedOrigin(`https://${domain}.com`, patterns)).toBe(false)
      }),
    )
  })

  it('returns false, never throws, for any value and any patterns', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBigInt: true }),
        fc.array(
          fc.oneof(fc.string(), fc.constantFrom(...DEFAULT_ALLOWED_ORIGINS, '*', '**.x.com')),
        ),
        (origin, patterns) => {
          fc.pre(typeof origin !== 'string')
          expect(isAllowedOrigin(origin, patterns)).toBe(false)
        },
      ),
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (origin) => {
        expect(typeof isAllowedOrigin(origin, [])).toBe('boolean')
      }),
    )
  })
})

describe('matchOriginPattern', () => {
  it.each([
    ['https://example.com', 'example.com', true],
    ['http://example.com', 'example.com', false],
    ['http://localhost', 'localhost', true],
    ['https://localhost', 'localhost', true],
    ['http://127.0.0.1', '127.0.0.1', true],
    ['http://example.com', 'http://example.com', true],
    ['https://example.com', 'http://example.com', false],
    ['http://localhost:3000', 'https://localhost:*', false],
    ['https://localhost:3000', 'https://localhost:*', true],
    ['https://example.com:8443', 'example.com:8443', true],
    ['https://example.com', 'example.com:8443', false],
    ['https://example.com:8443', 'example.com', false],
    ['https://example.com:8443', 'example.com:*', true],
    ['https://example.com', 'example.com:*', true],
    ['https://example.com', 'https://example.com:443', true],
    ['http://localhost', 'localhost:80', true],
    ['http://localhost:3000', 'localhost:3001', false],
    ['https://app.example.com', 'HTTPS://APP.Example.COM', true],
    ['https://a.example.com', '*.example.com', true],
    ['https://example.com', '*.example.com', false],
    ['https://a.b.example.com', '*.example.com', false],
    ['https://a-example.com', '*.example.com', false],
    ['https://example.com', 'https://example.com/', false],
    ['https://example.com', '*', false],
  ])('%s against %j is %s', (origin, pattern, expected) => {
    expect(matchOriginPattern(origin, pattern)).toBe(expected)
  })

  it('matches only its own pattern, without the defaults', () => {
    expect(matchOriginPattern('https://my-app.vercel.app', 'example.com')).toBe(false)
    expect(matchOriginPattern('https://my-app.vercel.app', '*.vercel.app')).toBe(true)
  })
})

describe('isValidOriginPattern', () => {
  it.each([
    ...['example.com', 'https://example.com', 'http://localhost:3000', 'localhost', 'EXAMPLE.COM'],
    ...['localhost:*', '127.0.0.1:*', '*.vercel.app', 'https://*.example.com:8443'],
    'xn--80ak6aa92e.com',
  ])('accepts %j', (pattern) => expect(isValidOriginPattern(pattern)).toBe(true))

  it.each([
    // wildcards: one `*`, leftmost, a whole label, over at least two labels
    ...['*', '**.x.com', '*.*.x.com', 'x.*.com', '*x.com', 'https://*', '*.com', '*.1.2.3.4'],
    // anything that is not scheme://host[:port]
    ...[
      'example.com/path',
      'https://example.com/',
      'https://example.com?x',
      'https://example.com#x',
    ],
    ...['user@example.com', 'https://user@example.com', '//example.com', 'https://', ''],
    ...['ftp://example.com', 'ws://example.com', ' example.com', 'example.com ', '[::1]'],
    // ports
    ...['example.com:', 'example.com:0', 'example.com:65536', 'example.com:080', 'example.com:**'],
    // labels and hosts the URL parser would rewrite
    ...['example.com.', '.example.com', 'exa..mple.com', '-x.example.com', 'x-.example.com'],
    ...['exa_mple.com', `${'a'.repeat(64)}.com`, 'verc\u0435l.app', 'example\uff0ecom'],
    ...['1.2.3', '0x7f.0.0.1', '\u212a.com'],
    // CSP injection
    ...['x.com; script-src *', 'x.com,evil.com', 'x.com evil.com', "'self'"],
  ])('refuses %j', (pattern) => expect(isValidOriginPattern(pattern)).toBe(false))

  it.each([null, undefined, 1, {}, ['example.com']])('refuses the non-string %j', (pattern) =>
    expect(isValidOriginPattern(pattern)).toBe(false),
  )
})

describe('allowedOriginsFor', () => {
  it('puts the configured patterns first, then the defaults, without repeats', () => {
    expect(allowedOriginsFor(['https://app.example.com', '*.vercel.app'])).toEqual([
      'https://app.example.com',
      '*.vercel.app',
      'localhost:*',
      '127.0.0.1:*',
      '*.pages.dev',
      '*.ngrok-free.app',
    ])
    expect(allowedOriginsFor([])).toEqual([...DEFAULT_ALLOWED_ORIGINS])
  })

  it('drops non-strings that came from storage', () => {
    const fromStorage = ['a.example.com', null, 3, { host: 'x' }] as unknown as string[]
    expect(allowedOriginsFor(fromStorage)).toEqual(['a.example.com', ...DEFAULT_ALLOWED_ORIGINS])
    expect(allowedOriginsFor(null as unknown as string[])).toEqual([...DEFAULT_ALLOWED_ORIGINS])
  })
})

describe('cspFrameAncestors', () => {
  const DEFAULTS =
    'http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:* ' +
    'https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app'

  it('renders the defaults, then configured patterns first, normalised, skipping invalid ones', () => {
    expect(cspFrameAncestors([])).toBe(DEFAULTS)
    const configured = [
      'HTTPS://App.Example.com',
      'example.org:8443',
      'http://legacy.example.net',
      '*.preview.example.io:*',
      'x.com; script-src *',
      'bad/path',
      "'unsafe-inline'",
    ]
    expect(cspFrameAncestors(configured)).toBe(
      'https://app.example.com https://example.org:8443 http://legacy.example.net ' +
        `https://*.preview.example.io:* ${DEFAULTS}`,
    )
  })

  it('never lets a configured value add a directive or a keyword', () => {
    const source = /^https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::(?:\*|[0-9]+))?$/
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'a.*:;/ \'",') }))),
        (patterns) => {
          const header = cspFrameAncestors(patterns)
          for (const token of header.split(' ')) expect(token).toMatch(source)
          expect(header.endsWith(DEFAULTS)).toBe(true)
        },
      ),
    )
  })
})

describe('a project without the default origins (defaultOrigins: false)', () => {
  const off = { defaultOrigins: false }

  it('allows only its own origins', () => {
    const own = ['https://app.example.com', 'http://127.0.0.3:*']
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:5173',
      'https://anyone.vercel.app',
      'https://x.pages.dev',
      'https://x.ngrok-free.app',
    ]) {
      expect(isAllowedOrigin(origin, own, off), origin).toBe(false)
      expect(isAllowedOrigin(origin, own), origin).toBe(true)
    }
    expect(isAllowedOrigin('https://app.example.com', own, off)).toBe(true)
    expect(isAllowedOrigin('http://127.0.0.3:4000', own, off)).toBe(true)
    // With no origins of its own, nobody may embed it.
    expect(isAllowedOrigin('http://localhost:3000', [], off)).toBe(false)
  })

  it('renders only its own origins as frame-ancestors, and nothing at all without them', () => {
    expect(allowedOriginsFor(['https://app.example.com'], off)).toEqual(['https://app.example.com'])
    expect(cspFrameAncestors(['https://app.example.com', 'http://127.0.0.3:*'], off)).toBe(
      'https://app.example.com http://127.0.0.3:*',
    )
    expect(cspFrameAncestors([], off)).toBe('')
    // Only an explicit false turns them off.
    expect(allowedOriginsFor([], { defaultOrigins: true })).toEqual([...DEFAULT_ALLOWED_ORIGINS])
    expect(allowedOriginsFor([], {})).toEqual([...DEFAULT_ALLOWED_ORIGINS])
  })
})
