import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockEvent } from '../../../airlockEvents'
import { FAKE_ADDRESS, fakeSolanaWallet } from '../../../connectors/solana/fakeStandardWallet'
import type { AirlockInstance } from '../../../createAirlock'
import { localhost } from '../../../networks/localhost'
import { createTestAirlock } from '../../../testing/airlockHarness'
import { testSolana } from '../../../testing/testNetworks'
import { CONNECTED_SOLANA_WALLET_KEY } from './solanaWalletSession'

const ID = 'wallet-standard:Fake Solana Wallet'
const OTHER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

function setup(
  options: Parameters<typeof fakeSolanaWallet>[0] = {},
  networks = [localhost, testSolana],
) {
  const fake = fakeSolanaWallet({ ...options, chains: ['solana:mainnet'] })
  cleanups.push(getWallets().register(fake.wallet))
  const airlock: AirlockInstance = createTestAirlock({ networks })
  cleanups.push(() => airlock.destroy())
  const events: AirlockEvent[] = []
  airlock.subscribeEvents((event) => events.push(event))
  return { ...fake, airlock, events }
}

const solanaRows = (airlock: AirlockInstance) =>
  airlock.stores.connection.getState().connectors.filter((row) => row.chains.includes('solana'))

describe('Solana browser wallets in an instance', () => {
  it('lists each registered Solana wallet once, beside the EIP-6963 ones', async () => {
    const { airlock, wallet } = setup()
    cleanups.push(getWallets().register(wallet)) // registered again: still one row
    await airlock.ready
    expect(solanaRows(airlock)).toHaveLength(1)
    expect(solanaRows(airlock)[0]).toMatchObject({
      id: ID,
      name: 'Fake Solana Wallet',
      type: 'ANNOUNCED',
    })
  })

  it('lists none, and loads nothing, for a dapp without Solana networks', async () => {
    const { airlock } = setup({}, [localhost])
    // `ready` waits for the Solana chunk where there is one to load.
    await airlock.ready
    expect(solanaRows(airlock)).toEqual([])
    expect(() => airlock.getProvider('solana')).toThrow('Chain is not supported')
  })

  it('connects: the Solana account in the stores, the wallet as getProvider("solana")', async () => {
    const { airlock, events, calls } = setup()
    await vi.waitFor(() => expect(solanaRows(airlock)).toHaveLength(1))
    await airlock.connect(ID)
    expect(airlock.getAccount('solana')).toMatchObject({
      address: FAKE_ADDRESS,
      caipAddress: `${testSolana.caipNetworkId}:${FAKE_ADDRESS}`,
      status: 'connected',
    })
    expect(airlock.stores.connection.getState().current).toMatchObject({
      connectorId: ID,
      namespace: 'solana',
    })
    expect(events.at(-1)).toMatchObject({ type: 'CONNECT_SUCCESS', data: { connectorId: ID } })
    const provider = airlock.getProvider('solana')
    expect(provider.address).toBe(FAKE_ADDRESS)
    expect(await provider.signMessage(new Uint8Array([1]))).toEqual(new Uint8Array(64).fill(1))
    expect(calls.at(-1)?.feature).toBe('solana:signMessage')
  })

  it('follows the wallet’s account, and disconnects when it has none left', async () => {
    const { airlock, changeAccount } = setup()
    await vi.waitFor(() => expect(solanaRows(airlock)).toHaveLength(1))
    await airlock.connect(ID)
    changeAccount(OTHER)
    expect(airlock.getAccount('solana')?.address).toBe(OTHER)
    changeAccount(undefined)
    await vi.waitFor(() => expect(airlock.getAccount('solana')?.address).toBeUndefined())
    expect(airlock.stores.connection.getState().status).toBe('disconnected')
  })

  it('disconnects the Solana namespace, asking the wallet to forget the site', async () => {
    const { airlock, calls } = setup()
    await vi.waitFor(() => expect(solanaRows(airlock)).toHaveLength(1))
    await airlock.connect(ID)
    await airlock.disconnect('solana')
    expect(airlock.getAccount('solana')?.address).toBeUndefined()
    expect(calls.at(-1)?.feature).toBe('standard:disconnect')
    expect(airlock.getProvider('solana').address).toBeUndefined()
  })

  it('a declined connect leaves the instance disconnected and reports CONNECT_ERROR', async () => {
    const { airlock, events } = setup({ reject: true })
    await vi.waitFor(() => expect(solanaRows(airlock)).toHaveLength(1))
    await expect(airlock.connect(ID)).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(airlock.stores.connection.getState().status).toBe('disconnected')
    expect(events.at(-1)).toMatchObject({ type: 'CONNECT_ERROR', data: { connectorId: ID } })
  })

  it('reconnects the remembered wallet after a reload, without a prompt', async () => {
    const { airlock, calls, wallet } = setup()
    await airlock.ready
    await airlock.connect(ID)
    airlock.destroy()
    const reloaded = createTestAirlock({ networks: [localhost, testSolana] })
    cleanups.push(() => reloaded.destroy())
    await reloaded.ready
    expect(reloaded.getAccount('solana')?.address).toBe(FAKE_ADDRESS)
    expect(calls.at(-1)).toEqual({ feature: 'standard:connect', inputs: [{ silent: true }] })
    expect(reloaded.getProvider('solana').address).toBe(FAKE_ADDRESS)
    expect(wallet.accounts).toHaveLength(1)
  })

  it('forgets a remembered wallet that no longer grants the site an account', async () => {
    localStorage.setItem(CONNECTED_SOLANA_WALLET_KEY, ID)
    const { airlock } = setup()
    await airlock.ready
    expect(airlock.getAccount('solana')?.address).toBeUndefined()
    expect(airlock.stores.connection.getState().status).toBe('disconnected')
    expect(localStorage.getItem(CONNECTED_SOLANA_WALLET_KEY)).toBeNull()
  })

  it('is not reconnected after a reload once disconnected', async () => {
    const { airlock } = setup()
    await airlock.ready
    await airlock.connect(ID)
    expect(localStorage.getItem(CONNECTED_SOLANA_WALLET_KEY)).toBe(ID)
    await airlock.disconnect('solana')
    expect(localStorage.getItem(CONNECTED_SOLANA_WALLET_KEY)).toBeNull()
  })
})

describe('Solana browser wallets and the instance lifetime', () => {
  it('destroyed while the wallet code loads: ready settles, no row, no reconnect, nothing logged', async () => {
    const { airlock, calls } = setup()
    await vi.waitFor(() => expect(solanaRows(airlock)).toHaveLength(1))
    await airlock.connect(ID)
    const asked = calls.length
    const errors = vi.spyOn(console, 'error')
    const reloaded = createTestAirlock({ networks: [localhost, testSolana], enableLogger: true })
    reloaded.destroy()
    await reloaded.ready
    expect(solanaRows(reloaded)).toEqual([])
    expect(calls.slice(asked)).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
