import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockEvent } from '../../airlockEvents'
import { FAKE_ADDRESS, fakeSolanaWallet } from '../../connectors/solana/fakeStandardWallet'
import type { AirlockInstance } from '../../createAirlock'
import { localhost } from '../../networks/localhost'
import { createTestAirlock } from '../../testing/airlockHarness'
import { createMockWallet, WALLET_ADDRESS } from '../../testing/mockWallet'
import { testSolana } from '../../testing/testNetworks'

/** EVM and Solana connected at the same time (issue 14, "Across namespaces"; SPEC §4). */

const EVM_ID = 'dev.airlock.testwallet'
const SOLANA_ID = 'wallet-standard:Fake Solana Wallet'
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

async function bothWallets() {
  const evm = createMockWallet({ rdns: EVM_ID })
  cleanups.push(evm.announce())
  const solana = fakeSolanaWallet({ chains: ['solana:mainnet'] })
  cleanups.push(getWallets().register(solana.wallet))
  const airlock: AirlockInstance = createTestAirlock({ networks: [localhost, testSolana] })
  cleanups.push(() => airlock.destroy())
  await airlock.ready
  const events: AirlockEvent[] = []
  airlock.subscribeEvents((event) => events.push(event))
  return { airlock, evm, solana, events }
}

const connections = (airlock: AirlockInstance) =>
  airlock.stores.connection
    .getState()
    .connections.map(({ namespace, connectorId }) => `${namespace} ${connectorId}`)
    .sort()

describe('EVM and Solana connected at the same time', () => {
  it('connecting Solana while EVM is connected keeps both; each namespace answers its own account and provider', async () => {
    const { airlock } = await bothWallets()
    await airlock.connect(EVM_ID)
    await airlock.connect(SOLANA_ID)
    expect(connections(airlock)).toEqual([`eip155 ${EVM_ID}`, `solana ${SOLANA_ID}`])
    expect(airlock.getState()).toMatchObject({ activeNamespace: 'solana', address: FAKE_ADDRESS })
    expect(airlock.getAccount('eip155')).toMatchObject({
      address: WALLET_ADDRESS,
      connectorId: EVM_ID,
      status: 'connected',
    })
    expect(airlock.getAccount('solana')).toMatchObject({
      address: FAKE_ADDRESS,
      connectorId: SOLANA_ID,
      status: 'connected',
    })
    expect(airlock.getProvider('solana').address).toBe(FAKE_ADDRESS)
    expect(await airlock.getProvider('eip155').request({ method: 'eth_accounts' })).toEqual([
      WALLET_ADDRESS,
    ])
  })

  it('connecting EVM while Solana is connected keeps both, EVM active', async () => {
    const { airlock } = await bothWallets()
    await airlock.connect(SOLANA_ID)
    await airlock.connect(EVM_ID)
    expect(connections(airlock)).toEqual([`eip155 ${EVM_ID}`, `solana ${SOLANA_ID}`])
    expect(airlock.getState()).toMatchObject({ activeNamespace: 'eip155', address: WALLET_ADDRESS })
    expect(airlock.getAccount('solana')?.address).toBe(FAKE_ADDRESS)
  })

  it('switching namespace sets switching-namespace, resets the send state, reports SWITCH_NETWORK and asks no wallet', async () => {
    const { airlock, evm, solana, events } = await bothWallets()
    await airlock.connect(EVM_ID)
    await airlock.connect(SOLANA_ID)
    evm.calls.length = 0
    const walletCalls = solana.calls.length
    airlock.send.store.getState().setTokenAmount('1')
    const switching: boolean[] = []
    airlock.stores.chains.subscribe((state, previous) => {
      if (state.switchingNamespace !== previous.switchingNamespace)
        switching.push(state.switchingNamespace)
    })
    events.length = 0

    await airlock.switchNetwork(localhost)
    expect(switching).toEqual([true, false])
    expect(airlock.send.store.getState().sendTokenAmount).toBeUndefined()
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'SWITCH_NETWORK', data: { network: localhost.caipNetworkId } },
    ])
    expect(airlock.getState()).toMatchObject({
      activeNamespace: 'eip155',
      address: WALLET_ADDRESS,
      caipNetwork: localhost,
    })
    // Each wallet is on that namespace's network already: neither is asked anything.
    expect(evm.calls).toEqual([])
    await airlock.switchNetwork(testSolana)
    expect(airlock.getState()).toMatchObject({ activeNamespace: 'solana', address: FAKE_ADDRESS })
    expect(solana.calls).toHaveLength(walletCalls)
    expect(connections(airlock)).toHaveLength(2)
  })

  it('disconnecting the active namespace leaves the other connected and active', async () => {
    const { airlock, events } = await bothWallets()
    await airlock.connect(EVM_ID)
    await airlock.connect(SOLANA_ID)
    await airlock.disconnect('solana')
    expect(airlock.getState()).toMatchObject({
      status: 'connected',
      activeNamespace: 'eip155',
      address: WALLET_ADDRESS,
    })
    expect(airlock.getAccount('solana')?.address).toBeUndefined()
    expect(connections(airlock)).toEqual([`eip155 ${EVM_ID}`])
    expect(events.at(-1)).toMatchObject({
      type: 'DISCONNECT_SUCCESS',
      data: { namespace: 'solana' },
    })
  })

  it('disconnecting the active namespace that is not the current connection activates the other', async () => {
    const { airlock } = await bothWallets()
    await airlock.connect(EVM_ID)
    await airlock.connect(SOLANA_ID)
    // The current connection is Solana's; the user looks at EVM and disconnects it.
    await airlock.switchNetwork(localhost)
    await airlock.disconnect('eip155')
    expect(airlock.getState()).toMatchObject({
      status: 'connected',
      activeNamespace: 'solana',
      address: FAKE_ADDRESS,
    })
    expect(airlock.getAccount('eip155')?.address).toBeUndefined()
  })

  it('a wallet that drops the site (from inside the wallet) leaves the other namespace active', async () => {
    const { airlock, solana, evm } = await bothWallets()
    await airlock.connect(EVM_ID)
    await airlock.connect(SOLANA_ID)
    solana.changeAccount(undefined)
    await vi.waitFor(() => expect(airlock.getState().activeNamespace).toBe('eip155'))
    expect(airlock.getState().address).toBe(WALLET_ADDRESS)

    await airlock.connect(SOLANA_ID)
    await airlock.switchNetwork(localhost)
    evm.emit('accountsChanged', [])
    await vi.waitFor(() => expect(airlock.getState().activeNamespace).toBe('solana'))
    expect(airlock.getState()).toMatchObject({ status: 'connected', address: FAKE_ADDRESS })
  })
})
