import { act, fireEvent, within } from '@testing-library/react'
import { encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { type fakeEvmNode, revertWithReason } from '../../../core/features/send/sendFakeRpc'
import { OTHER_ADDRESS, providerError, WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import { settle } from '../../modal/accountModalHarness'
import { accountViewTests, fakeNodeFor, warmUpAccountViews } from '../../modal/accountViewHarness'
import { tick } from '../../modal/modalHarness'

const TUSD_CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const ADA = {
  name: 'ada.airlock.id',
  registered: 1_700_000_000,
  addresses: { '60': { address: OTHER_ADDRESS } },
  attributes: [],
}

const views = accountViewTests()
const { ui, dialog, view } = views
const opened = () => views.current()
let node: ReturnType<typeof fakeEvmNode>

beforeAll(
  () =>
    warmUpAccountViews(
      import('../../../core/features/send/index'),
      import('../../../core/features/send/send.impl'),
    ),
  60_000,
)
const field = (name: string) => ui().getByRole('textbox', { name }) as HTMLInputElement
const sendButton = () => dialog().getByRole('button', { name: 'Send' }) as HTMLButtonElement
const balanceRequests = () =>
  opened().api.requests.filter((request) => request.path.endsWith('/balance'))

/** Account, then "Send", with a node on the network's RPC and a wallet that hands it what it sends. */
async function openSend() {
  const modal = await views.open({
    routes: { 'GET /v1/profile/reverse/*': [], 'GET /v1/profile/account/*': ADA },
  })
  node = fakeNodeFor(modal)
  await views.pressAction('Send')
}

async function fill(amount: string, receiver: string) {
  await act(async () => fireEvent.change(field('Amount'), { target: { value: amount } }))
  await act(async () => fireEvent.change(field('Receiver'), { target: { value: receiver } }))
  await settle()
}

/** Presses Send and lets the receipt polls (1 s apart) run until the send is over. */
async function pressSend() {
  await act(async () => fireEvent.click(sendButton()))
  for (let poll = 0; poll < 10 && opened().airlock.send.store.getState().loading; poll++)
    await tick(1_000)
  await settle()
}

async function pickToken(name: string) {
  await act(async () => fireEvent.click(dialog().getByRole('button', { name: /^Select token/ })))
  const list = dialog().getByRole('list', { name: 'Tokens' })
  await act(async () => fireEvent.click(within(list).getByText(name)))
}

// Each test mounts a whole modal on a connected instance: seconds on a busy 2-core machine.
describe('Send view: sending', { timeout: 20_000 }, () => {
  it('sends ETH: busy while it runs, then the toast and Account, with the balances refreshed', async () => {
    await openSend()
    let answer: (() => void) | undefined
    opened().wallet.respond(
      'eth_sendTransaction',
      (params) => new Promise((resolve) => (answer = () => resolve(node.accept(params)))),
    )
    await fill('0.1', OTHER_ADDRESS)
    await act(async () => fireEvent.click(sendButton()))
    await tick(0)
    // The transfer code (the eip155 adapter's chunk) may still be arriving: wait for the wallet's turn.
    await vi.waitFor(() => expect(answer).toBeDefined())
    expect(sendButton().getAttribute('aria-busy')).toBe('true')
    expect(field('Amount').disabled).toBe(true)
    expect(field('Receiver').disabled).toBe(true)
    expect(
      dialog()
        .getByRole('button', { name: /^Select token/ })
        .hasAttribute('disabled'),
    ).toBe(true)
    const before = balanceRequests().length

    answer?.()
    for (let poll = 0; poll < 10 && view() === 'WalletSend'; poll++) await tick(1_000)
    expect(node.sent).toEqual([
      expect.objectContaining({
        from: WALLET_ADDRESS,
        to: OTHER_ADDRESS,
        value: `0x${parseEther('0.1').toString(16)}`,
      }),
    ])
    expect(view()).toBe('Account')
    expect(opened().airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Sent 0.1 ETH',
    })
    expect(opened().airlock.send.store.getState()).toMatchObject({
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false,
    })
    expect(
      balanceRequests()
        .slice(before)
        .map((request) => request.query.forceUpdate),
    ).toContain('true')
  })

  it("Max of the native currency keeps back the send's fee: 21,000 gas at twice the gas price", async () => {
    await openSend()
    node.settings.gasPrice = 2_000_000_000n
    await act(async () => fireEvent.click(dialog().getByRole('button', { name: 'Max' })))
    await settle()
    // 1.000166666 ETH less 21,000 × 4 gwei (0.000084 ETH).
    expect(field('Amount').value).toBe('1.000082666')
    expect(node.methods()).toContain('eth_gasPrice')
  })

  it('sends an ERC-20 as a transfer call to its contract, in its decimals', async () => {
    await openSend()
    await pickToken('Test USD')
    await fill('12.5', OTHER_ADDRESS)
    await pressSend()
    expect(node.sent).toEqual([
      expect.objectContaining({
        to: TUSD_CONTRACT,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [OTHER_ADDRESS, 12_500_000n],
        }),
      }),
    ])
    expect(view()).toBe('Account')
    expect(opened().airlock.stores.toast.getState().message).toBe('Sent 12.5 TUSD')
  })

  it.each([
    ['the estimate fails', 'error estimating gas'],
    ['the wallet declines', 'User rejected the request'],
    ['the transaction reverts', 'ERC20: transfer amount exceeds balance'],
  ])('when %s, shows "%s" and keeps the form', async (_, message) => {
    await openSend()
    if (message === 'error estimating gas')
      node.settings.estimate = { code: 3, message: 'execution reverted' }
    if (message === 'User rejected the request')
      opened().wallet.respond('eth_sendTransaction', { error: providerError(4001, 'no') })
    if (message.startsWith('ERC20')) {
      node.settings.outcome = 'reverted'
      node.settings.replay = {
        code: 3,
        message: 'execution reverted',
        data: revertWithReason(message),
      }
    }
    await fill('0.1', 'ada.airlock.id')
    await pressSend()
    expect(dialog().getByRole('alert').textContent).toBe(message)
    expect(view()).toBe('WalletSend')
    expect(field('Amount').value).toBe('0.1')
    expect(field('Receiver').value).toBe('ada.airlock.id')
    expect(sendButton().disabled).toBe(false)
  })

  it('keeps the typed receiver while an approval view stands in for the form', async () => {
    await openSend()
    const router = () => opened().airlock.stores.router.getState()
    let approve: (() => void) | undefined
    // What the embedded wallet does: the core shows ApproveTransaction until the click.
    opened().wallet.respond('eth_sendTransaction', (params) => {
      router()?.push('ApproveTransaction', { method: 'eth_sendTransaction', approval: 1 })
      return new Promise((resolve) => (approve = () => resolve(node.accept(params))))
    })
    await fill('0.1', 'ada.airlock.id')
    await act(async () => fireEvent.click(sendButton()))
    await tick(0)
    expect(view()).toBe('ApproveTransaction')
    expect(ui().queryByRole('textbox', { name: 'Receiver' })).toBeNull()

    await act(async () => router()?.goBack())
    await settle()
    expect(view()).toBe('WalletSend')
    expect(field('Receiver').value).toBe('ada.airlock.id')
    expect(sendButton().getAttribute('aria-busy')).toBe('true')

    approve?.()
    for (let poll = 0; poll < 10 && view() === 'WalletSend'; poll++) await tick(1_000)
    expect(node.sent[0]?.to).toBe(OTHER_ADDRESS)
    expect(view()).toBe('Account')
    // The next send starts empty.
    await act(async () => fireEvent.click(ui().getByRole('button', { name: 'Send' })))
    await settle()
    expect(field('Receiver').value).toBe('')
  })
})
