import { afterEach, describe, expect, it } from 'vitest'
import { ETH, setup, stopSend, TUSD } from './sendHarness'

afterEach(stopSend)

describe('send: Max', () => {
  it('of the native currency keeps back 21,000 gas at twice the gas price', async () => {
    const { send, connect, node } = setup()
    connect()
    node.settings.gasPrice = 3_000_000_000n
    send.setToken(ETH)
    // 1.000166666 ETH less 21,000 × 6 gwei = 0.000126 ETH.
    expect(await send.maxAmount()).toBe('1.000040666')
    expect(node.methods()).toContain('eth_gasPrice')
  })

  it('of an ERC-20 is the whole balance, with no call to the node', async () => {
    const { send, connect, node } = setup()
    connect()
    send.setToken(TUSD)
    expect(await send.maxAmount()).toBe(TUSD.quantity.numeric)
    expect(node.methods()).not.toContain('eth_gasPrice')
  })

  it('is never below zero, and the whole balance when the gas price cannot be read', async () => {
    const { send, connect, node } = setup()
    connect()
    send.setToken({ ...ETH, quantity: { decimals: '18', numeric: '0.0001' } })
    node.settings.gasPrice = 10_000_000_000n
    expect(await send.maxAmount()).toBe('0')
    node.settings.gasPrice = { code: -32000, message: 'node is down' }
    expect(await send.maxAmount()).toBe('0.0001')
  })

  it('is undefined without a token', async () => {
    const { send, connect } = setup()
    connect()
    expect(await send.maxAmount()).toBeUndefined()
  })
})
