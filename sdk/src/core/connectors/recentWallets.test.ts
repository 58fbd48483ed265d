import { afterEach, describe, expect, it } from 'vitest'
import { fakeWallet } from '../clients/walletApi/fakeWalletApi'
import { addRecentWallet, getRecentWallets, RECENT_WALLETS_KEY } from './recentWallets'
import { CONNECTED_WALLET_KEY, createWalletStorage } from './walletStorage'

afterEach(() => localStorage.clear())

describe('recent wallets', () => {
  it('keeps the last 2 (RECENT_WALLETS_LIMIT), most recent first, once each', () => {
    const storage = createWalletStorage()
    addRecentWallet(storage, { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' })
    addRecentWallet(storage, { id: 'injected', name: 'Browser Wallet' })
    addRecentWallet(storage, { id: 'io.rabby', name: 'Rabby Wallet', rdns: 'io.rabby' })
    expect(getRecentWallets(storage)).toEqual([
      { id: 'io.rabby', name: 'Rabby Wallet', rdns: 'io.rabby' },
      { id: 'injected', name: 'Browser Wallet' },
    ])
    addRecentWallet(storage, { id: 'injected', name: 'Browser Wallet' })
    expect(getRecentWallets(storage).map((wallet) => wallet.id)).toEqual(['injected', 'io.rabby'])
    expect(JSON.parse(localStorage.getItem(RECENT_WALLETS_KEY) ?? '')).toHaveLength(2)
  })

  it('ignores what it did not write: broken JSON, other shapes, extra entries', () => {
    const storage = createWalletStorage()
    localStorage.setItem(RECENT_WALLETS_KEY, '{not json')
    expect(getRecentWallets(storage)).toEqual([])
    localStorage.setItem(
      RECENT_WALLETS_KEY,
      JSON.stringify([
        { id: 1 },
        null,
        { id: 'a', name: 'A', extra: 'x' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ]),
    )
    expect(getRecentWallets(storage)).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ])
  })

  it('keeps a wallet paired through WalletConnect with its catalogue entry and image', () => {
    const storage = createWalletStorage()
    const item = fakeWallet(7, { mobile_link: 'phonewallet://', rdns: null })
    addRecentWallet(storage, {
      id: 'w7',
      name: 'Wallet 7',
      item,
      imageUrl: 'https://img.example/7',
    })
    expect(getRecentWallets(storage)).toEqual([
      { id: 'w7', name: 'Wallet 7', item, imageUrl: 'https://img.example/7' },
    ])
  })

  it('drops a WalletConnect entry whose catalogue part is malformed or is another wallet', () => {
    const storage = createWalletStorage()
    const item = fakeWallet(7)
    localStorage.setItem(
      RECENT_WALLETS_KEY,
      JSON.stringify([
        { id: 'w7', name: 'Wallet 7', item: { ...item, mobile_link: 42 } },
        { id: 'w7', name: 'Wallet 7', item: { ...item, chains: 'eip155:1' } },
        { id: 'w8', name: 'Wallet 8', item },
        { id: 'w7', name: 'Wallet 7', item, imageUrl: 7 },
        { id: 'w7', name: 'Wallet 7', item },
      ]),
    )
    expect(getRecentWallets(storage)).toEqual([{ id: 'w7', name: 'Wallet 7', item }])
  })

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceeded')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createWalletStorage(throwing)
    expect(() => addRecentWallet(storage, { id: 'a', name: 'A' })).not.toThrow()
    expect(getRecentWallets(storage)).toEqual([])
    expect(() => storage.setConnectedWalletId('a')).not.toThrow()
    expect(storage.getConnectedWalletId()).toBeUndefined()
  })

  it('remembers the wallet to reconnect under its own key', () => {
    const storage = createWalletStorage()
    storage.setConnectedWalletId('io.metamask')
    expect(localStorage.getItem(CONNECTED_WALLET_KEY)).toBe('io.metamask')
    storage.setConnectedWalletId(undefined)
    expect(storage.getConnectedWalletId()).toBeUndefined()
  })
})
