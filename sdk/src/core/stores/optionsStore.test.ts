import { describe, expect, it } from 'vitest'
import { createOptionsStore, DEFAULT_FEATURES } from './optionsStore'

const metadata = { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] }

describe('options store', () => {
  it('applies the SPEC §1 feature defaults under the given features', () => {
    const store = createOptionsStore({
      projectId: 'demo',
      metadata,
      secureSiteUrl: 'https://wallet.example',
      features: { swaps: false },
    })
    expect(store.getState().features).toEqual({ ...DEFAULT_FEATURES, swaps: false })
    expect(DEFAULT_FEATURES.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(store.getState().themeMode).toBe('light')
  })

  it('changes the theme', () => {
    const store = createOptionsStore({
      projectId: 'demo',
      metadata,
      secureSiteUrl: 'https://wallet.example',
    })
    store.getState().setThemeMode('dark')
    store.getState().setThemeVariables({ '--w3m-accent': '#47a1ff' })
    expect(store.getState()).toMatchObject({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#47a1ff' },
    })
  })
})
