import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../testing/contrast'
import { type ThemeTokens, themeTokens } from '../theme'
import { buttonStyles } from './buttonStyles'

/** The colours of the network chip's letter avatar (a network without an image), as tokens. */
function letterColours(tokens: ThemeTokens): { letter: string; ground: string } {
  const rule = /\.al-btn-network-fallback \{([^}]*)\}/.exec(buttonStyles)?.[1] ?? ''
  const token = (property: string) => {
    const name = new RegExp(`\\b${property}: var\\((--al-[a-z-]+)\\)`).exec(rule)?.[1]
    const value = name ? tokens[name as `--${string}`] : undefined
    if (!value) throw new Error(`the letter avatar's ${property} is not a theme token`)
    return value
  }
  return { letter: token('color'), ground: token('background') }
}

describe("the network chip's letter avatar", () => {
  it('reads at WCAG AA (4.5:1) in both themes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { letter, ground } = letterColours(themeTokens(mode))
      expect(contrastRatio(letter, ground), mode).toBeGreaterThanOrEqual(4.5)
    }
  })

  it("stays readable under a dapp's own accent (a pale brand colour)", () => {
    // White on #ffcc00 would be 1.6:1: the letter no longer sits on the accent.
    for (const mode of ['light', 'dark'] as const) {
      const { letter, ground } = letterColours(themeTokens(mode, { '--w3m-accent': '#ffcc00' }))
      expect(contrastRatio(letter, ground), mode).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#1764d8')).toBeCloseTo(5.45, 2)
  })
})
