// Sending on EVM: native and ERC-20 transactions, the loading flag.
import { decodeFunctionData, erc20Abi, getAddress, type Hex, parseEther } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OTHER_ADDRESS, WALLET_ADDRESS } from '../../testing/mockWallet'
import { BALANCE_PATH, ETH, setup, stopSend, TUSD, TUSD_CONTRACT } from './sendHarness'

afterEach(stopSend)

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
})
