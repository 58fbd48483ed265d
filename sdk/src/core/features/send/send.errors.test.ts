import { afterEach, describe, expect, it, vi } from 'vitest'
import { OTHER_ADDRESS, providerError } from '../../testing/mockWallet'
import { revertWithReason } from './sendFakeRpc'
import { ETH, setup, stopSend, TUSD } from './sendHarness'

afterEach(stopSend)

describe('send: errors', () => {
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
})
