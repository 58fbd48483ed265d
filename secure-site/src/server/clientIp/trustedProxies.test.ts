import { describe, expect, it } from 'vitest'
import { parseTrustedProxies } from './trustedProxies'

function parse(text: string | undefined, onVercel = false) {
  const problems: string[] = []
  return { value: parseTrustedProxies(text, onVercel, problems), problems }
}

describe('parseTrustedProxies', () => {
  it('trusts no header by default, and Vercel’s on Vercel', () => {
    expect(parse(undefined)).toEqual({ value: { kind: 'socket' }, problems: [] })
    expect(parse(undefined, true).value).toEqual({ kind: 'vercel' })
    expect(parse('none', true).value).toEqual({ kind: 'socket' })
  })

  it('reads vercel, a hop count and a header name', () => {
    expect(parse('Vercel').value).toEqual({ kind: 'vercel' })
    expect(parse('2').value).toEqual({ kind: 'hops', hops: 2 })
    expect(parse('header:CF-Connecting-IP').value).toEqual({
      kind: 'header',
      header: 'cf-connecting-ip',
    })
  })

  it('names the variable for anything else', () => {
    for (const bad of ['0', '11', 'yes', 'header:', 'header:x y', 'x-forwarded-for']) {
      expect(parse(bad).problems).toEqual([
        `AIRLOCK_TRUSTED_PROXIES must be none, vercel, a number of proxy hops (1-10) or header:<name>, got "${bad}"`,
      ])
    }
  })
})
