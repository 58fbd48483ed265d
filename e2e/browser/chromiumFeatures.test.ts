import { describe, expect, it } from 'vitest'
import {
  chromiumFeatureLaunchOptions,
  parseDisabledFeatures,
  playwrightDisabledFeatures,
} from './chromiumFeatures'

describe('chromium features', () => {
  it('reads the installed Playwright list, not the fallback copy', () => {
    const { features, source } = playwrightDisabledFeatures()
    expect(source).toMatch(/playwright-core/)
    expect(features).toContain('ThirdPartyStoragePartitioning')
    expect(features).toContain('PaintHolding')
  })

  it('replaces Playwright’s flag with the same list minus storage partitioning', () => {
    const options = chromiumFeatureLaunchOptions({
      features: ['A', 'ThirdPartyStoragePartitioning', 'B'],
      source: 'x',
    })
    expect(options).toEqual({
      ignoreDefaultArgs: ['--disable-features=A,ThirdPartyStoragePartitioning,B'],
      args: ['--disable-features=A,B'],
    })
  })

  it('refuses a list that is not plain string literals', () => {
    const source = 'disabledFeatures = [\n  // why\n  "A",\n  flag ? "B" : "",\n].filter(Boolean)'
    expect(parseDisabledFeatures(source)).toBeNull()
    expect(
      parseDisabledFeatures('disabledFeatures = [\n  // why\n  "A",\n  "B"\n].filter(Boolean)'),
    ).toEqual(['A', 'B'])
  })
})
