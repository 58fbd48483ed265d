import { describe, expect, it } from 'vitest'
import { type AncestorWindow, checkAncestor } from './ancestor'

const top = { name: 'top' }

function framed(overrides: Partial<AncestorWindow> = {}): AncestorWindow {
  return {
    parent: top,
    top,
    location: { ancestorOrigins: ['https://dapp.example'] },
    document: { referrer: '' },
    ...overrides,
  }
}

describe('checkAncestor', () => {
  it('accepts an allowed parent that is the top window', () => {
    expect(checkAncestor(framed(), ['https://dapp.example'])).toEqual({
      ok: true,
      origin: 'https://dapp.example',
    })
  })

  it('accepts the default origins without configuration', () => {
    const win = framed({ location: { ancestorOrigins: ['http://localhost:5173'] } })
    expect(checkAncestor(win, [])).toEqual({ ok: true, origin: 'http://localhost:5173' })
  })

  it('refuses the default origins when the project turned them off', () => {
    const win = framed({ location: { ancestorOrigins: ['http://localhost:5173'] } })
    expect(checkAncestor(win, ['https://dapp.example'], { defaultOrigins: false })).toEqual({
      ok: false,
      reason: 'not-allowed',
      origin: 'http://localhost:5173',
    })
    expect(checkAncestor(framed(), ['https://dapp.example'], { defaultOrigins: false }).ok).toBe(
      true,
    )
  })

  it('refuses to run when not framed', () => {
    const self: { parent?: unknown } = {}
    const win = { ...framed(), parent: undefined as unknown }
    expect(checkAncestor(win, []).ok).toBe(false)
    const alone = framed()
    Object.assign(self, alone, { parent: self, top: self })
    expect(checkAncestor(self as AncestorWindow, [])).toEqual({ ok: false, reason: 'not-framed' })
  })

  it('refuses to run nested deeper than one level', () => {
    expect(checkAncestor(framed({ parent: { name: 'middle' } }), ['https://dapp.example'])).toEqual(
      {
        ok: false,
        reason: 'nested',
      },
    )
  })

  it('falls back to the referrer where ancestorOrigins is missing', () => {
    const win = framed({
      location: {},
      document: { referrer: 'https://dapp.example/some/page?x=1' },
    })
    expect(checkAncestor(win, ['https://dapp.example'])).toEqual({
      ok: true,
      origin: 'https://dapp.example',
    })
  })

  it('refuses when the ancestor cannot be learnt', () => {
    const win = framed({ location: {}, document: { referrer: '' } })
    expect(checkAncestor(win, ['https://dapp.example'])).toEqual({
      ok: false,
      reason: 'unknown-origin',
    })
  })

  it('refuses an ancestor outside the allowlist', () => {
    const win = framed({ location: { ancestorOrigins: ['https://evil.example'] } })
    expect(checkAncestor(win, ['https://dapp.example'])).toEqual({
      ok: false,
      reason: 'not-allowed',
      origin: 'https://evil.example',
    })
    const lookalike = framed({ location: { ancestorOrigins: ['https://vercel.app.evil.com'] } })
    expect(checkAncestor(lookalike, []).ok).toBe(false)
  })
})
