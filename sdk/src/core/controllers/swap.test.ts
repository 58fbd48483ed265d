import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FakeRequest } from '../clients/blockchainApi/fakeBlockchainApi'
import { sampleBalances } from '../clients/blockchainApi/fakeBlockchainApi'
import type { SwapToken } from '../clients/blockchainApi/types'
import { localhost } from '../networks/localhost'
import type { CaipNetwork } from '../networks/types'
import type { SwapStatus } from '../stores/swapStore'
import { featureHarness } from '../testing/accountFeaturesHarness'
import { createMockWallet, WALLET_ADDRESS } from '../testing/mockWallet'
import { fakeEvmNode, revertWithReason } from './sendFakeRpc'

const EXCHANGE = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const TUSD_CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const ETH: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  decimals: 18,
  logoUri: '',
}
const TUSD: SwapToken = {
  name: 'Test USD',
  symbol: 'TUSD',
  address: `eip155:31337:${TUSD_CONTRACT}`,
  decimals: 6,
  logoUri: '',
}
const GWEI = 1_000_000_000n
const BALANCE_PATH = `/v1/account/${WALLET_ADDRESS}/balance`

/** The exchange of the fake API: 1 ETH buys 3000 TUSD, and back. */
function amountOut(from: string, amount: bigint): bigint {
  return from === ETH.address ? (amount * 3000n) / 10n ** 12n : (amount * 10n ** 12n) / 3000n
}

/** Calldata a swap transaction carries: what the API built, read back in the test. */
const swapData = (amount: bigint) => `0x5a1e${amount.toString(16).padStart(64, '0')}` as Hex

let dispose: (() => void) | undefined

function setup(options: Parameters<typeof featureHarness>[0] & { allowance?: bigint } = {}) {
  const node = fakeEvmNode()
  const wallet = createMockWallet()
  wallet.respond('eth_sendTransaction', (params) => node.accept(params))
  const harness = featureHarness({
    provider: wallet.provider,
    rpc: { 'http://127.0.0.1:8545': node.handle },
    ...options,
  })
  const { server } = harness
  let allowance = options.allowance ?? 0n
  server.route('GET /v1/supported-chains', { http: ['eip155:31337'], ws: [] })
  server.route('GET /v1/account/*', sampleBalances)
  server.route('GET /v1/convert/tokens', { tokens: [ETH, TUSD] })
  server.route('GET /v1/convert/gas-price', {
    standard: String(GWEI),
    fast: String((GWEI * 5n) / 4n),
    instant: String((GWEI * 3n) / 2n),
  })
  server.route('GET /v1/convert/quotes', ({ query }: FakeRequest) => ({
    quotes: [
      {
        id: null,
        fromAmount: query.amount,
        fromAccount: query.from,
        toAmount: String(amountOut(query.from ?? '', BigInt(query.amount ?? '0'))),
        toAccount: query.to,
      },
    ],
  }))
  server.route('GET /v1/convert/allowance', () => ({ allowance: String(allowance) }))
  server.route('GET /v1/convert/build-approve', ({ query }: FakeRequest) => ({
    tx: {
      from: query.userAddress,
      to: TUSD_CONTRACT,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [EXCHANGE, BigInt(query.amount ?? '0')],
      }),
      value: '0',
      eip155: { gas: '46000', gasPrice: String(GWEI) },
    },
  }))
  server.route('POST /v1/convert/build-transaction', ({ body }: FakeRequest) => {
    const { amount, from, userAddress } = body as Record<string, string>
    if (from !== ETH.address && allowance < BigInt(amount ?? '0'))
      return Response.json(
        { message: 'ERC20: insufficient allowance', reasons: [] },
        { status: 400 },
      )
    return {
      tx: {
        from: userAddress,
        to: EXCHANGE,
        data: swapData(BigInt(amount ?? '0')),
        value: from === ETH.address ? amount : '0',
        eip155: { gas: '120000', gasPrice: String(GWEI) },
      },
    }
  })
  // A mined approval raises the allowance, as the chain would.
  wallet.respond('eth_sendTransaction', (params) => {
    const [tx] = params as [{ to: string; data?: Hex }]
    if (tx.to === TUSD_CONTRACT && tx.data) {
      const { args } = decodeFunctionData({ abi: erc20Abi, data: tx.data })
      allowance = args[1] as bigint
    }
    return node.accept(params)
  })
  dispose = harness.features.dispose
  const { swap } = harness.features
  const statuses: SwapStatus[] = []
  swap.store.subscribe((state, previous) => {
    if (state.status !== previous.status) statuses.push(state.status)
  })
  const toast = () => harness.stores.toast.getState()
  return { ...harness, node, wallet, swap, statuses, toast }
}

afterEach(() => {
  dispose?.()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('swap: tokens and gas price', () => {
  it('loads the tokens and the gas price of the active network', async () => {
    const { swap, server, connect } = setup()
    connect()
    expect(swap.available).toBe(true)
    expect(await swap.loadTokens()).toEqual([ETH, TUSD])
    expect(swap.store.getState()).toMatchObject({
      tokens: [ETH, TUSD],
      tokensLoading: false,
      gasPrice: { standard: String(GWEI) },
    })
    expect(server.to('/v1/convert/tokens')[0]?.query.chainId).toBe('eip155:31337')
  })

  it("says 'Network not supported for Gas Price or Swaps' where the API serves no swaps", async () => {
    const { swap, server, connect, toast } = setup()
    const refusal = Response.json(
      { message: 'Network not supported for Gas Price or Swaps' },
      { status: 400 },
    )
    server.route('GET /v1/convert/tokens', refusal.clone())
    server.route('GET /v1/convert/gas-price', refusal)
    connect()
    expect(await swap.loadTokens()).toEqual([])
    expect(swap.store.getState()).toMatchObject({
      status: 'error',
      error: 'Network not supported for Gas Price or Swaps',
    })
    expect(toast()).toMatchObject({
      variant: 'error',
      message: 'Network not supported for Gas Price or Swaps',
    })
  })

  it('says the same on a namespace other than eip155, without asking', async () => {
    const solana: CaipNetwork = {
      ...localhost,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }
    const { swap, server, connect } = setup({ networks: [localhost, solana] })
    connect('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', 'solana')
    await swap.loadTokens()
    expect(swap.store.getState().error).toBe('Network not supported for Gas Price or Swaps')
    expect(server.requests).toHaveLength(0)
  })
})

describe('swap: quotes', () => {
  it('quotes native → token with 1 % slippage and the fee of the swap transaction', async () => {
    const { swap, server, connect, statuses } = setup()
    connect()
    swap.store.getState().setSourceToken(ETH)
    swap.store.getState().setToToken(TUSD)
    swap.store.getState().setSourceTokenAmount('0.5')
    const quote = await swap.quote()
    expect(quote).toEqual({
      toAmount: '1500',
      minimumReceived: '1485',
      slippage: 1,
      networkFee: '0.00012',
      approvalNeeded: false,
    })
    expect(statuses).toEqual(['quoting', 'ready'])
    expect(server.to('/v1/convert/quotes')[0]?.query).toMatchObject({
      amount: '500000000000000000',
      userAddress: WALLET_ADDRESS,
      from: ETH.address,
      to: TUSD.address,
      gasPrice: String(GWEI),
    })
    // The native currency is paid as value: no allowance to check.
    expect(server.to('/v1/convert/allowance')).toHaveLength(0)
    expect(server.to('/v1/convert/build-transaction')[0]?.body).toEqual({
      amount: '500000000000000000',
      slippage: '1',
      from: ETH.address,
      to: TUSD.address,
      userAddress: WALLET_ADDRESS,
    })
  })

  it('needs an approval first when the allowance is short, and prices that', async () => {
    const { swap, server, connect } = setup({ allowance: 1_000_000n })
    connect()
    swap.store.getState().setSourceToken(TUSD)
    swap.store.getState().setToToken(ETH)
    swap.store.getState().setSourceTokenAmount('30')
    const quote = await swap.quote()
    expect(quote).toMatchObject({ toAmount: '0.01', approvalNeeded: true, networkFee: '0.000046' })
    expect(server.to('/v1/convert/allowance')[0]?.query).toMatchObject({
      tokenAddress: TUSD.address,
      userAddress: WALLET_ADDRESS,
    })
    expect(swap.store.getState().transaction?.to).toBe(TUSD_CONTRACT)
  })

  it('has nothing to quote without both tokens and a positive amount', async () => {
    const { swap, server, connect } = setup()
    connect()
    swap.store.getState().setSourceToken(ETH)
    swap.store.getState().setSourceTokenAmount('1')
    expect(await swap.quote()).toBeUndefined()
    swap.store.getState().setToToken(TUSD)
    swap.store.getState().setSourceTokenAmount('0')
    expect(await swap.quote()).toBeUndefined()
    expect(swap.store.getState().status).toBe('idle')
    expect(server.requests).toHaveLength(0)
  })

  it('drops the answer to a form that changed meanwhile', async () => {
    const { swap, connect } = setup()
    connect()
    swap.store.getState().setSourceToken(ETH)
    swap.store.getState().setToToken(TUSD)
    swap.store.getState().setSourceTokenAmount('1')
    const first = swap.quote()
    swap.store.getState().setSourceTokenAmount('2')
    const second = swap.quote()
    expect(await first).toBeUndefined()
    expect(await second).toMatchObject({ toAmount: '6000' })
    expect(swap.store.getState().quote?.toAmount).toBe('6000')
  })

  it('keeps a failed quote in the store, without a toast', async () => {
    const { swap, server, connect, toast } = setup()
    server.route('GET /v1/convert/quotes', Response.json({}, { status: 500 }))
    connect()
    swap.store.getState().setSourceToken(ETH)
    swap.store.getState().setToToken(TUSD)
    swap.store.getState().setSourceTokenAmount('1')
    expect(await swap.quote()).toBeUndefined()
    expect(swap.store.getState()).toMatchObject({ status: 'error', error: 'Something went wrong' })
    expect(toast().open).toBe(false)
  })
})

describe('swap: sending', () => {
  it('approves, waits, builds the swap again and sends it; then refreshes the balances', async () => {
    const { swap, server, connect, node, statuses } = setup({ allowance: 0n })
    connect()
    swap.store.getState().setSourceToken(TUSD)
    swap.store.getState().setToToken(ETH)
    swap.store.getState().setSourceTokenAmount('30')
    await swap.quote()
    const hash = await swap.swap()
    expect(statuses).toEqual(['quoting', 'ready', 'approving', 'swapping', 'done'])
    expect(node.sent.map((tx) => tx.to)).toEqual([TUSD_CONTRACT, EXCHANGE])
    expect(node.sent[0]?.gas).toBe('0xb3b0') // the approval's gas as the API estimated it
    expect(node.sent[1]).toMatchObject({ from: WALLET_ADDRESS, data: swapData(30_000_000n) })
    expect(swap.store.getState()).toMatchObject({ status: 'done', hash })
    // The quote priced the approval; the swap itself was built once, after it was mined.
    expect(server.to('/v1/convert/build-transaction')).toHaveLength(1)
    await vi.waitFor(() =>
      expect(server.to(BALANCE_PATH).some((request) => request.query.forceUpdate === 'true')).toBe(
        true,
      ),
    )
  })

  it('sends the native currency as value, without an approval', async () => {
    const { swap, connect, node, statuses } = setup()
    connect()
    swap.store.getState().setSourceToken(ETH)
    swap.store.getState().setToToken(TUSD)
    swap.store.getState().setSourceTokenAmount('0.5')
    await swap.quote()
    await swap.swap()
    expect(statuses).toEqual(['quoting', 'ready', 'swapping', 'done'])
    expect(node.sent).toEqual([
      {
        from: WALLET_ADDRESS,
        to: EXCHANGE,
        data: swapData(500_000_000_000_000_000n),
        value: '0x6f05b59d3b20000',
        gas: '0x1d4c0',
      },
    ])
  })

  it('ends in error with the revert reason and a toast when the swap reverts', async () => {
    const { swap, connect, node, toast } = setup()
    node.settings.outcome = 'reverted'
    node.settings.replay = {
      code: 3,
      message: 'execution reverted',
      data: revertWithReason('Exchange: slippage'),
    }
    connect()
    swap.store.getState().setSourceToken(ETH)
    swap.store.getState().setToToken(TUSD)
    swap.store.getState().setSourceTokenAmount('0.5')
    await swap.quote()
    await expect(swap.swap()).rejects.toThrow('Exchange: slippage')
    expect(swap.store.getState()).toMatchObject({ status: 'error', error: 'Exchange: slippage' })
    expect(toast().message).toBe('Exchange: slippage')
  })

  it('refuses to swap a form that has no ready quote', async () => {
    const { swap, connect, wallet } = setup()
    connect()
    await expect(swap.swap()).rejects.toThrow('Something went wrong')
    expect(wallet.methods()).not.toContain('eth_sendTransaction')
  })

  it('forgets the form when the network changes', async () => {
    const { swap, connect, stores } = setup()
    connect()
    await swap.loadTokens()
    swap.store.getState().setSourceToken(ETH)
    stores.chains
      .getState()
      .setCaipNetwork('eip155', { ...localhost, id: 31338, caipNetworkId: 'eip155:31338' })
    expect(swap.store.getState()).toMatchObject({ tokens: [], sourceToken: undefined })
  })
})

describe('swap: flags', () => {
  it('is unavailable with features.swaps off, or without a blockchain API', async () => {
    const off = setup({ features: { swaps: false } })
    expect(off.swap.available).toBe(false)
    await expect(off.swap.loadTokens()).rejects.toThrow('Something went wrong')
    expect(off.server.requests).toHaveLength(0)
    dispose?.()
    const noApi = setup({ blockchainApi: false })
    expect(noApi.swap.available).toBe(false)
    await expect(noApi.swap.quote()).rejects.toThrow('Something went wrong')
  })
})
