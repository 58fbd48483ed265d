import { describe, expect, it } from 'vitest'
import { localhost } from '../networks/localhost'
import type { CaipNetwork } from '../networks/types'
import { testSolana } from '../testing/testNetworks'
import { createChainsStore } from './chainsStore'

const mainnet: CaipNetwork = { ...localhost, id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1' }
const solana = testSolana

describe('chains store', () => {
  it('groups the configured networks per namespace; the first of each is active', () => {
    const store = createChainsStore([localhost, solana, mainnet])
    const { chains, activeNamespace } = store.getState()
    expect(activeNamespace).toBe('eip155')
    expect(chains.eip155?.network.caipNetwork).toBe(localhost)
    expect(chains.eip155?.network.requestedCaipNetworks).toEqual([localhost, mainnet])
    expect(chains.solana?.network.caipNetwork).toBe(solana)
    expect(chains.eip155?.account.status).toBe('disconnected')
  })

  it('sets and resets an account without touching the other namespace', () => {
    const store = createChainsStore([localhost, solana])
    store.getState().setAccount('eip155', {
      address: '0xabc',
      caipAddress: 'eip155:31337:0xabc',
      status: 'connected',
    })
    expect(store.getState().chains.eip155?.account).toMatchObject({
      address: '0xabc',
      status: 'connected',
    })
    expect(store.getState().chains.solana?.account.address).toBeUndefined()
    store.getState().resetAccount('eip155')
    expect(store.getState().chains.eip155?.account).toMatchObject({
      address: undefined,
      status: 'disconnected',
    })
  })

  it('switches the network and the active namespace; ignores unknown namespaces', () => {
    const store = createChainsStore([localhost, mainnet, solana])
    store.getState().setCaipNetwork('eip155', mainnet)
    expect(store.getState().chains.eip155?.network.caipNetwork).toBe(mainnet)
    store.getState().setActiveNamespace('solana')
    expect(store.getState().activeNamespace).toBe('solana')
    store.getState().setActiveNamespace('bip122')
    expect(store.getState().activeNamespace).toBe('solana')
    store.getState().setAccount('bip122', { address: 'bc1' })
    expect(store.getState().chains.bip122).toBeUndefined()
  })

  it('records the smart-account enabled networks', () => {
    const store = createChainsStore([localhost])
    store.getState().setSmartAccountEnabledNetworks([1, 137])
    expect(store.getState().chains.eip155?.network.smartAccountEnabledNetworks).toEqual([1, 137])
  })
})
