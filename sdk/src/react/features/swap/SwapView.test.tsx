import { DEFAULT_DEBOUNCE_MS } from '@airlock/protocol'
import { act, fireEvent, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FakeRoute } from '../../../core/clients/blockchainApi/fakeBlockchainApi'
import type { fakeEvmNode } from '../../../core/features/send/sendFakeRpc'
import {
  EXCHANGE,
  fakeExchange,
  swapData,
  swapsUnsupported,
  TUSD_CONTRACT,
} from '../../../core/features/swap/swapFakeExchange'
import { providerError, WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import { settle } from '../../modal/accountModalHarness'
import { accountViewTests, fakeNodeFor } from '../../modal/accountViewHarness'
import { tick } from '../../modal/modalHarness'

const views = accountViewTests()
const { ui } = views
/** The node and exchange of the open modal's test. */
let chain: { node: ReturnType<typeof fakeEvmNode>; exchange?: ReturnType<typeof fakeExchange> }
const opened = () => ({ ...views.current(), ...chain })
/** The view's own alert (the error toast, outside the dialog, says it too). */
const viewAlert = () => views.dialog().getByRole('alert')
const swapState = () => opened().airlock.swap.store.getState()
const requestsTo = (path: string) => opened().api.to(path)
/** A quote takes 500 ms of quiet (SPEC §9 debounce; the harness's fake timers) and the API's answers. */
const QUOTE_WAIT = { timeout: 3_000 }

/**
 * Account, then "Swap", as a user gets there: the fake exchange behind the data
 * API, and a node that mines what the wallet sends (an approval raises the allowance).
 */
async function openSwap(setup: { routes?: Record<string, FakeRoute>; allowance?: bigint } = {}) {
  const exchange = fakeExchange({ allowance: setup.allowance })
  const modal = await views.open({ routes: { ...exchange.routes, ...setup.routes } })
  chain = { node: fakeNodeFor(modal, (params) => exchange.mine(params)), exchange }
  await views.pressAction('Swap')
  return opened()
}

const click = (name: string | RegExp) =>
  act(async () => fireEvent.click(ui().getByRole('button', { name })))

async function pick(side: 'From' | 'To', symbol: string) {
  await click(new RegExp(`^${side} token:`))
  const list = within(ui().getByRole('list', { name: side === 'From' ? 'Swap from' : 'Swap to' }))
  await act(async () => fireEvent.click(list.getByRole('button', { name: new RegExp(symbol) })))
}

async function typeAmount(value: string) {
  await act(async () => fireEvent.change(ui().getByLabelText('Amount'), { target: { value } }))
}

const primary = () => ui().getByRole('button', { name: /^(Swap|Approve \w+|Try again)$/ })

async function quoted(): Promise<void> {
  await vi.waitFor(() => expect(swapState()?.status).toBe('ready'), QUOTE_WAIT)
  await settle()
}

/** The quote's details as shown: term → description. */
const details = () =>
  Object.fromEntries(
    [...ui().getByTestId('swap-details').querySelectorAll('div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  )

// The first test loads the modal and its chunks: slower than the default 5 s on a shared machine.
describe('Swap view: the form', { timeout: 20_000 }, () => {
  it('opens from Account on the native token, with the balance and "Max"', async () => {
    await openSwap()
    expect(opened().airlock.stores.router.getState().view).toBe('Swap')
    expect(ui().getByRole('heading', { name: 'Swap', level: 2 })).toBeTruthy()
    await vi.waitFor(() =>
      expect(ui().getByRole('button', { name: 'From token: ETH' })).toBeTruthy(),
    )
    expect(ui().getByRole('button', { name: 'To token: Select token' })).toBeTruthy()
    expect(ui().getByTestId('swap-from-balance').textContent).toBe('Balance: 1.000 ETH')
    expect(ui().getByRole('button', { name: 'Select token' })).toHaveProperty('disabled', true)
    expect(requestsTo('/v1/convert/tokens')[0]?.query.chainId).toBe('eip155:31337')
    expect(requestsTo('/v1/convert/gas-price')).toHaveLength(1)
    // The amount is checked against fresh balances, not Account's cached ones.
    expect(requestsTo(`/v1/account/${WALLET_ADDRESS}/balance`).at(-1)?.query.forceUpdate).toBe(
      'true',
    )
  })

  it('lists the tokens with the balances held, and picking the other side’s token turns the swap round', async () => {
    await openSwap()
    await click(/^To token:/)
    const options = within(ui().getByRole('list', { name: 'Swap to' })).getAllByRole('button')
    expect(options.map((option) => option.textContent)).toEqual([
      'ETHEther1.000',
      'TUSDTest USD12.34',
    ])
    // Focus starts in the list, so the arrow keys work at once.
    expect(opened().modal.root.activeElement).toBe(options[0])
    await act(async () => fireEvent.keyDown(options[0] as HTMLElement, { key: 'ArrowDown' }))
    expect(opened().modal.root.activeElement).toBe(options[1])
    await act(async () => fireEvent.click(options[1] as HTMLElement))
    // Focus comes back to where the choice began.
    expect(opened().modal.root.activeElement).toBe(
      ui().getByRole('button', { name: 'To token: TUSD' }),
    )
    await click(/^From token:/)
    await click('Cancel')
    expect(opened().modal.root.activeElement).toBe(
      ui().getByRole('button', { name: 'From token: ETH' }),
    )
    await pick('To', 'ETH')
    expect(ui().getByRole('button', { name: 'From token: TUSD' })).toBeTruthy()
    expect(ui().getByRole('button', { name: 'To token: ETH' })).toBeTruthy()
    await click('Switch direction')
    expect(ui().getByRole('button', { name: 'From token: ETH' })).toBeTruthy()
    expect(ui().getByRole('button', { name: 'To token: TUSD' })).toBeTruthy()
  })

  it('quotes once the typing stops: amount out, rate, minimum with 1 % slippage, network fee', async () => {
    await openSwap()
    await pick('To', 'TUSD')
    for (const value of ['0', '0.', '0.5']) await typeAmount(value)
    // While the quote comes, the To amount says so.
    expect(ui().getByText('Getting a quote')).toBeTruthy()
    await tick(DEFAULT_DEBOUNCE_MS - 1)
    expect(requestsTo('/v1/convert/quotes')).toHaveLength(0)
    await quoted()
    expect(ui().getByRole('status', { name: 'You receive' }).textContent).toBe('1500')
    expect(details()).toEqual({
      Rate: '1 ETH = 3000 TUSD',
      'Minimum received': '1485 TUSD',
      Slippage: '1 %',
      'Network fee': '0.00012 ETH',
    })
    expect(primary().textContent).toBe('Swap')
    // One quote for the three keystrokes.
    expect(requestsTo('/v1/convert/quotes').map((request) => request.query.amount)).toEqual([
      '500000000000000000',
    ])
  })

  it("says 'Insufficient balance' past what the account holds, and asks for no quote", async () => {
    await openSwap()
    await pick('To', 'TUSD')
    await typeAmount('2')
    expect(viewAlert().textContent).toBe('Insufficient balance')
    expect(ui().getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true')
    expect(ui().getByRole('button', { name: 'Enter amount' })).toHaveProperty('disabled', true)
    // Past the debounce: no quote was asked for what cannot be paid.
    await tick(DEFAULT_DEBOUNCE_MS * 2)
    expect(requestsTo('/v1/convert/quotes')).toHaveLength(0)
  })

  it('"Max" fills in all of a token, and of the native currency all but the gas of the swap', async () => {
    await openSwap()
    await vi.waitFor(() => expect(swapState()?.gasPrice).toBeDefined())
    await click('Max')
    // 1.000166666 ETH less 250 000 gas at the fast price (1.25 gwei).
    expect(ui().getByLabelText('Amount')).toHaveProperty('value', '0.999854166')
    await pick('From', 'TUSD')
    await click('Max')
    expect(ui().getByLabelText('Amount')).toHaveProperty('value', '12.345')
  })
})

describe('Swap view: swapping', { timeout: 20_000 }, () => {
  it('swaps the native currency: sends it as value, then a toast, fresh balances and Account', async () => {
    await openSwap()
    await pick('To', 'TUSD')
    await typeAmount('0.5')
    await quoted()
    const balanceFetches = requestsTo(`/v1/account/${WALLET_ADDRESS}/balance`).length
    await click('Swap')
    await vi.waitFor(() => expect(opened().airlock.stores.router.getState().view).toBe('Account'))
    expect(opened().node.sent).toEqual([
      expect.objectContaining({ to: EXCHANGE, data: swapData(500_000_000_000_000_000n) }),
    ])
    expect(opened().airlock.stores.toast.getState()).toMatchObject({
      variant: 'success',
      message: 'Swapped 0.5 ETH for 1500 TUSD',
    })
    const fetches = requestsTo(`/v1/account/${WALLET_ADDRESS}/balance`)
    expect(
      fetches.slice(balanceFetches).some((request) => request.query.forceUpdate === 'true'),
    ).toBe(true)
    // The form starts afresh next time.
    expect(swapState()).toMatchObject({ sourceTokenAmount: undefined, status: 'idle' })
  })

  it('approves a token whose allowance is short first: "Approve TUSD", then the swap', async () => {
    await openSwap({ allowance: 0n })
    await pick('From', 'TUSD')
    await pick('To', 'ETH')
    await typeAmount('3')
    await quoted()
    expect(primary().textContent).toBe('Approve TUSD')
    expect(details()['Network fee (approval)']).toBe('0.000046 ETH')
    expect(ui().getByRole('status', { name: 'You receive' }).textContent).toBe('0.001')
    // The wallet answers each transaction when the test says: the states in between show.
    const answers: (() => void)[] = []
    opened().wallet.respond(
      'eth_sendTransaction',
      (params) =>
        new Promise((resolve) =>
          answers.push(() => {
            opened().exchange?.mine(params)
            resolve(opened().node.accept(params))
          }),
        ),
    )
    await click('Approve TUSD')
    await vi.waitFor(() => expect(answers).toHaveLength(1))
    expect(primary().textContent).toBe('Approve TUSD')
    expect(primary().getAttribute('aria-busy')).toBe('true')
    expect(ui().getByLabelText('Amount').matches(':disabled')).toBe(true)
    await act(async () => answers[0]?.())
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    expect(primary().textContent).toBe('Swap')
    expect(primary().getAttribute('aria-busy')).toBe('true')
    await act(async () => answers[1]?.())
    await vi.waitFor(() => expect(opened().airlock.stores.router.getState().view).toBe('Account'))
    expect(opened().node.sent.map((tx) => tx.to)).toEqual([TUSD_CONTRACT, EXCHANGE])
    expect(opened().airlock.stores.toast.getState().message).toBe('Swapped 3 TUSD for 0.001 ETH')
  })

  it('shows the wallet’s refusal exactly, and Try again quotes anew', async () => {
    await openSwap()
    opened().wallet.respond('eth_sendTransaction', {
      error: providerError(4001, 'User rejected the request'),
    })
    await pick('To', 'TUSD')
    await typeAmount('0.1')
    await quoted()
    await click('Swap')
    await vi.waitFor(() => expect(viewAlert().textContent).toBe('User rejected the request'))
    expect(opened().airlock.stores.router.getState().view).toBe('Swap')
    await click('Try again')
    await quoted()
    expect(within(ui().getByRole('dialog')).queryByRole('alert')).toBeNull()
    expect(primary().textContent).toBe('Swap')
  })

  it("says 'Network not supported for Gas Price or Swaps' where the API serves no swaps", async () => {
    await openSwap({
      routes: {
        'GET /v1/convert/tokens': () => swapsUnsupported(),
        'GET /v1/convert/gas-price': () => swapsUnsupported(),
      },
    })
    await vi.waitFor(() =>
      expect(viewAlert().textContent).toBe('Network not supported for Gas Price or Swaps'),
    )
    // Nothing to pick; Try again asks the API again.
    // (inside the form's disabled fieldset)
    expect(
      ui().getByRole('button', { name: 'From token: Select token' }).matches(':disabled'),
    ).toBe(true)
    await click('Try again')
    await vi.waitFor(() => expect(requestsTo('/v1/convert/tokens')).toHaveLength(2))
  })
})

describe('Swap view: availability', () => {
  it('says so when swaps are off', async () => {
    const modal = await views.open({ options: { features: { swaps: false } }, view: 'Swap' })
    await settle()
    expect(ui().getByText("Swaps aren't available here.")).toBeTruthy()
    expect(modal.api.to('/v1/convert/tokens')).toHaveLength(0)
  })
})
