import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockEvent } from '../../../airlockEvents'
import {
  FAKE_ORDINALS,
  FAKE_PAYMENT,
  FAKE_RECEIVER,
  type FakeBitcoinWalletOptions,
  fakeBitcoinWallet,
} from '../../../connectors/bitcoin/bitcoinWallet.fake'
import type { AirlockInstance } from '../../../createAirlock'
import { localhost } from '../../../networks/localhost'
import { createTestAirlock } from '../../../testing/airlockHarness'
import { testBitcoin, testSolana } from '../../../testing/testNetworks'
import { CONNECTED_BITCOIN_WALLET_KEY } from './bitcoinWalletSession'

const ID = 'bitcoin-standard:Fake Bitcoin Wallet'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

function setup(options: FakeBitcoinWalletOptions = {}, networks = [localhost, testBitcoin]) {
  const fake = fakeBitcoinWallet(options)
  cleanups.push(getWallets().register(fake.wallet))
  const airlock: AirlockInstance = createTestAirlock({ networks })
  cleanups.push(() => airlock.destroy())
  const events: AirlockEvent[] = []
  airlock.subscribeEvents((event) => events.push(event))
  return { ...fake, airlock, events }
}

const bitcoinRows = (airlock: AirlockInstance) =>
  airlock.stores.connection.getState().connectors.filter((row) => row.chains.includes('bip122'))

describe('Bitcoin browser wallets in an instance', () => {
  it('lists each registered Bitcoin wallet once, beside the EIP-6963 ones', async () => {
    const { airlock, wallet } = setup()
    cleanups.push(getWallets().register(wallet))
    await airlock.ready
    expect(bitcoinRows(airlock)).toEqual([
      {
        id: ID,
        name: 'Fake Bitcoin Wallet',
        type: 'ANNOUNCED',
        chains: ['bip122'],
        imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    ])
  })

  it('lists none for a dapp without bip122 networks; getProvider("bip122") says the chain is not supported', async () => {
    const { airlock } = setup({}, [localhost, testSolana])
    await airlock.ready
    expect(bitcoinRows(airlock)).toEqual([])
    expect(() => airlock.getProvider('bip122')).toThrow('Chain is not supported')
  })

  it('getProvider("bip122") before a connect says no account is there', async () => {
    const { airlock } = setup()
    await airlock.ready
    expect(() => airlock.getProvider('bip122')).toThrow('Address or auth connector not found')
  })

  it('connects: the payment address is the bip122 account, the wallet is getProvider("bip122")', async () => {
    const { airlock, events, calls } = setup()
    await vi.waitFor(() => expect(bitcoinRows(airlock)).toHaveLength(1))
    await airlock.connect(ID)
    expect(airlock.getAccount('bip122')).toMatchObject({
      address: FAKE_PAYMENT,
      caipAddress: `${testBitcoin.caipNetworkId}:${FAKE_PAYMENT}`,
      status: 'connected',
    })
    expect(airlock.stores.chains.getState().activeNamespace).toBe('bip122')
    expect(events.at(-1)).toMatchObject({ type: 'CONNECT_SUCCESS', data: { connectorId: ID } })
    const provider = airlock.getProvider('bip122')
    expect(provider.address).toBe(FAKE_PAYMENT)
    expect(provider.getAccountAddresses().map((entry) => entry.address)).toEqual([
      FAKE_PAYMENT,
      FAKE_ORDINALS,
    ])
    await provider.signMessage({ message: 'hi' })
    expect(calls.at(-1)?.feature).toBe('bitcoin:signMessage')
  })

  it('follows the wallet’s account, and disconnects when it has none left', async () => {
    const { airlock, changeAccount } = setup()
    await vi.waitFor(() => expect(bitcoinRows(airlock)).toHaveLength(1))
    await airlock.connect(ID)
    changeAccount(FAKE_RECEIVER)
    expect(airlock.getAccount('bip122')?.address).toBe(FAKE_RECEIVER)
    changeAccount(undefined)
    await vi.waitFor(() => expect(airlock.getAccount('bip122')?.address).toBeUndefined())
    expect(airlock.stores.connection.getState().status).toBe('disconnected')
  })

  it('disconnects bip122, asking the wallet to forget the site', async () => {
    const { airlock, calls } = setup()
    await vi.waitFor(() => expect(bitcoinRows(airlock)).toHaveLength(1))
    await airlock.connect(ID)
    await airlock.disconnect('bip122')
    expect(airlock.getAccount('bip122')?.address).toBeUndefined()
    expect(calls.at(-1)?.feature).toBe('standard:disconnect')
    expect(localStorage.getItem(CONNECTED_BITCOIN_WALLET_KEY)).toBeNull()
    expect(() => airlock.getProvider('bip122')).toThrow('Address or auth connector not found')
  })

  it('a declined connect leaves the instance disconnected and reports CONNECT_ERROR', async () => {
    const { airlock, events } = setup({ reject: true })
    await vi.waitFor(() => expect(bitcoinRows(airlock)).toHaveLength(1))
    await expect(airlock.connect(ID)).rejects.toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
    })
    expect(airlock.stores.connection.getState().status).toBe('disconnected')
    expect(events.at(-1)).toMatchObject({ type: 'CONNECT_ERROR', data: { connectorId: ID } })
  })

  it('reconnects the remembered wallet after a reload, without a prompt', async () => {
    const { airlock, calls } = setup()
    await airlock.ready
    await airlock.connect(ID)
    airlock.destroy()
    const reloaded = createTestAirlock({ networks: [localhost, testBitcoin] })
    cleanups.push(() => reloaded.destroy())
    await reloaded.ready
    expect(reloaded.getAccount('bip122')?.address).toBe(FAKE_PAYMENT)
    expect(calls.at(-1)).toEqual({ feature: 'standard:connect', inputs: [{ silent: true }] })
    expect(reloaded.getProvider('bip122').address).toBe(FAKE_PAYMENT)
  })

  it('forgets a remembered wallet that no longer grants the site an account', async () => {
    localStorage.setItem(CONNECTED_BITCOIN_WALLET_KEY, ID)
    const { airlock } = setup()
    await airlock.ready
    expect(airlock.getAccount('bip122')?.address).toBeUndefined()
    expect(localStorage.getItem(CONNECTED_BITCOIN_WALLET_KEY)).toBeNull()
  })
})
