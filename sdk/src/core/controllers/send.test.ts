import { decodeFunctionData, erc20Abi, getAddress, type Hex, parseEther } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockEvent } from '../airlockEvents'
import { sampleBalances } from '../clients/blockchainApi/fakeBlockchainApi'
import type { TokenBalance } from '../clients/blockchainApi/types'
import { localhost } from '../networks/localhost'
import type { CaipNetwork } from '../networks/types'
import { featureHarness } from '../testing/accountFeaturesHarness'
import {
  createMockWallet,
  OTHER_ADDRESS,
  providerError,
  WALLET_ADDRESS,
} from '../testing/mockWallet'
import { fakeEvmNode, revertWithReason } from './sendFakeRpc'

const [ETH, TUSD] = sampleBalances.balances as [TokenBalance, TokenBalance]
const TUSD_CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const BALANCE_PATH = `/v1/account/${WALLET_ADDRESS}/balance`

const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
}

let dispose: (() => void) | undefined

function setup(options: Parameters<typeof featureHarness>[0] = {}) {
  const node = fakeEvmNode()
  const wallet = createMockWallet()
  wallet.respond('eth_sendTransaction', (params) => node.accept(params))
  const harness = featureHarness({
    provider: wallet.provider,
    rpc: { 'http://127.0.0.1:8545': node.handle },
    ...options,
  })
  harness.server.route('GET /v1/supported-chains', { http: ['eip155:31337'], ws: [] })
  harness.server.route('GET /v1/account/*', sampleBalances)
  harness.server.route('GET /v1/profile/reverse/*', [])
  dispose = harness.features.dispose
  const { send } = harness.features
  const events: AirlockEvent[] = []
  harness.events.subscribe((event) => events.push(event))
  const toast = () => harness.stores.toast.getState()
  /** A connected account with a complete form. */
  function fill(token: TokenBalance = ETH, amount = '0.5') {
    harness.connect()
    send.setToken(token)
    send.setAmount(amount)
    return send.setReceiver(OTHER_ADDRESS)
  }
  return { ...harness, node, wallet, send, events, toast, fill }
}

afterEach(() => {
  dispose?.()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('send: EVM', () => {
  it('sends the native currency with the estimated gas, waits for the receipt and resets', async () => {
    const { send, node, wallet, events, fill, server } = setup()
    await fill(ETH, '0.5')
    const hash = await send.send()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(wallet.calls.find((call) => call.method === 'eth_sendTransaction')?.params).toEqual([
      {
        from: WALLET_ADDRESS,
        to: OTHER_ADDRESS,
        value: `0x${parseEther('0.5').toString(16)}`,
        gas: '0x5208',
      },
    ])
    // Estimated before sending, then the receipt read through the network's RPC.
    expect(node.methods()).toEqual(
      expect.arrayContaining(['eth_estimateGas', 'eth_getTransactionReceipt']),
    )
    expect(events.find((event) => event.type === 'SEND_SUCCESS')?.data).toEqual({
      namespace: 'eip155',
      network: 'eip155:31337',
      token: 'ETH',
      amount: '0.5',
      hash,
    })
    expect(send.store.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false,
      error: undefined,
    })
    // The balances moved: fetched again past the caches.
    await vi.waitFor(() =>
      expect(server.to(BALANCE_PATH).some((request) => request.query.forceUpdate === 'true')).toBe(
        true,
      ),
    )
  })

  it('sends an ERC-20 as transfer() to the token contract, the amount parsed by its decimals', async () => {
    const { send, node, fill } = setup()
    await fill(TUSD, '12.5')
    await send.send()
    const [tx] = node.sent
    expect(tx).toMatchObject({ from: WALLET_ADDRESS, to: TUSD_CONTRACT, value: '0x0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: tx?.data as Hex })).toEqual({
      functionName: 'transfer',
      args: [getAddress(OTHER_ADDRESS), 12_500_000n],
    })
  })

  it('holds the loading flag while the transaction is on its way', async () => {
    const { send, node, fill } = setup()
    await fill()
    const sending = send.send()
    expect(send.store.getState().loading).toBe(true)
    // A second click joins the first: one transaction.
    const again = send.send()
    expect(await again).toBe(await sending)
    expect(node.sent).toHaveLength(1)
    expect(send.store.getState().loading).toBe(false)
  })

  it("refuses a form without amount or receiver: 'An amount and receiver address are required'", async () => {
    const { send, wallet, connect, toast } = setup()
    connect()
    send.setToken(ETH)
    send.setAmount('1')
    const message = 'An amount and receiver address are required'
    await expect(send.send()).rejects.toThrow(message)
    expect(send.store.getState()).toMatchObject({ loading: false, error: message })
    expect(toast()).toMatchObject({ open: true, variant: 'error', message })
    await send.setReceiver(OTHER_ADDRESS)
    for (const amount of [undefined, '', '0', 'abc']) {
      send.setAmount(amount)
      await expect(send.send()).rejects.toThrow(message)
    }
    send.setAmount('1')
    await send.setReceiver('not an address')
    await expect(send.send()).rejects.toThrow(message)
    expect(wallet.methods()).not.toContain('eth_sendTransaction')
  })

  it("refuses a form without a token (or one of another network): 'A token is required'", async () => {
    const { send, connect, wallet } = setup()
    connect()
    send.setAmount('1')
    await send.setReceiver(OTHER_ADDRESS)
    await expect(send.send()).rejects.toThrow('A token is required')
    send.setToken({ ...ETH, chainId: 'eip155:1' })
    await expect(send.send()).rejects.toThrow('A token is required')
    expect(wallet.methods()).not.toContain('eth_sendTransaction')
  })

  it("says 'error estimating gas' when the estimate fails, and sends nothing", async () => {
    const { send, node, wallet, fill, toast } = setup()
    node.settings.estimate = { code: -32000, message: 'insufficient funds for transfer' }
    await fill()
    await expect(send.send()).rejects.toThrow('error estimating gas')
    expect(toast().message).toBe('error estimating gas')
    expect(wallet.methods()).not.toContain('eth_sendTransaction')
  })

  it('rejects with the decoded revert reason of a reverted receipt, replayed at its block', async () => {
    const { send, node, fill } = setup()
    node.settings.outcome = 'reverted'
    // The reason only in the revert data, as anvil and geth give it…
    node.settings.replay = {
      code: 3,
      message: 'execution reverted',
      data: revertWithReason('ERC20: transfer amount exceeds balance'),
    }
    await fill(TUSD, '1')
    await expect(send.send()).rejects.toThrow(/^ERC20: transfer amount exceeds balance$/)
    // …or only in the message, as some nodes do.
    node.settings.replay = { code: 3, message: 'execution reverted: Paused' }
    await expect(send.send()).rejects.toThrow(/^Paused$/)
    // …or as the call's result.
    node.settings.replay = revertWithReason('Halted')
    await expect(send.send()).rejects.toThrow(/^Halted$/)
    node.settings.replay = {
      code: 3,
      message: 'execution reverted: ERC20: transfer amount exceeds balance',
      data: revertWithReason('ERC20: transfer amount exceeds balance'),
    }
    await expect(send.send()).rejects.toThrow('ERC20: transfer amount exceeds balance')
    const replay = node.calls.find((call) => call.method === 'eth_call')
    expect(replay?.params[1]).toBe('0x7')
    expect(send.store.getState()).toMatchObject({
      loading: false,
      error: 'ERC20: transfer amount exceeds balance',
      // The form stays for another try.
      sendTokenAmount: '1',
    })
  })

  it("rejects 'unknown reason' when the replay gives no reason", async () => {
    const { send, node, fill } = setup()
    node.settings.outcome = 'reverted'
    node.settings.replay = { code: 3, message: 'execution reverted' }
    await fill()
    await expect(send.send()).rejects.toThrow(/^unknown reason$/)
    node.settings.replay = '0x'
    await expect(send.send()).rejects.toThrow(/^unknown reason$/)
  })

  it('gives up waiting for the receipt after 25 s', async () => {
    vi.useFakeTimers()
    const { send, node, fill } = setup()
    node.settings.outcome = 'pending'
    await fill()
    const outcome = send.send().then(
      () => 'sent',
      (error: Error) => error.message,
    )
    await vi.advanceTimersByTimeAsync(24_900)
    expect(send.store.getState().loading).toBe(true)
    await vi.advanceTimersByTimeAsync(200)
    expect(await outcome).toMatch(
      /^Timed out while waiting for transaction with hash "0x[0-9a-f]{64}" to be confirmed/,
    )
    expect(send.store.getState().loading).toBe(false)
  })

  it("passes on the wallet's refusal", async () => {
    const { send, wallet, fill, events } = setup()
    wallet.respond('eth_sendTransaction', {
      error: providerError(4001, 'User rejected the request.'),
    })
    await fill()
    await expect(send.send()).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    })
    expect(events.some((event) => event.type === 'SEND_SUCCESS')).toBe(false)
  })

  it("throws 'Unsupported chain' on a namespace it cannot send on", async () => {
    const { send, connect, stores } = setup({ networks: [localhost, bitcoin] })
    connect('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')
    expect(stores.chains.getState().activeNamespace).toBe('bip122')
    await expect(send.send()).rejects.toThrow(/^Unsupported chain$/)
  })
})

describe('send: the receiver', () => {
  const profile = (name: string, avatar?: string) => ({
    name,
    registered: 1_700_000_000,
    addresses: { '2147514985': { address: OTHER_ADDRESS } },
    attributes: avatar ? [{ avatar }] : [],
  })

  it("shows a typed address's name and avatar", async () => {
    const { send, server, connect } = setup()
    server.route('GET /v1/profile/reverse/*', [profile('bob.airlock.id', 'https://img/bob.png')])
    connect()
    await send.setReceiver(` ${OTHER_ADDRESS} `)
    expect(send.store.getState()).toMatchObject({
      receiverAddress: OTHER_ADDRESS,
      receiverProfileName: 'bob.airlock.id',
      receiverProfileImageUrl: 'https://img/bob.png',
    })
    expect(server.to(`/v1/profile/reverse/${OTHER_ADDRESS}`)).toHaveLength(1)
  })

  it('resolves a typed name to its address; an unknown name leaves no receiver', async () => {
    const { send, server, connect } = setup()
    server.route('GET /v1/profile/account/*', (request: { path: string }) =>
      request.path.endsWith('/bob.airlock.id')
        ? profile('bob.airlock.id', 'https://img/bob.png')
        : Response.json({ message: 'not found' }, { status: 404 }),
    )
    server.route('GET /v1/profile/reverse/*', [profile('bob.airlock.id', 'https://img/bob.png')])
    connect()
    await send.setReceiver('Bob.airlock.id')
    expect(send.store.getState()).toMatchObject({
      receiverAddress: OTHER_ADDRESS,
      receiverProfileName: 'bob.airlock.id',
      receiverProfileImageUrl: 'https://img/bob.png',
    })
    await send.setReceiver('nobody.airlock.id')
    expect(send.store.getState()).toMatchObject({
      receiverAddress: undefined,
      receiverProfileName: undefined,
    })
  })

  it('applies only the newest input when lookups overlap', async () => {
    const { send, server, connect } = setup()
    let release: () => void = () => {}
    server.route(
      'GET /v1/profile/account/*',
      () => new Promise((resolve) => (release = () => resolve(profile('slow.airlock.id')))),
    )
    connect()
    const slow = send.setReceiver('slow.airlock.id')
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(0))
    await send.setReceiver(WALLET_ADDRESS)
    release()
    await slow
    expect(send.store.getState().receiverAddress).toBe(WALLET_ADDRESS)
  })

  it('takes an address without looking names up when no blockchain API is configured', async () => {
    const { send, connect, server } = setup({ blockchainApi: false })
    connect()
    await send.setReceiver(OTHER_ADDRESS)
    expect(send.store.getState().receiverAddress).toBe(OTHER_ADDRESS)
    expect(server.requests).toHaveLength(0)
  })
})

describe('send: balances and flags', () => {
  it('lists the sendable balances and the native value in USD', async () => {
    const { send, connect } = setup()
    connect()
    const listed = await send.fetchTokenBalances()
    expect(listed.map((balance) => balance.symbol)).toEqual(['ETH', 'TUSD'])
    expect(send.store.getState()).toMatchObject({
      tokenBalances: listed,
      networkBalanceInUSD: '3000.5',
      lastRetry: undefined,
    })
  })

  it('keeps the 30 s retry block of a failed balance fetch', async () => {
    const { send, connect, server } = setup()
    server.route('GET /v1/account/*', Response.json({}, { status: 500 }))
    connect()
    expect(await send.fetchTokenBalances()).toEqual([])
    expect(send.store.getState().lastRetry).toEqual(expect.any(Number))
  })

  it('is unavailable with features.send off: nothing loads, calls reject', async () => {
    const { send, fill, wallet } = setup({ features: { send: false } })
    expect(send.available).toBe(false)
    await expect(fill()).rejects.toThrow('Something went wrong')
    await expect(send.send()).rejects.toThrow('Something went wrong')
    expect(wallet.calls).toHaveLength(0)
  })
})
