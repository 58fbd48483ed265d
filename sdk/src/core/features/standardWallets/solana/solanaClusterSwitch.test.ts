import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import type { AirlockEvent } from '../../../airlockEvents'
import {
  FAKE_ADDRESS,
  fakeSolanaWallet,
  STANDARD_CHAIN_NAMES,
} from '../../../connectors/solana/fakeStandardWallet'
import type { AirlockInstance } from '../../../createAirlock'
import { localhost } from '../../../networks/localhost'
import { createTestAirlock } from '../../../testing/airlockHarness'
import { testSolana, testSolanaDevnet } from '../../../testing/testNetworks'

const ID = 'wallet-standard:Fake Solana Wallet'
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

/** Connected to a wallet listing `walletChains` (by default the names Phantom lists). */
async function connected(walletChains: `${string}:${string}`[] = STANDARD_CHAIN_NAMES) {
  const fake = fakeSolanaWallet({ chains: walletChains })
  cleanups.push(getWallets().register(fake.wallet))
  const airlock: AirlockInstance = createTestAirlock({
    networks: [localhost, testSolana, testSolanaDevnet],
  })
  cleanups.push(() => airlock.destroy())
  await airlock.ready
  await airlock.connect(ID)
  const events: AirlockEvent[] = []
  airlock.subscribeEvents((event) => events.push(event))
  return { ...fake, airlock, events }
}

describe('switching a Solana browser wallet between clusters', () => {
  it('moves the account to the cluster (CAIP address, connection) and asks the wallet nothing', async () => {
    const { airlock, calls, events } = await connected()
    const asked = calls.length
    await airlock.switchNetwork(testSolanaDevnet)
    const caipAddress = `${testSolanaDevnet.caipNetworkId}:${FAKE_ADDRESS}`
    expect(airlock.getState()).toMatchObject({
      activeNamespace: 'solana',
      caipNetwork: testSolanaDevnet,
      caipAddress,
      address: FAKE_ADDRESS,
      status: 'connected',
    })
    expect(airlock.stores.connection.getState().current).toMatchObject({
      connectorId: ID,
      caipAddress,
    })
    expect(airlock.stores.connection.getState().connections).toHaveLength(1)
    expect(calls).toHaveLength(asked)
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'SWITCH_NETWORK', data: { network: testSolanaDevnet.caipNetworkId } },
    ])
  })

  it('names the new cluster in the wallet’s next requests, with the name the wallet lists', async () => {
    const { airlock, calls } = await connected()
    await airlock.switchNetwork(testSolanaDevnet)
    await airlock.getProvider('solana').signAndSendTransaction(new Uint8Array([1, 2]))
    expect(calls.at(-1)).toMatchObject({
      feature: 'solana:signAndSendTransaction',
      inputs: [{ chain: 'solana:devnet' }],
    })
    await airlock.switchNetwork(testSolana)
    await airlock.getProvider('solana').signTransaction(new Uint8Array([3]))
    expect(calls.at(-1)).toMatchObject({
      feature: 'solana:signTransaction',
      inputs: [{ chain: 'solana:mainnet' }],
    })
  })

  it('switches a wallet that lists CAIP-2 ids instead (none known does), and asks it with them', async () => {
    const { airlock, calls } = await connected(
      [testSolana, testSolanaDevnet].map((network) => network.caipNetworkId),
    )
    await airlock.switchNetwork(testSolanaDevnet)
    await airlock.getProvider('solana').signTransaction(new Uint8Array([3]))
    expect(calls.at(-1)).toMatchObject({ inputs: [{ chain: testSolanaDevnet.caipNetworkId }] })
    expect(airlock.getState()).toMatchObject({ caipNetwork: testSolanaDevnet })
  })

  it('refuses to switch a wallet listing only solana:mainnet to devnet', async () => {
    const { airlock } = await connected(['solana:mainnet'])
    await expect(airlock.switchNetwork(testSolanaDevnet)).rejects.toThrow(
      `Fake Solana Wallet does not serve ${testSolanaDevnet.caipNetworkId}`,
    )
  })

  it('refuses a cluster the wallet does not serve, keeping the account where it is', async () => {
    const { airlock, events } = await connected(['solana:mainnet'])
    await expect(airlock.switchNetwork(testSolanaDevnet)).rejects.toThrow(
      `Fake Solana Wallet does not serve ${testSolanaDevnet.caipNetworkId}`,
    )
    expect(airlock.getState()).toMatchObject({
      caipNetwork: testSolana,
      caipAddress: `${testSolana.caipNetworkId}:${FAKE_ADDRESS}`,
    })
    expect(events).toEqual([])
  })
})
