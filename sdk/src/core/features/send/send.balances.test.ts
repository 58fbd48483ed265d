import { afterEach, describe, expect, it } from 'vitest'
import { setup, stopSend } from './sendHarness'

afterEach(stopSend)

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
