import { base58Encode } from '@airlock/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockEvent } from '../../airlockEvents'
import { fakeSignClient } from '../../connectors/walletConnect/fakeSignClient'
import { WALLET_CONNECT_CONNECTOR_ID } from '../../connectors/walletConnect/walletConnectConnector'
import type { AirlockInstance } from '../../createAirlock'
import { localhost } from '../../networks/localhost'
import { createTestAirlock } from '../../testing/airlockHarness'
import { testSolana, testSolanaDevnet } from '../../testing/testNetworks'

const SOLANA_ADDRESS = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
const DEVNET_ADDRESS = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
const SIGNATURE = new Uint8Array(64).fill(3)
/** A third cluster the dapp offers and no session account is on. */
const otherCluster = {
  ...testSolanaDevnet,
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Other',
} as const

// The WalletConnect chunk's sign-client is the fake; the rest of the chunk is the real code.
const wallet = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof fakeSignClient> | undefined,
}))
vi.mock('../../connectors/walletConnect/signClient', () => ({
  createSignClient: (options: unknown) => {
    if (!wallet.current) throw new Error('no fake sign-client')
    return wallet.current.create(options as never)
  },
}))

const instances: AirlockInstance[] = []
afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
  wallet.current = undefined
  localStorage.clear()
})

/** A session whose solana namespace holds accounts on testSolana and devnet (not the third cluster). */
async function connected() {
  const solana = {
    accounts: [
      `${testSolana.caipNetworkId}:${SOLANA_ADDRESS}`,
      `${testSolanaDevnet.caipNetworkId}:${DEVNET_ADDRESS}`,
    ],
    methods: ['solana_signMessage'],
  }
  const fake = fakeSignClient(async () => ({ signature: base58Encode(SIGNATURE) }), solana)
  wallet.current = fake
  const airlock = createTestAirlock({
    networks: [localhost, testSolana, testSolanaDevnet, otherCluster],
    walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' },
  })
  instances.push(airlock)
  await airlock.ready
  await airlock.connect(WALLET_CONNECT_CONNECTOR_ID)
  const events: AirlockEvent[] = []
  airlock.subscribeEvents((event) => events.push(event))
  return { airlock, fake, events, solana }
}

describe('switchNetwork on Solana while a WalletConnect session holds it (local: no request)', () => {
  it("moves the namespace to the session's account on the target cluster; later requests name that chain", async () => {
    const { airlock, fake, events } = await connected()
    expect(airlock.getAccount('solana')?.caipAddress).toBe(
      `${testSolana.caipNetworkId}:${SOLANA_ADDRESS}`,
    )
    await airlock.switchNetwork(testSolanaDevnet)
    expect(fake.requests).toEqual([])
    expect(airlock.getAccount('solana')).toMatchObject({
      address: DEVNET_ADDRESS,
      caipAddress: `${testSolanaDevnet.caipNetworkId}:${DEVNET_ADDRESS}`,
      status: 'connected',
    })
    expect(airlock.stores.chains.getState().activeNamespace).toBe('solana')
    expect(airlock.getState().caipNetwork?.caipNetworkId).toBe(testSolanaDevnet.caipNetworkId)
    const provider = airlock.getProvider('solana')
    expect(provider.address).toBe(DEVNET_ADDRESS)
    expect(await provider.signMessage(new Uint8Array([1]))).toEqual(SIGNATURE)
    expect(fake.requests).toEqual([
      { method: 'solana_signMessage', chainId: testSolanaDevnet.caipNetworkId },
    ])
    expect(events.filter(({ type }) => type === 'SWITCH_NETWORK').map(({ data }) => data)).toEqual([
      { network: testSolanaDevnet.caipNetworkId },
    ])

    // And back.
    await airlock.switchNetwork(testSolana)
    await provider.signMessage(new Uint8Array([2]))
    expect(fake.requests.at(-1)).toEqual({
      method: 'solana_signMessage',
      chainId: testSolana.caipNetworkId,
    })
    expect(airlock.getAccount('solana')?.address).toBe(SOLANA_ADDRESS)
  })

  it('refuses a cluster the session holds no account on, and keeps the current network', async () => {
    const { airlock, fake } = await connected()
    await airlock.switchNetwork(testSolanaDevnet)
    await expect(airlock.switchNetwork(otherCluster)).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      message: `Test Wallet does not serve ${otherCluster.caipNetworkId}`,
    })
    expect(airlock.getAccount('solana')?.caipAddress).toBe(
      `${testSolanaDevnet.caipNetworkId}:${DEVNET_ADDRESS}`,
    )
    await airlock.getProvider('solana').signMessage(new Uint8Array([1]))
    expect(fake.requests).toEqual([
      { method: 'solana_signMessage', chainId: testSolanaDevnet.caipNetworkId },
    ])
  })

  it('keeps the switched cluster when the wallet updates the session, and falls back to the first when it drops it', async () => {
    const { airlock, fake, solana } = await connected()
    await airlock.switchNetwork(testSolanaDevnet)
    fake.fire('session_update', { topic: 'topic-1' })
    expect(airlock.getAccount('solana')?.address).toBe(DEVNET_ADDRESS)
    solana.accounts = [`${testSolana.caipNetworkId}:${SOLANA_ADDRESS}`]
    fake.fire('session_update', { topic: 'topic-1' })
    expect(airlock.getAccount('solana')?.caipAddress).toBe(
      `${testSolana.caipNetworkId}:${SOLANA_ADDRESS}`,
    )
    // Devnet is no longer the session's: a switch there is refused now.
    await expect(airlock.switchNetwork(testSolanaDevnet)).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
    })
  })
})
