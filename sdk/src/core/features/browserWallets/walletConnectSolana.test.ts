import { base58Encode } from '@airlock/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FAKE_WALLET_ADDRESS, fakeSignClient } from '../../connectors/walletConnect/fakeSignClient'
import { WALLET_CONNECT_CONNECTOR_ID } from '../../connectors/walletConnect/walletConnectConnector'
import type { AirlockInstance } from '../../createAirlock'
import { localhost } from '../../networks/localhost'
import { createTestAirlock } from '../../testing/airlockHarness'
import { testSolana } from '../../testing/testNetworks'

const SOLANA_ADDRESS = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
const SIGNATURE = new Uint8Array(64).fill(3)

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

/** An instance with EVM and Solana networks whose WalletConnect session approved both. */
async function connected({ solana = true } = {}) {
  const fake = fakeSignClient(
    async (method) => {
      if (method === 'solana_signMessage') return { signature: base58Encode(SIGNATURE) }
      return null
    },
    solana
      ? {
          accounts: [`${testSolana.caipNetworkId}:${SOLANA_ADDRESS}`],
          methods: ['solana_signMessage', 'solana_signTransaction'],
        }
      : undefined,
  )
  wallet.current = fake
  const airlock = createTestAirlock({
    networks: [localhost, testSolana],
    walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' },
  })
  instances.push(airlock)
  await airlock.ready
  await airlock.connect(WALLET_CONNECT_CONNECTOR_ID)
  return { airlock, fake }
}

describe('the Solana account of a WalletConnect session (SPEC §4: one session, several chains)', () => {
  it('connects the solana namespace to it, the EVM connection staying the current one', async () => {
    const { airlock } = await connected()
    expect(airlock.getAccount('solana')).toMatchObject({
      address: SOLANA_ADDRESS,
      caipAddress: `${testSolana.caipNetworkId}:${SOLANA_ADDRESS}`,
      status: 'connected',
    })
    expect(airlock.getAccount('eip155')?.address).toBe(FAKE_WALLET_ADDRESS)
    const { current, connections } = airlock.stores.connection.getState()
    expect(current).toMatchObject({ namespace: 'eip155', connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(connections.map(({ namespace }) => namespace).sort()).toEqual(['eip155', 'solana'])
  })

  it('getProvider("solana") signs through the session on the Solana chain', async () => {
    const { airlock, fake } = await connected()
    const provider = airlock.getProvider('solana')
    expect(provider.address).toBe(SOLANA_ADDRESS)
    expect(await provider.signMessage(new Uint8Array([1, 2]))).toEqual(SIGNATURE)
    expect(fake.requests.at(-1)).toEqual({
      method: 'solana_signMessage',
      chainId: testSolana.caipNetworkId,
    })
  })

  it('leaves the solana namespace alone when the wallet approved no Solana account', async () => {
    const { airlock } = await connected({ solana: false })
    expect(airlock.getAccount('eip155')?.address).toBe(FAKE_WALLET_ADDRESS)
    expect(airlock.getAccount('solana')?.address).toBeUndefined()
    expect(airlock.getProvider('solana').address).toBeUndefined()
  })

  it('disconnecting WalletConnect disconnects its solana namespace and ends the session', async () => {
    const { airlock, fake } = await connected()
    await airlock.disconnect()
    expect(airlock.getAccount('solana')?.address).toBeUndefined()
    expect(airlock.getAccount('eip155')?.address).toBeUndefined()
    expect(airlock.stores.connection.getState().connections).toEqual([])
    expect(fake.disconnected).toEqual(['topic-1'])
    expect(airlock.getProvider('solana').address).toBeUndefined()
  })

  it('disconnecting the solana namespace ends the whole session, eip155 too', async () => {
    const { airlock, fake } = await connected()
    await airlock.disconnect('solana')
    expect(airlock.getAccount('solana')?.address).toBeUndefined()
    expect(airlock.getAccount('eip155')?.address).toBeUndefined()
    expect(fake.disconnected).toEqual(['topic-1'])
  })

  it('the wallet ending the session disconnects both namespaces', async () => {
    const { airlock, fake } = await connected()
    fake.fire('session_delete', { topic: 'topic-1' })
    await vi.waitFor(() => expect(airlock.getAccount('eip155')?.address).toBeUndefined())
    expect(airlock.getAccount('solana')?.address).toBeUndefined()
    expect(airlock.stores.connection.getState().status).toBe('disconnected')
  })
})
