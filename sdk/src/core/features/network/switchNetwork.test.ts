import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockEvent } from '../../airlockEvents'
import type { AirlockInstance, CreateAirlockOptions } from '../../createAirlock'
import { mainnet } from '../../networks/evmNetworks'
import { localhost, localhost2 } from '../../networks/localhost'
import { createTestAirlock } from '../../testing/airlockHarness'
import {
  createMockWallet,
  type MockWallet,
  providerError,
  WALLET_ADDRESS,
} from '../../testing/mockWallet'
import { testSolana } from '../../testing/testNetworks'

const solana = testSolana

let airlock: AirlockInstance
let mock: MockWallet
let stopAnnouncing: () => void
let events: AirlockEvent[]

async function connected(overrides: Partial<CreateAirlockOptions> = {}) {
  airlock = createTestAirlock({ networks: [localhost, localhost2], ...overrides })
  events = []
  airlock.subscribeEvents((event) => events.push(event))
  await airlock.connect('dev.airlock.testwallet')
  mock.calls.length = 0
  events.length = 0
}

beforeEach(() => {
  mock = createMockWallet({ rdns: 'dev.airlock.testwallet' })
  stopAnnouncing = mock.announce()
})

afterEach(() => {
  airlock.destroy()
  stopAnnouncing()
  localStorage.clear()
})

describe('switchNetwork through a browser wallet', () => {
  it('asks wallet_switchEthereumChain, follows the wallet and reports SWITCH_NETWORK', async () => {
    await connected()
    await airlock.switchNetwork(localhost2)
    expect(mock.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ])
    expect(airlock.getState()).toMatchObject({
      caipNetwork: localhost2,
      caipAddress: `eip155:31338:${WALLET_ADDRESS}`,
    })
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'SWITCH_NETWORK', data: { network: 'eip155:31338' } },
    ])
  })

  it('adds a chain the wallet does not know (4902), then switches', async () => {
    await connected()
    let added = false
    mock.respond('wallet_switchEthereumChain', (params) => {
      if (!added) throw providerError(4902, 'Unrecognized chain ID')
      mock.emit('chainChanged', (params as [{ chainId: string }])[0].chainId)
      return null
    })
    mock.respond('wallet_addEthereumChain', () => {
      added = true
      return null
    })
    await airlock.switchNetwork(localhost2)
    expect(mock.methods()).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(airlock.getState().caipNetwork).toBe(localhost2)
  })

  it('keeps the network when the user rejects, and reports nothing', async () => {
    await connected()
    mock.respond('wallet_switchEthereumChain', { error: providerError(4001, 'User rejected') })
    await expect(airlock.switchNetwork(localhost2)).rejects.toMatchObject({ rpcCode: 4001 })
    expect(airlock.getState().caipNetwork).toBe(localhost)
    expect(events).toEqual([])
  })

  it("refuses a network that is not configured with 'Network Not Found', asking nothing", async () => {
    await connected()
    await expect(airlock.switchNetwork(mainnet)).rejects.toMatchObject({
      code: 'SWITCH_NETWORK_NOT_FOUND',
      message: 'Network Not Found',
    })
    expect(mock.calls).toEqual([])
  })

  it('leaves UnsupportedChain once the switch lands on a configured network', async () => {
    await connected()
    mock.emit('chainChanged', '0x1')
    expect(airlock.getState().view).toBe('UnsupportedChain')
    await airlock.switchNetwork(localhost)
    expect(airlock.getState()).toMatchObject({ view: 'Account', caipNetwork: localhost })
  })
})

describe('switchNetwork to another namespace', () => {
  it('sets switchingNamespace while it runs, makes the namespace active and reports SWITCH_NETWORK', async () => {
    airlock = createTestAirlock({ networks: [localhost, solana] })
    const seen: AirlockEvent[] = []
    airlock.subscribeEvents((event) => seen.push(event))
    const switching: boolean[] = []
    airlock.stores.chains.subscribe((state, previous) => {
      if (state.switchingNamespace !== previous.switchingNamespace)
        switching.push(state.switchingNamespace)
    })
    await airlock.switchNetwork(solana)
    expect(switching).toEqual([true, false])
    expect(airlock.getState()).toMatchObject({ activeNamespace: 'solana', caipNetwork: solana })
    expect(seen.map((event) => event.type)).toEqual(['SWITCH_NETWORK'])
    // Within the namespace: no namespace switch.
    await airlock.switchNetwork(solana)
    expect(switching).toEqual([true, false])
  })

  it('clears switchingNamespace when the switch fails', async () => {
    airlock = createTestAirlock({ networks: [localhost, solana] })
    vi.spyOn(airlock.stores.chains.getState(), 'setActiveNamespace').mockImplementation(() => {
      throw new Error('boom')
    })
    await expect(airlock.switchNetwork(solana)).rejects.toThrow('boom')
    expect(airlock.stores.chains.getState().switchingNamespace).toBe(false)
  })
})
