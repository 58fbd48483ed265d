import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AirlockInstance } from '../../core/createAirlock'
import { localhost, localhost2 } from '../../core/networks/localhost'
import type { CaipNetwork } from '../../core/networks/types'
import { unknownEvmNetwork } from '../../core/networks/unknownNetwork'
import { startTestAirlock, stopTestAirlock } from '../../core/testing/airlockHarness'
import { renderScopedButton } from './buttonHarness'
import { NetworkButton } from './NetworkButton'

const pictured: CaipNetwork = {
  ...localhost2,
  assets: { imageUrl: 'https://images.example/localhost2.png' },
}
let airlock: AirlockInstance

beforeEach(() => {
  airlock = startTestAirlock({ networks: [localhost, pictured], allowUnsupportedChain: true })
})

afterEach(() => {
  cleanup()
  stopTestAirlock(airlock)
})

describe('NetworkButton', () => {
  it("shows the active network's name, and its image when it has one", async () => {
    const { ui, shadow } = renderScopedButton(airlock, <NetworkButton />)
    expect(ui.getByRole('button').textContent).toBe('LLocalhost')
    expect(shadow.querySelector('img')).toBeNull()
    await act(() => airlock.switchNetwork(pictured))
    expect(ui.getByRole('button', { name: 'Localhost 2' })).toBeTruthy()
    expect(shadow.querySelector('img')?.getAttribute('src')).toBe(
      'https://images.example/localhost2.png',
    )
  })

  it("says 'Unknown Network' for a network the dapp did not configure", () => {
    const { ui } = renderScopedButton(airlock, <NetworkButton />)
    act(() => airlock.stores.chains.getState().setCaipNetwork('eip155', unknownEvmNetwork(5)))
    const button = ui.getByRole('button', { name: 'Unknown Network' })
    expect(button.textContent).toBe('?Unknown Network')
    expect(button.dataset.supported).toBe('false')
  })

  it('opens the Networks view', () => {
    const { ui } = renderScopedButton(airlock, <NetworkButton />)
    act(() => ui.getByRole('button').click())
    expect(airlock.getState()).toMatchObject({ open: true, view: 'Networks' })
  })
})
