import { afterEach, describe, expect, it } from 'vitest'
import { localhost } from '../../networks/localhost'
import type { CaipNetwork } from '../../networks/types'
import { ETH, GWEI, TUSD } from './swapFakeExchange'
import { cleanUpSwap, disposeSwap, setupSwap as setup } from './swapTestHarness'

afterEach(cleanUpSwap)

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

describe('swap: flags', () => {
  it('is unavailable with features.swaps off, or without a blockchain API', async () => {
    const off = setup({ features: { swaps: false } })
    expect(off.swap.available).toBe(false)
    await expect(off.swap.loadTokens()).rejects.toThrow('Something went wrong')
    expect(off.server.requests).toHaveLength(0)
    disposeSwap()
    const noApi = setup({ blockchainApi: false })
    expect(noApi.swap.available).toBe(false)
    await expect(noApi.swap.quote()).rejects.toThrow('Something went wrong')
  })
})
