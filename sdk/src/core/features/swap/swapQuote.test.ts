import { afterEach, describe, expect, it } from 'vitest'
import { WALLET_ADDRESS } from '../../testing/mockWallet'
import { ETH, GWEI, TUSD, TUSD_CONTRACT } from './swapFakeExchange'
import { cleanUpSwap, setupSwap as setup } from './swapTestHarness'

afterEach(cleanUpSwap)

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
