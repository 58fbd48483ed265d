/**
 * Test double of the data API's convert paths over one exchange: 1 ETH buys
 * 3000 TUSD and back; an approval the wallet sends raises the allowance, as
 * the chain would; building a token swap past the allowance fails like the
 * real API's gas estimate. Routes for fakeBlockchainApi. Tests only.
 */
import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { FakeRequest, FakeRoute } from '../../clients/blockchainApi/fakeBlockchainApi'
import type { SwapToken } from '../../clients/blockchainApi/types'

export const EXCHANGE = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
export const TUSD_CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
export const ETH: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  decimals: 18,
  logoUri: '',
}
export const TUSD: SwapToken = {
  name: 'Test USD',
  symbol: 'TUSD',
  address: `eip155:31337:${TUSD_CONTRACT}`,
  decimals: 6,
  logoUri: '',
}
export const GWEI = 1_000_000_000n

/** The exchange's price: 1 ETH buys 3000 TUSD, and back. */
export function amountOut(from: string, amount: bigint): bigint {
  return from === ETH.address ? (amount * 3000n) / 10n ** 12n : (amount * 10n ** 12n) / 3000n
}

/** Calldata a swap transaction carries: what the API built, read back in a test. */
export const swapData = (amount: bigint) => `0x5a1e${amount.toString(16).padStart(64, '0')}` as Hex

/** The refusal of a network the API serves no swaps on (SPEC §8). */
export const swapsUnsupported = () =>
  Response.json({ message: 'Network not supported for Gas Price or Swaps' }, { status: 400 })

export function fakeExchange(options: { allowance?: bigint } = {}) {
  let allowance = options.allowance ?? 0n
  const routes: Record<string, FakeRoute> = {
    'GET /v1/convert/tokens': { tokens: [ETH, TUSD] },
    'GET /v1/convert/gas-price': {
      standard: String(GWEI),
      fast: String((GWEI * 5n) / 4n),
      instant: String((GWEI * 3n) / 2n),
    },
    'GET /v1/convert/quotes': ({ query }: FakeRequest) => ({
      quotes: [
        {
          id: null,
          fromAmount: query.amount,
          fromAccount: query.from,
          toAmount: String(amountOut(query.from ?? '', BigInt(query.amount ?? '0'))),
          toAccount: query.to,
        },
      ],
    }),
    'GET /v1/convert/allowance': () => ({ allowance: String(allowance) }),
    'GET /v1/convert/build-approve': ({ query }: FakeRequest) => ({
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
    }),
    'POST /v1/convert/build-transaction': ({ body }: FakeRequest) => {
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
    },
  }
  return {
    routes,
    /** What a mined transaction changes: an approval of TUSD sets the allowance. */
    mine(params: unknown): void {
      const [tx] = params as [{ to: string; data?: Hex }]
      if (tx.to !== TUSD_CONTRACT || !tx.data) return
      const { args } = decodeFunctionData({ abi: erc20Abi, data: tx.data })
      allowance = args[1] as bigint
    },
  }
}
