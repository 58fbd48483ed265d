import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeWallet, fakeWallets } from '../../core/clients/walletApi/fakeWalletApi'
import { addRecentWallet } from '../../core/connectors/recentWallets'
import { createWalletStorage } from '../../core/connectors/walletStorage'
import type { AirlockInstance, CreateAirlockOptions } from '../../core/createAirlock'
import { bringUpFrame, startTestAirlock } from '../../core/testing/airlockHarness'
import { mountedFrames } from '../../core/testing/fakeFrame'
import { createMockWallet } from '../../core/testing/mockWallet'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../testing/modalHarness'
import { attachFakeCatalog, type CatalogHarnessOptions } from '../testing/walletCatalogHarness'

let airlock: AirlockInstance
let modal: TestModal
const stops: (() => void)[] = []

const TEST_WALLET = { name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet' }

// The connect flow is a lazy chunk; loaded once here, as after a page's first use.
beforeAll(() => import('../../core/controllers/connectExternal'))

/** Announces browser wallets, starts an instance (with a catalogue when given) and opens Connect. */
async function open({
  wallets = [],
  catalog,
  options = {},
}: {
  wallets?: Parameters<typeof createMockWallet>[0][]
  catalog?: { wallets: ReturnType<typeof fakeWallets>; options?: CatalogHarnessOptions }
  options?: Partial<CreateAirlockOptions>
} = {}) {
  const mocks = wallets.map((info) => createMockWallet(info))
  for (const mock of mocks) stops.push(mock.announce())
  airlock = startTestAirlock(options)
  const api = catalog ? attachFakeCatalog(airlock, catalog.wallets, catalog.options) : undefined
  modal = await mountTestModal(airlock)
  await act(async () => airlock.open())
  // Featured + recommended, then the first page: each a fake request (a 0 ms timer), then its icons.
  for (let step = 0; step < 3; step++) await tick(1)
  return { mocks, api }
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
  if (airlock) stopTestModal(modal, airlock)
})

const email = () => modal.ui.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
const type = (value: string) => fireEvent.change(email(), { target: { value } })
const submit = () =>
  act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Continue' })))
const walletList = () => modal.ui.getByRole('list', { name: 'Wallets' })
/** Each row's accessible name: its text without the decorative (aria-hidden) parts. */
const rowNames = () =>
  [...walletList().querySelectorAll('button')].map((button) => {
    const copy = button.cloneNode(true) as HTMLElement
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
    return copy.textContent?.replace(/\s+/g, ' ').trim()
  })
const precedes = (a: Element, b: Element) =>
  (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0

describe('Connect view: email', () => {
  it('says "Invalid email" for a bad address and sends nothing', async () => {
    await open()
    type('ada@example')
    await submit()
    expect(modal.ui.getByRole('alert').textContent).toBe('Invalid email')
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(email().getAttribute('aria-describedby')).toBe(modal.ui.getByRole('alert').id)
    expect(modal.root.activeElement).toBe(email())
    expect(mountedFrames()).toHaveLength(0)
  })

  it('says "Invalid email" for an empty field', async () => {
    await open()
    await submit()
    expect(modal.ui.getByRole('alert').textContent).toBe('Invalid email')
  })

  it('clears the message as soon as the user edits', async () => {
    await open()
    type('nope')
    await submit()
    type('nope@')
    expect(modal.ui.queryByRole('alert')).toBeNull()
    expect(email().getAttribute('aria-invalid')).toBeNull()
  })

  it('sends a valid email (trimmed) and moves to the code view', async () => {
    await open()
    const connect = vi.spyOn(airlock, 'connectEmail')
    type('  ada@example.com ')
    await submit()
    expect(connect).toHaveBeenCalledWith('ada@example.com')
    expect(modal.ui.getByRole('button', { name: 'Continue' }).getAttribute('aria-busy')).toBe(
      'true',
    )
    await act(async () => {
      await bringUpFrame()
    })
    expect(airlock.stores.router.getState().view).toBe('EmailVerifyOtp')
    expect(modal.ui.getByRole('heading', { name: 'Confirm Email' })).toBeTruthy()
  })

  it('shows the frame’s error under the field', async () => {
    await open()
    type('ada@example.com')
    await submit()
    await act(async () => {
      await bringUpFrame({ CONNECT_EMAIL: { error: 'Unauthorized: origin not allowed' } })
    })
    expect(modal.ui.getByRole('alert').textContent).toMatch(/.+/)
    expect(airlock.stores.router.getState().view).toBe('Connect')
  })

  it('with no wallet anywhere (no extension, no catalogue) shows the email form alone', async () => {
    await open()
    expect(modal.ui.queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(modal.ui.queryByRole('button', { name: 'All Wallets' })).toBeNull()
    expect(modal.root.activeElement).toBe(email())
  })
})

describe('Connect view: wallets (SPEC §1 order)', () => {
  it('lists each wallet once at its earliest place: recent, installed, featured, custom, recommended', async () => {
    addRecentWallet(createWalletStorage(), { id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' })
    await open({
      wallets: [TEST_WALLET, { name: 'Rabby', rdns: 'io.rabby' }],
      catalog: {
        wallets: [
          fakeWallet(1, { name: 'Rabby (catalogue)', rdns: 'io.rabby' }),
          fakeWallet(2),
          fakeWallet(3, { name: 'Test Wallet (catalogue)', rdns: TEST_WALLET.rdns }),
          ...fakeWallets(10).slice(3),
        ],
        options: { featuredWalletIds: ['w3', 'w5'], installedWallets: 'flag' },
      },
      options: {
        customWallets: [{ id: 'mine', name: 'My Wallet', homepage: 'https://mine.example' }],
      },
    })
    expect(rowNames()).toEqual([
      'Rabby Recent',
      'Airlock Test Wallet Installed',
      'Wallet 5',
      'My Wallet',
      'Wallet 2',
      'Wallet 4',
      'Wallet 6',
    ])
    expect(modal.ui.getByRole('button', { name: 'Rabby Recent' })).toBeTruthy()
    expect(modal.ui.getByRole('button', { name: 'Airlock Test Wallet Installed' })).toBeTruthy()
  })

  it('puts the wallets before the email form when an extension is installed', async () => {
    await open({ wallets: [TEST_WALLET] })
    expect(precedes(walletList(), email())).toBe(true)
    // Focus starts on the dialog, not on a field below the wallets.
    expect(modal.root.activeElement).not.toBe(email())
  })

  it('puts the email form first when none is installed, then the catalogue’s wallets', async () => {
    await open({ catalog: { wallets: fakeWallets(12) } })
    expect(rowNames()).toEqual(['Wallet 1', 'Wallet 2', 'Wallet 3', 'Wallet 4'])
    expect(precedes(email(), walletList())).toBe(true)
  })

  it('shows no social buttons (not offered by the secure site yet)', async () => {
    await open({ wallets: [TEST_WALLET] })
    for (const social of ['Google', 'GitHub', 'Apple', 'Discord', 'X', 'Farcaster', 'Facebook'])
      expect(modal.ui.queryByRole('button', { name: new RegExp(`^${social}`) })).toBeNull()
  })

  it('uses the EIP-6963 icon of an installed wallet and the catalogue image of the others', async () => {
    await open({
      wallets: [{ ...TEST_WALLET, icon: 'data:image/svg+xml,<svg id="test"/>' }],
      catalog: { wallets: fakeWallets(6) },
    })
    const image = (name: RegExp) =>
      modal.ui.getByRole('button', { name }).querySelector('img')?.getAttribute('src')
    expect(image(/^Airlock Test Wallet/)).toBe('data:image/svg+xml,<svg id="test"/>')
    expect(image(/^Wallet 1/)).toMatch(/^blob:fake\//)
  })

  it('falls back to the wallet’s initial when its image fails', async () => {
    await open({ catalog: { wallets: fakeWallets(6) } })
    const row = modal.ui.getByRole('button', { name: 'Wallet 1' })
    const img = row.querySelector('img')
    if (!img) throw new Error('no image')
    act(() => {
      fireEvent.error(img)
    })
    expect(row.querySelector('img')).toBeNull()
    expect(row.querySelector('[data-fallback]')?.textContent).toBe('W')
  })

  it('moves between the rows with the arrow keys', async () => {
    await open({ wallets: [TEST_WALLET], catalog: { wallets: fakeWallets(6) } })
    const buttons = [...walletList().querySelectorAll('button')]
    buttons[0]?.focus()
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowDown' })
    expect(modal.root.activeElement).toBe(buttons[1])
    fireEvent.keyDown(buttons[1] as HTMLElement, { key: 'End' })
    expect(modal.root.activeElement).toBe(buttons.at(-1))
    fireEvent.keyDown(buttons.at(-1) as HTMLElement, { key: 'ArrowDown' })
    expect(modal.root.activeElement).toBe(buttons.at(-1))
    fireEvent.keyDown(buttons.at(-1) as HTMLElement, { key: 'Home' })
    expect(modal.root.activeElement).toBe(buttons[0])
  })
})

describe('Connect view: choosing a wallet', () => {
  it('an installed wallet: ConnectingExternal with its connector id, and the connect starts', async () => {
    const { mocks } = await open({ wallets: [TEST_WALLET] })
    let approve: (accounts: string[]) => void = () => {}
    mocks[0]?.respond('eth_requestAccounts', () => new Promise((resolve) => (approve = resolve)))
    const connect = vi.spyOn(airlock, 'connect')
    await act(async () => {
      fireEvent.click(modal.ui.getByRole('button', { name: /^Airlock Test Wallet/ }))
    })
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connectorId: TEST_WALLET.rdns },
    })
    expect(connect).toHaveBeenCalledWith(TEST_WALLET.rdns)
    await act(async () => {
      approve(mocks[0]?.state.accounts ?? [])
      await connect.mock.results[0]?.value
    })
    expect(airlock.stores.router.getState().view).toBe('Account')
  })

  it('lists the wallet as "Recent" after a connect, even once disconnected', async () => {
    await open({ wallets: [TEST_WALLET, { name: 'Rabby', rdns: 'io.rabby' }] })
    expect(rowNames()).toEqual(['Airlock Test Wallet Installed', 'Rabby Installed'])
    const connect = vi.spyOn(airlock, 'connect')
    await act(async () => {
      fireEvent.click(modal.ui.getByRole('button', { name: /^Rabby/ }))
      await connect.mock.results[0]?.value
    })
    await act(async () => {
      await airlock.disconnect()
      airlock.open()
    })
    expect(airlock.stores.router.getState().view).toBe('Connect')
    expect(rowNames()).toEqual(['Rabby Recent', 'Airlock Test Wallet Installed'])
  })

  it('a catalogue wallet on desktop opens its desktop app, else its web app in a new tab', async () => {
    const open_ = vi.spyOn(window, 'open').mockReturnValue(null)
    await open({
      catalog: {
        wallets: [
          fakeWallet(1, { desktop_link: 'walletone://' }),
          fakeWallet(2, { webapp_link: 'https://app.two.example' }),
        ],
      },
    })
    fireEvent.click(modal.ui.getByRole('button', { name: 'Wallet 1' }))
    expect(open_).toHaveBeenLastCalledWith('walletone://', '_self', undefined)
    fireEvent.click(modal.ui.getByRole('button', { name: 'Wallet 2' }))
    expect(open_).toHaveBeenLastCalledWith(
      'https://app.two.example/',
      '_blank',
      'noopener,noreferrer',
    )
    expect(airlock.stores.router.getState().view).toBe('Connect')
  })

  it('a catalogue wallet on mobile opens its deep link', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
    )
    const open_ = vi.spyOn(window, 'open').mockReturnValue(null)
    await open({ catalog: { wallets: [fakeWallet(1, { desktop_link: 'walletone://' })] } })
    fireEvent.click(modal.ui.getByRole('button', { name: 'Wallet 1' }))
    expect(open_).toHaveBeenLastCalledWith('wallet1://', '_self', undefined)
  })

  it('a custom wallet without a link for this platform opens its homepage; with none says so', async () => {
    const open_ = vi.spyOn(window, 'open').mockReturnValue(null)
    await open({
      options: {
        customWallets: [
          {
            id: 'mine',
            name: 'My Wallet',
            homepage: 'https://mine.example',
            mobile_link: 'mine://',
          },
          { id: 'bare', name: 'Bare Wallet' },
        ],
      },
    })
    fireEvent.click(modal.ui.getByRole('button', { name: 'My Wallet' }))
    expect(open_).toHaveBeenLastCalledWith('https://mine.example', '_blank', 'noopener,noreferrer')
    fireEvent.click(modal.ui.getByRole('button', { name: 'Bare Wallet' }))
    expect(open_).toHaveBeenCalledTimes(1)
    expect(airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'No URL was provided',
    })
  })

  it('"All Wallets" shows the catalogue’s size and opens AllWallets', async () => {
    await open({ catalog: { wallets: fakeWallets(561) } })
    const button = modal.ui.getByRole('button', { name: 'All Wallets' })
    expect(button.textContent).toContain('560+')
    await act(async () => fireEvent.click(button))
    expect(airlock.stores.router.getState().view).toBe('AllWallets')
    expect(modal.ui.getByRole('heading', { name: 'All Wallets' })).toBeTruthy()
  })

  it('has no "All Wallets" button when features.allWallets is off', async () => {
    await open({
      catalog: { wallets: fakeWallets(50) },
      options: { features: { allWallets: false } },
    })
    expect(rowNames()).toHaveLength(4)
    expect(modal.ui.queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })

  it('features.emailShowWallets off: the wallets wait behind "Continue with a wallet"', async () => {
    await open({ wallets: [TEST_WALLET], options: { features: { emailShowWallets: false } } })
    expect(modal.ui.queryByRole('list', { name: 'Wallets' })).toBeNull()
    await act(async () =>
      fireEvent.click(modal.ui.getByRole('button', { name: 'Continue with a wallet' })),
    )
    expect(rowNames()).toEqual(['Airlock Test Wallet Installed'])
  })
})
