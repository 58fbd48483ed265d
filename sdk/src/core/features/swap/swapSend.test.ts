import { afterEach, describe, expect, it, vi } from 'vitest'
import { localhost } from '../../networks/localhost'
import { WALLET_ADDRESS } from '../../testing/mockWallet'
import { revertWithReason } from '../send/sendFakeRpc'
import { ETH, EXCHANGE, swapData, TUSD, TUSD_CONTRACT } from './swapFakeExchange'
import { BALANCE_PATH, cleanUpSwap, setupSwap as setup } from './swapTestHarness'

afterEach(cleanUpSwap)

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
