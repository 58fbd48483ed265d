// @vitest-environment node
import { describe, expect, it } from 'vitest'

describe('server rendering', () => {
  it('imports and creates an instance without window or document', async () => {
    expect(typeof window).toBe('undefined')
    const { createAirlock, localhost } = await import('../index')
    const airlock = createAirlock({
      projectId: 'demo',
      networks: [localhost],
      metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
      secureSiteUrl: 'https://wallet.example',
    })
    await airlock.ready
    expect(airlock.getState()).toMatchObject({ open: false, status: 'disconnected' })
    // open() attaches the modal when nothing did; on the server there is nothing to attach to.
    airlock.open()
    expect(airlock.getState().open).toBe(true)
    airlock.destroy()
  })
})
