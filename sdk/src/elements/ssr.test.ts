// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createAirlock, localhost } from '../index'
import { defineAirlockElements } from './index'

describe('@airlock/sdk/elements on the server', () => {
  it('imports without window and defineAirlockElements does nothing', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof customElements).toBe('undefined')
    const airlock = createAirlock({
      projectId: 'demo',
      networks: [localhost],
      metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
      secureSiteUrl: 'https://wallet.example',
    })
    expect(() => defineAirlockElements(airlock)).not.toThrow()
    airlock.destroy()
  })
})
