import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeWallet, fakeWallets } from '../../../core/clients/walletApi/fakeWalletApi'
import { addRecentWallet } from '../../../core/connectors/recentWallets'
import { createWalletStorage } from '../../../core/connectors/walletStorage'
import {
  email,
  installConnectViewHarness,
  openConnect,
  precedes,
  rowNames,
  TEST_WALLET,
  walletList,
} from './connectViewHarness'

installConnectViewHarness()

describe('Connect view: wallets (SPEC §1 order)', () => {
  it('lists each wallet once at its earliest place: recent, installed, featured, custom, recommended', async () => {
    addRecentWallet(createWalletStorage(), { id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' })
    const { modal } = await openConnect({
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
    const { modal } = await openConnect({ wallets: [TEST_WALLET] })
    expect(precedes(walletList(), email())).toBe(true)
    // Focus starts on the dialog, not on a field below the wallets.
    expect(modal.root.activeElement).not.toBe(email())
  })

  it('puts the email form first when none is installed, then the catalogue’s wallets', async () => {
    await openConnect({ catalog: { wallets: fakeWallets(12) } })
    expect(rowNames()).toEqual(['Wallet 1', 'Wallet 2', 'Wallet 3', 'Wallet 4'])
    expect(precedes(email(), walletList())).toBe(true)
  })

  it('shows no social buttons (not offered by the secure site yet)', async () => {
    const { modal } = await openConnect({ wallets: [TEST_WALLET] })
    for (const social of ['Google', 'GitHub', 'Apple', 'Discord', 'X', 'Farcaster', 'Facebook'])
      expect(modal.ui.queryByRole('button', { name: new RegExp(`^${social}`) })).toBeNull()
  })

  it('uses the EIP-6963 icon of an installed wallet and the catalogue image of the others', async () => {
    const { modal } = await openConnect({
      wallets: [{ ...TEST_WALLET, icon: 'data:image/svg+xml,<svg id="test"/>' }],
      catalog: { wallets: fakeWallets(6) },
    })
    const image = (name: RegExp) =>
      modal.ui.getByRole('button', { name }).querySelector('img')?.getAttribute('src')
    expect(image(/^Airlock Test Wallet/)).toBe('data:image/svg+xml,<svg id="test"/>')
    expect(image(/^Wallet 1/)).toMatch(/^blob:fake\//)
  })

  it('falls back to the wallet’s initial when its image fails', async () => {
    const { modal } = await openConnect({ catalog: { wallets: fakeWallets(6) } })
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
    const { modal } = await openConnect({
      wallets: [TEST_WALLET],
      catalog: { wallets: fakeWallets(6) },
    })
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
