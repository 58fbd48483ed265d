import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BLOCKCHAIN_API_URL,
  sampleBalances,
} from '../../../core/clients/blockchainApi/fakeBlockchainApi'
import { signIn, startTestAirlock } from '../../../core/testing/airlockHarness'
import { TEST_ADDRESS } from '../../../core/testing/fakeFrame'
import { WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import {
  type AccountModal,
  type AccountModalOptions,
  openAccountModal,
  settle,
} from '../../modal/accountModalHarness'
import { PRELOADABLE_VIEWS } from '../../modal/featureViews'
import { mountTestModal, stopTestModal, tick } from '../../modal/modalHarness'
import { embeddedCapabilities } from '../../testing/embeddedCapabilities'
import { rpcBalances } from '../../testing/rpcBalancesDouble'

// Without a data API, balances come from the RPC: no node in jsdom.
vi.mock(
  '../../../core/features/balances/balancesFromRpc',
  () => import('../../testing/rpcBalancesDouble'),
)

let opened: AccountModal | undefined
const writeText = vi.fn(async (_text: string) => {})

beforeEach(() => {
  writeText.mockClear()
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})

afterEach(() => {
  opened?.stop()
  opened = undefined
})

async function open(setup: AccountModalOptions = {}) {
  opened = await openAccountModal(setup)
  return opened
}

const ui = () => {
  if (!opened) throw new Error('not open')
  return opened.modal.ui
}
const view = () => opened?.airlock.stores.router.getState().view
const actionNames = () =>
  within(ui().getByRole('list', { name: 'Wallet actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent)
const click = (name: string | RegExp) =>
  act(async () => fireEvent.click(ui().getByRole('button', { name })))

describe('Account view', () => {
  it('shows the address cut to 4…6, the network and the balance with 3 decimals', async () => {
    await open()
    expect(view()).toBe('Account')
    const address = ui().getByTestId('account-address')
    expect(address.textContent).toBe('0x7099…dc79c8')
    expect(address.getAttribute('title')).toBe(WALLET_ADDRESS)
    expect(ui().getByRole('button', { name: 'Network: Localhost' })).toBeTruthy()
    // 1.000166666 ETH, cut (not rounded) to 3 decimals.
    expect(ui().getByTestId('balance').textContent).toBe('1.000 ETH')
    expect(opened?.api.to(`/v1/account/${WALLET_ADDRESS}/balance`)[0]?.query).toMatchObject({
      chainId: 'eip155:31337',
    })
  })

  it('lists the tokens with icon, name, quantity (ETH 3 decimals, tokens 2) and value (fiat, 2 decimals)', async () => {
    await open()
    const tokens = within(ui().getByRole('list', { name: 'Tokens' }))
    const rows = tokens.getAllByRole('listitem')
    // The zero-decimals airdrop is dropped by the core (SPEC §5).
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ether1.000 ETH$3,000.50',
      'Test USD12.34 TUSD$12.35',
    ])
    const icons = rows.map((row) => row.querySelector('img')?.getAttribute('src'))
    expect(icons).toEqual(['https://icons.example/eth.png', 'https://icons.example/tusd.png'])
    expect(ui().getByRole('heading', { name: 'Tokens', level: 3 })).toBeTruthy()
  })

  it('shows skeletons while the balances load', async () => {
    let answer: (body: unknown) => void = () => {}
    await open({
      routes: { 'GET /v1/account/*': () => new Promise((resolve) => (answer = resolve)) },
    })
    const balance = ui().getByTestId('balance')
    expect(balance.getAttribute('aria-busy')).toBe('true')
    expect(balance.textContent).toBe('Loading balance')
    expect(ui().getByText('Loading tokens')).toBeTruthy()
    await act(async () => answer(sampleBalances))
    await settle()
    expect(balance.textContent).toBe('1.000 ETH')
    expect(ui().queryByText('Loading tokens')).toBeNull()
  })

  it('a failed balance fetch shows "Token Balance Unavailable" (from the core) and no figures', async () => {
    await open({
      routes: { 'GET /v1/account/*': Response.json({ message: 'down' }, { status: 500 }) },
    })
    expect(opened?.airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    expect(ui().getByTestId('balance').textContent).toBe('–Balance unavailable')
    expect(ui().getByText('Token balances are unavailable right now.')).toBeTruthy()
  })

  it('orders the actions Buy, Swap, Receive, Send by default and opens their views', async () => {
    await open()
    expect(actionNames()).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    await click('Receive')
    expect(view()).toBe('WalletReceive')
    await click('Back')
    await click('Buy')
    expect(view()).toBe('OnRampProviders')
    await click('Back')
    await click('Swap')
    expect(view()).toBe('Swap')
    await click('Back')
    await click('Send')
    expect(view()).toBe('WalletSend')
  })

  it('fetches a view ahead when the pointer or focus reaches what opens it', async () => {
    await open()
    const send = vi.spyOn(PRELOADABLE_VIEWS, 'WalletSend')
    const activity = vi.spyOn(PRELOADABLE_VIEWS, 'Transactions')
    const names = vi.spyOn(PRELOADABLE_VIEWS, 'RegisterAccountName')
    fireEvent.pointerEnter(ui().getByRole('button', { name: 'Send' }))
    expect(send).toHaveBeenCalledTimes(1)
    fireEvent.focus(ui().getByRole('button', { name: 'Activity' }))
    expect(activity).toHaveBeenCalledTimes(1)
    fireEvent.pointerEnter(ui().getByRole('button', { name: /^Choose a name/ }))
    expect(names).toHaveBeenCalledTimes(1)
    // Nothing opened: only fetched.
    expect(view()).toBe('Account')
    for (const spy of [send, activity, names]) spy.mockRestore()
  })

  it('follows walletFeaturesOrder, and hides each action whose feature is off', async () => {
    await open({ options: { walletFeaturesOrder: ['send', 'receive'] } })
    // The features left out of the order follow it, in SPEC order.
    expect(actionNames()).toEqual(['Send', 'Receive', 'Buy', 'Swap'])
    opened?.stop()
    await open({ options: { features: { onramp: false, swaps: false } } })
    expect(actionNames()).toEqual(['Receive', 'Send'])
    opened?.stop()
    await open({
      options: { features: { onramp: false, swaps: false, receive: false, send: false } },
    })
    expect(ui().queryByRole('list', { name: 'Wallet actions' })).toBeNull()
  })

  it('moves along the actions with Left, Right, Home and End', async () => {
    await open()
    const list = ui().getByRole('list', { name: 'Wallet actions' })
    const [buy, swap, , send] = within(list).getAllByRole('button')
    buy?.focus()
    fireEvent.keyDown(buy as HTMLElement, { key: 'ArrowRight' })
    expect(opened?.modal.root.activeElement).toBe(swap)
    fireEvent.keyDown(swap as HTMLElement, { key: 'End' })
    expect(opened?.modal.root.activeElement).toBe(send)
    fireEvent.keyDown(send as HTMLElement, { key: 'ArrowRight' })
    expect(opened?.modal.root.activeElement).toBe(send)
    fireEvent.keyDown(send as HTMLElement, { key: 'Home' })
    expect(opened?.modal.root.activeElement).toBe(buy)
  })

  it('shows the identity: name instead of address, avatar, and no "Choose a name"', async () => {
    await open({
      routes: {
        'GET /v1/identity/*': { name: 'ada.airlock.id', avatar: 'https://avatars.example/ada.png' },
      },
    })
    expect(ui().getByTestId('account-address').textContent).toBe('ada.airlock.id')
    expect(opened?.modal.root.querySelector('img.al-avatar')?.getAttribute('src')).toBe(
      'https://avatars.example/ada.png',
    )
    expect(ui().queryByRole('button', { name: /^Choose a name/ })).toBeNull()
  })

  it('offers "Choose a name" to an account without one, opening RegisterAccountName', async () => {
    await open()
    expect(opened?.api.to(`/v1/identity/${WALLET_ADDRESS}`)).toHaveLength(1)
    const entry = ui().getByRole('button', { name: /^Choose a name/ })
    // Its whole visible text is its name: leaving the detail out fails WCAG 2.5.3 (axe label-content-name-mismatch).
    expect(entry.textContent).toBe('Choose a nameGet a name others can send to')
    expect(entry.hasAttribute('aria-labelledby') || entry.hasAttribute('aria-label')).toBe(false)
    await click(/^Choose a name/)
    expect(view()).toBe('RegisterAccountName')
  })

  it('"Activity" opens Transactions; it is hidden with features.history off', async () => {
    await open()
    await click('Activity')
    expect(view()).toBe('Transactions')
    opened?.stop()
    await open({ options: { features: { history: false } } })
    expect(ui().queryByRole('button', { name: 'Activity' })).toBeNull()
  })

  it('without a data API: balances from the RPC, no Activity and no names', async () => {
    rpcBalances.read.mockImplementation(async (network) => [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: network.caipNetworkId,
        price: 0,
        quantity: { decimals: '18', numeric: '2.5' },
        iconUrl: '',
      },
    ])
    await open({ options: { apiUrls: undefined } })
    expect(ui().getByTestId('balance').textContent).toBe('2.500 ETH')
    // No price: the token shows no value rather than a false $0.00.
    const rows = within(ui().getByRole('list', { name: 'Tokens' })).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual(['Ether2.500 ETH'])
    expect(ui().queryByRole('button', { name: 'Activity' })).toBeNull()
    expect(ui().queryByRole('button', { name: /^Choose a name/ })).toBeNull()
    expect(opened?.api.requests).toEqual([])
    rpcBalances.read.mockReset()
  })

  it('"Copy address" copies the full address', async () => {
    await open()
    await click('Copy address')
    expect(writeText).toHaveBeenCalledWith(WALLET_ADDRESS)
    expect(opened?.airlock.stores.toast.getState()).toMatchObject({
      open: true,
      message: 'Address copied',
    })
  })

  it('"Network: Localhost" opens Networks, and Back returns to Account', async () => {
    await open()
    await click('Network: Localhost')
    expect(view()).toBe('Networks')
    await click('Back')
    expect(view()).toBe('Account')
  })

  it('"Disconnect" disconnects and closes the modal', async () => {
    await open()
    await click('Disconnect')
    await tick()
    expect(opened?.airlock.getState()).toMatchObject({ status: 'disconnected', open: false })
  })
})

describe('Account view with the embedded wallet', () => {
  it('shows the email and the balances, asking the frame about asset discovery', async () => {
    const api = (
      await import('../../../core/clients/blockchainApi/fakeBlockchainApi')
    ).fakeBlockchainApi({
      'GET /v1/supported-chains': { http: ['eip155:31337'], ws: [] },
      'GET /v1/account/*': sampleBalances,
      'GET /v1/identity/*': { name: null, avatar: null },
    })
    api.stubGlobal()
    const airlock = startTestAirlock({ apiUrls: { blockchainApi: BLOCKCHAIN_API_URL } })
    const frame = await signIn(airlock, embeddedCapabilities)
    const modal = await mountTestModal(airlock)
    try {
      await act(async () => airlock.open())
      await settle()
      expect(modal.ui.getByText('ada@example.com')).toBeTruthy()
      expect(modal.ui.getByTestId('account-address').textContent).toBe('0x5a0b…029c4c')
      expect(modal.ui.getByTestId('balance').textContent).toBe('1.000 ETH')
      expect(api.to(`/v1/account/${TEST_ADDRESS}/balance`)).toHaveLength(1)
      expect(frame.last('RPC_REQUEST')?.payload).toMatchObject({ method: 'wallet_getCapabilities' })
    } finally {
      stopTestModal(modal, airlock)
      vi.unstubAllGlobals()
    }
  })
})
