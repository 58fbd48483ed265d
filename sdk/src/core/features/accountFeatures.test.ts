import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BLOCKCHAIN_API_URL,
  fakeBlockchainApi,
  sampleBalances,
} from '../clients/blockchainApi/fakeBlockchainApi'
import type { AirlockInstance } from '../createAirlock'
import { localhost, localhost2 } from '../networks/localhost'
import { createTestAirlock } from '../testing/airlockHarness'
import { createMockWallet, OTHER_ADDRESS, WALLET_ADDRESS } from '../testing/mockWallet'
import { testSolana } from '../testing/testNetworks'
import { fakeEvmNode } from './send/sendFakeRpc'

const solana = testSolana

const cleanups: (() => void)[] = []

async function connectedInstance(): Promise<{
  airlock: AirlockInstance
  api: ReturnType<typeof fakeBlockchainApi>
  wallet: ReturnType<typeof createMockWallet>
}> {
  const api = fakeBlockchainApi({
    'GET /v1/supported-chains': { http: ['eip155:31337'], ws: [] },
    'GET /v1/account/*': sampleBalances,
    'GET /v1/identity/*': { name: 'ada.airlock.id', avatar: null },
    'POST /v1/profile/account': { ok: true },
  })
  api.stubGlobal()
  const wallet = createMockWallet({ rdns: 'dev.airlock.testwallet' })
  wallet.respond('personal_sign', { result: '0x1234' })
  cleanups.push(wallet.announce())
  const airlock = createTestAirlock({
    networks: [localhost, localhost2],
    apiUrls: { blockchainApi: BLOCKCHAIN_API_URL },
  })
  cleanups.push(() => airlock.destroy())
  await airlock.connect('dev.airlock.testwallet')
  return { airlock, api, wallet }
}

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('account features on the instance', () => {
  it('makes no request and loads nothing until a feature is used', async () => {
    const { airlock, api } = await connectedInstance()
    expect(api.requests).toHaveLength(0)
    expect(airlock.balances.store.getState().status).toBe('idle')
    expect(airlock.history.available).toBe(true)
  })

  it('fetches balances for the connected browser wallet, asking it about asset discovery', async () => {
    const { airlock, wallet } = await connectedInstance()
    const listed = await airlock.balances.fetch()
    expect(listed.map((balance) => balance.symbol)).toEqual(['ETH', 'TUSD'])
    expect(wallet.methods()).toContain('wallet_getCapabilities')
    expect(airlock.getAccount('eip155')).toMatchObject({ balance: '1.000', balanceSymbol: 'ETH' })
  })

  it('fills the identity and registers a name with the wallet holding the account', async () => {
    const { airlock, api, wallet } = await connectedInstance()
    await airlock.names.fetchIdentity()
    expect(airlock.getAccount('eip155')?.profileName).toBe('ada.airlock.id')
    airlock.stores.router.getState().push('RegisterAccountName')
    await airlock.names.registerName('grace')
    expect(wallet.calls.find((call) => call.method === 'personal_sign')?.params).toEqual([
      expect.stringMatching(/^0x/),
      WALLET_ADDRESS,
    ])
    expect(api.to('/v1/profile/account')[0]?.body).toMatchObject({
      address: WALLET_ADDRESS,
      signature: '0x1234',
    })
    expect(airlock.getState().view).toBe('RegisterAccountNameSuccess')
  })

  it('stops after destroy: no request, nothing thrown', async () => {
    const { airlock, api } = await connectedInstance()
    airlock.destroy()
    await expect(airlock.balances.fetch()).resolves.toEqual([])
    await airlock.history.fetch()
    expect(api.requests).toHaveLength(0)
  })

  it('keeps two instances apart', async () => {
    const { airlock } = await connectedInstance()
    const other = createTestAirlock({ apiUrls: { blockchainApi: BLOCKCHAIN_API_URL } })
    cleanups.push(() => other.destroy())
    await airlock.balances.fetch()
    expect(other.balances.store.getState().balances).toEqual([])
    expect(other.balances.store).not.toBe(airlock.balances.store)
  })
})

describe('wallet features on the instance (send, swap, buy)', () => {
  it('offers all three by default, and loads nothing until one is used', async () => {
    const { airlock, api } = await connectedInstance()
    expect([airlock.send.available, airlock.swap.available, airlock.onramp.available]).toEqual([
      true,
      true,
      true,
    ])
    airlock.send.setAmount('1')
    airlock.swap.store.getState().setSourceTokenAmount('1')
    airlock.onramp.setPaymentAmount('50')
    expect(api.requests).toHaveLength(0)
  })

  it('reports each feature its flag turns off as unavailable', () => {
    const airlock = createTestAirlock({
      features: { send: false, swaps: false, onramp: false },
      apiUrls: { blockchainApi: BLOCKCHAIN_API_URL },
    })
    cleanups.push(() => airlock.destroy())
    expect([airlock.send.available, airlock.swap.available, airlock.onramp.available]).toEqual([
      false,
      false,
      false,
    ])
    // Send needs no data API; swaps and the on-ramp do.
    const bare = createTestAirlock()
    cleanups.push(() => bare.destroy())
    expect([bare.send.available, bare.swap.available, bare.onramp.available]).toEqual([
      true,
      false,
      false,
    ])
  })

  it('resets the send form when the switch goes to another namespace, not within one', async () => {
    const { airlock } = await connectedInstance()
    const filled = async () => {
      airlock.send.setToken(sampleBalances.balances[0])
      airlock.send.setAmount('0.1')
      await airlock.send.setReceiver(OTHER_ADDRESS)
    }
    await filled()
    await airlock.switchNetwork(localhost2)
    expect(airlock.send.store.getState()).toMatchObject({
      sendTokenAmount: '0.1',
      receiverAddress: OTHER_ADDRESS,
    })
    const other = createTestAirlock({ networks: [localhost, solana] })
    cleanups.push(() => other.destroy())
    other.send.setAmount('0.1')
    other.send.setToken(sampleBalances.balances[0])
    await other.switchNetwork(solana)
    expect(other.send.store.getState()).toMatchObject({
      sendTokenAmount: undefined,
      token: undefined,
    })
  })

  it('sends through the connected browser wallet, which may decline', async () => {
    const { airlock, wallet } = await connectedInstance()
    wallet.respond('eth_sendTransaction', { error: Object.assign(new Error('no'), { code: 4001 }) })
    // The estimate goes to the network's RPC: answered here by the global fetch double.
    const api = fakeBlockchainApi({ 'GET /v1/profile/reverse/*': [] })
    const node = fakeEvmNode()
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('http://127.0.0.1:8545')
        ? node.handle(String(init?.body))
        : api.fetch(input, init),
    )
    airlock.send.setToken(sampleBalances.balances[0])
    airlock.send.setAmount('0.1')
    await airlock.send.setReceiver(OTHER_ADDRESS)
    await expect(airlock.send.send()).rejects.toThrow('User rejected the request')
    expect(wallet.calls.find((call) => call.method === 'eth_sendTransaction')?.params).toEqual([
      expect.objectContaining({ from: WALLET_ADDRESS, to: OTHER_ADDRESS, gas: '0x5208' }),
    ])
  })

  it("rejects 'Request was aborted' after destroy", async () => {
    const { airlock } = await connectedInstance()
    airlock.destroy()
    await expect(airlock.send.send()).rejects.toThrow('Request was aborted')
    await expect(airlock.swap.quote()).resolves.toBeUndefined()
    await expect(airlock.onramp.openProvider()).rejects.toThrow('Request was aborted')
  })
})
