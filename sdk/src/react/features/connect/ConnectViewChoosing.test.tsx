import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeWallet, fakeWallets } from '../../../core/clients/walletApi/fakeWalletApi'
import { installConnectViewHarness, openConnect, rowNames, TEST_WALLET } from './connectViewHarness'

installConnectViewHarness()

describe('Connect view: choosing a wallet', () => {
  it('an installed wallet: ConnectingExternal with its connector id, and the connect starts', async () => {
    const { mocks, airlock, modal } = await openConnect({ wallets: [TEST_WALLET] })
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
    const { airlock, modal } = await openConnect({
      wallets: [TEST_WALLET, { name: 'Rabby', rdns: 'io.rabby' }],
    })
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
    const { airlock, modal } = await openConnect({
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
    const { modal } = await openConnect({
      catalog: { wallets: [fakeWallet(1, { desktop_link: 'walletone://' })] },
    })
    fireEvent.click(modal.ui.getByRole('button', { name: 'Wallet 1' }))
    expect(open_).toHaveBeenLastCalledWith('wallet1://', '_self', undefined)
  })

  it('a custom wallet without a link for this platform opens its homepage; with none says so', async () => {
    const open_ = vi.spyOn(window, 'open').mockReturnValue(null)
    const { airlock, modal } = await openConnect({
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
    const { airlock, modal } = await openConnect({ catalog: { wallets: fakeWallets(561) } })
    const button = modal.ui.getByRole('button', { name: 'All Wallets' })
    expect(button.textContent).toContain('560+')
    await act(async () => fireEvent.click(button))
    expect(airlock.stores.router.getState().view).toBe('AllWallets')
    expect(modal.ui.getByRole('heading', { name: 'All Wallets' })).toBeTruthy()
  })

  it('has no "All Wallets" button when features.allWallets is off', async () => {
    const { modal } = await openConnect({
      catalog: { wallets: fakeWallets(50) },
      options: { features: { allWallets: false } },
    })
    expect(rowNames()).toHaveLength(4)
    expect(modal.ui.queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })

  it('features.emailShowWallets off: the wallets wait behind "Continue with a wallet"', async () => {
    const { modal } = await openConnect({
      wallets: [TEST_WALLET],
      options: { features: { emailShowWallets: false } },
    })
    expect(modal.ui.queryByRole('list', { name: 'Wallets' })).toBeNull()
    await act(async () =>
      fireEvent.click(modal.ui.getByRole('button', { name: 'Continue with a wallet' })),
    )
    expect(rowNames()).toEqual(['Airlock Test Wallet Installed'])
  })
})
