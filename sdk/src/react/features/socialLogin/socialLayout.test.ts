import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../../../core/stores/optionsStore'
import { socialLayout } from './socialLayout'

describe('the Connect view’s socials', () => {
  it('SPEC §1 defaults: Google wide, then X, Discord, Farcaster, and More for GitHub, Apple, Facebook', () => {
    expect(socialLayout(DEFAULT_FEATURES.socials, undefined)).toEqual({
      first: 'google',
      icons: ['x', 'discord', 'farcaster'],
      more: ['github', 'apple', 'facebook'],
    })
  })

  it('keeps the dapp’s order, and needs no More when the rest fit', () => {
    expect(socialLayout(['github', 'apple', 'google', 'x', 'discord'], undefined)).toEqual({
      first: 'github',
      icons: ['apple', 'google', 'x', 'discord'],
      more: [],
    })
    expect(socialLayout(['apple'], undefined)).toEqual({ first: 'apple', icons: [], more: [] })
  })

  it('hides what the secure site does not serve', () => {
    expect(
      socialLayout(DEFAULT_FEATURES.socials, ['github', 'google', 'discord', 'facebook']),
    ).toEqual({ first: 'google', icons: ['discord', 'github', 'facebook'], more: [] })
    expect(socialLayout(DEFAULT_FEATURES.socials, ['farcaster', 'x'])).toEqual({
      first: 'x',
      icons: ['farcaster'],
      more: [],
    })
  })

  it('shows each social once; none for false or an empty list', () => {
    expect(socialLayout(['x', 'x', 'google', 'x'], undefined)).toEqual({
      first: 'x',
      icons: ['google'],
      more: [],
    })
    expect(socialLayout(false, undefined).first).toBeUndefined()
    expect(socialLayout([], undefined).first).toBeUndefined()
    expect(socialLayout(['google'], []).first).toBeUndefined()
    expect(socialLayout(['google', 'farcaster'], []).first).toBeUndefined()
  })
})
