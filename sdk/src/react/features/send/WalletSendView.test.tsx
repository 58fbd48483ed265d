import { act, fireEvent, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { sampleBalances } from '../../../core/clients/blockchainApi/fakeBlockchainApi'
import { OTHER_ADDRESS } from '../../../core/testing/mockWallet'
import { settle } from '../../modal/accountModalHarness'
import { accountViewTests, warmUpAccountViews } from '../../modal/accountViewHarness'

const views = accountViewTests()
const { ui, dialog } = views
const opened = () => views.current()

beforeAll(() => warmUpAccountViews(import('../../../core/features/send/index')), 60_000)

const active = () => opened().modal.root.activeElement
const field = (name: string) => ui().getByRole('textbox', { name }) as HTMLInputElement
const picker = () => ui().getByRole('button', { name: /^Select token/ })
const [, TUSD] = sampleBalances.balances
const ADA = {
  name: 'ada.airlock.id',
  registered: 1_700_000_000,
  addresses: { '60': { address: OTHER_ADDRESS } },
  attributes: [{ avatar: 'https://avatars.example/ada.png' }],
}

/** Account, then "Send", as a user gets there. */
async function openSend(routes: Record<string, unknown> = {}) {
  await views.open({ routes: { 'GET /v1/profile/reverse/*': [], ...routes } })
  await views.pressAction('Send')
}

async function type(name: string, value: string) {
  await act(async () => fireEvent.change(field(name), { target: { value } }))
  await settle()
}

const press = async (name: string) => {
  await act(async () => fireEvent.click(ui().getByRole('button', { name })))
  await settle()
}

// Each test mounts a whole modal on a connected instance: seconds on a busy 2-core machine.
describe('Send view: the form', { timeout: 20_000 }, () => {
  it('loads the balances past the cache and chooses the native token, with its balance', async () => {
    await openSend()
    expect(opened().airlock.stores.router.getState().view).toBe('WalletSend')
    expect(ui().getByRole('heading', { name: 'Send', level: 2 })).toBeTruthy()
    expect(ui().getByRole('button', { name: 'Select token: ETH' })).toBe(picker())
    // SPEC §5: a balance shows 3 decimals, cut.
    expect(ui().getByText('Balance: 1.000 ETH')).toBeTruthy()
    const forced = opened().api.requests.filter((request) => request.path.endsWith('/balance'))
    expect(forced?.at(-1)?.query.forceUpdate).toBe('true')
  })

  it('lists the tokens with balances; arrows move, a pick closes the list, Escape returns', async () => {
    await openSend()
    await act(async () => fireEvent.click(picker()))
    const list = ui().getByRole('list', { name: 'Tokens' })
    const options = within(list).getAllByRole('button')
    // The spam asset (quantity decimals '0') is dropped by the core.
    expect(options.map((option) => option.textContent)).toEqual([
      'Ether1.000 ETH$3,000.50',
      'Test USD12.34 TUSD$12.35',
    ])
    expect(picker().getAttribute('aria-expanded')).toBe('true')
    expect(active()).toBe(options[0])
    await act(async () => fireEvent.keyDown(options[0] as HTMLElement, { key: 'ArrowDown' }))
    expect(active()).toBe(options[1])
    await act(async () => fireEvent.keyDown(options[1] as HTMLElement, { key: 'Escape' }))
    expect(ui().queryByRole('list', { name: 'Tokens' })).toBeNull()
    expect(active()).toBe(picker())
    expect(opened().airlock.stores.modal.getState().open).toBe(true)

    await act(async () => fireEvent.click(picker()))
    await act(async () =>
      fireEvent.click(within(ui().getByRole('list', { name: 'Tokens' })).getByText('Test USD')),
    )
    expect(ui().queryByRole('list', { name: 'Tokens' })).toBeNull()
    expect(ui().getByRole('button', { name: 'Select token: TUSD' })).toBe(picker())
    expect(opened().airlock.send.store.getState().token).toEqual(TUSD)
    expect(ui().getByText('Balance: 12.34 TUSD')).toBeTruthy()
  })

  it("shows the fiat value of the amount at the token price, and Max fills a token's balance", async () => {
    await openSend()
    await type('Amount', '0.5')
    expect(ui().getByTestId('send-fiat').textContent).toBe('$1,500.00')
    expect(opened().airlock.send.store.getState().sendTokenAmount).toBe('0.5')
    await type('Amount', 'abc')
    expect(ui().queryByTestId('send-fiat')).toBeNull()
    // An ERC-20's Max is all of it (the native currency's keeps the fee back: the send tests).
    await act(async () => fireEvent.click(picker()))
    await act(async () =>
      fireEvent.click(within(ui().getByRole('list', { name: 'Tokens' })).getByText('Test USD')),
    )
    await press('Max')
    expect(field('Amount').value).toBe(TUSD?.quantity.numeric)
    expect(opened().airlock.send.store.getState().sendTokenAmount).toBe('12.345')
  })

  it('shows the name and avatar of a typed address, and the address of a typed name', async () => {
    await openSend({
      'GET /v1/profile/reverse/*': [ADA],
      'GET /v1/profile/account/*': ADA,
    })
    expect(field('Receiver').placeholder).toBe('Address or name')
    await type('Receiver', OTHER_ADDRESS)
    const shown = ui().getByTestId('send-receiver')
    expect(shown.textContent).toBe('ada.airlock.id')
    expect(shown.querySelector('img')?.getAttribute('src')).toBe('https://avatars.example/ada.png')

    await type('Receiver', 'ada.airlock.id')
    expect(shown.textContent).toBe(OTHER_ADDRESS)
    expect(opened().airlock.send.store.getState().receiverAddress).toBe(OTHER_ADDRESS)
  })

  it('never shows a stale lookup: the answer to an earlier input is dropped', async () => {
    let answerSlow: (() => void) | undefined
    await openSend({
      'GET /v1/profile/account/*': (request: { path: string }) =>
        request.path.endsWith('slow.airlock.id')
          ? new Promise((resolve) => {
              answerSlow = () =>
                resolve({
                  ...ADA,
                  name: 'slow.airlock.id',
                  addresses: { '60': { address: `0x${'1'.repeat(40)}` } },
                })
            })
          : ADA,
    })
    await type('Receiver', 'slow.airlock.id')
    expect(ui().getByTestId('send-receiver').textContent).toBe('Looking up…')
    await type('Receiver', 'ada.airlock.id')
    answerSlow?.()
    await settle()
    expect(ui().getByTestId('send-receiver').textContent).toBe(OTHER_ADDRESS)
    expect(opened().airlock.send.store.getState().receiverAddress).toBe(OTHER_ADDRESS)
  })

  it('says what is missing in an alert, with the button left pressable', async () => {
    await openSend({ 'GET /v1/account/*': { balances: [TUSD] } })
    // No native token held: nothing is chosen.
    expect(ui().getByRole('button', { name: 'Select token' })).toBe(picker())
    const send = ui().getByRole('button', { name: 'Send' })
    await press('Send')
    expect(dialog().getByRole('alert').textContent).toBe(
      'An amount and receiver address are required',
    )
    expect((send as HTMLButtonElement).disabled).toBe(false)
    await type('Amount', '1')
    expect(dialog().queryByRole('alert')).toBeNull()
    await type('Receiver', OTHER_ADDRESS)
    await press('Send')
    expect(dialog().getByRole('alert').textContent).toBe('A token is required')
    expect(opened().airlock.stores.router.getState().view).toBe('WalletSend')
  })
})
