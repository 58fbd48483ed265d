import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { fakeBitcoinWallet } from '../bitcoinWallet.fake'
import { createBitcoinWalletDiscovery } from '../bitcoinWalletDiscovery'
import { fakeOkx } from './okx.fake'
import { fakeSatsConnectProvider } from './satsConnectProvider.fake'
import { type SatsConnectPage, withSatsConnectWallets } from './satsConnectRegistry'
import { fakeUnisat } from './unisat.fake'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

function page(globals: Record<string, unknown>, readyState = 'complete') {
  const load = new Set<() => void>()
  const target: SatsConnectPage & Record<string, unknown> = {
    ...globals,
    document: { readyState },
    addEventListener: (_type, listener) => load.add(listener),
    removeEventListener: (_type, listener) => load.delete(listener),
  }
  return { target, load }
}

function registry(wallets: Wallet[] = []) {
  const listeners = new Set<() => void>()
  return {
    get: () => wallets,
    on: (_event: 'register' | 'unregister', listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    listeners,
  }
}

const xverse = () => fakeSatsConnectProvider().provider

describe('the sats-connect wallets of a page', () => {
  it('lists each btc_providers entry found at its dotted id, after the standard wallets, once', () => {
    const standard = fakeBitcoinWallet({ name: 'Leather' }).wallet
    const provider = xverse()
    const { target } = page({
      XverseProviders: { BitcoinProvider: provider },
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: ICON },
        { id: 'Missing.Provider', name: 'Gone' },
        { id: 'notAProvider', name: 'Broken' },
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse again' },
      ],
      notAProvider: { request: 'no' },
    })
    const wallets = withSatsConnectWallets(registry([standard]), target)
    const first = wallets.get()
    expect(first.map((wallet) => wallet.name)).toEqual(['Leather', 'Xverse'])
    expect(first[1]?.icon).toBe(ICON)
    // The same bridge every time: the discovery keeps its row.
    expect(wallets.get()[1]).toBe(first[1])
    const discovery = createBitcoinWalletDiscovery(wallets)
    expect(discovery.getConnectors().map((connector) => connector.id)).toEqual([
      'bitcoin-standard:Leather',
      'bitcoin-standard:Xverse',
    ])
  })

  it("finds Xverse's provider where sats-connect looks by default, without btc_providers", () => {
    const { target } = page({ XverseProviders: { BitcoinProvider: xverse() } })
    expect(
      withSatsConnectWallets(registry(), target)
        .get()
        .map((wallet) => wallet.name),
    ).toEqual(['Xverse'])
  })

  it('keeps the Wallet Standard side of a wallet announced both ways', () => {
    const standard = fakeBitcoinWallet({ name: 'Xverse Wallet' }).wallet
    const { target } = page({
      XverseProviders: { BitcoinProvider: xverse() },
      btc_providers: [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: ICON }],
    })
    expect(withSatsConnectWallets(registry([standard]), target).get()).toEqual([standard])
  })

  it('is not hidden by a standard wallet of that name that serves no Bitcoin chain', () => {
    const solanaOnly = fakeBitcoinWallet({ name: 'Xverse', chains: ['solana:mainnet'] }).wallet
    const { target } = page({ XverseProviders: { BitcoinProvider: xverse() } })
    const names = withSatsConnectWallets(registry([solanaOnly]), target)
      .get()
      .map((wallet) => wallet.name)
    expect(names).toEqual(['Xverse', 'Xverse'])
  })

  it("lists a Unisat-style window.unisat as 'Unisat', unless the Wallet Standard has it", () => {
    const { unisat } = fakeUnisat()
    const { target } = page({ unisat })
    const wallets = withSatsConnectWallets(registry(), target)
    expect(wallets.get().map((wallet) => wallet.name)).toEqual(['Unisat'])
    expect(wallets.get()[0]).toBe(wallets.get()[0])
    const standard = fakeBitcoinWallet({ name: 'UniSat Wallet' }).wallet
    expect(withSatsConnectWallets(registry([standard]), target).get()).toEqual([standard])
  })

  it('looks again once the page has loaded, and stops waiting when unsubscribed', () => {
    const { target, load } = page({}, 'loading')
    const standard = registry()
    const wallets = withSatsConnectWallets(standard, target)
    const discovery = createBitcoinWalletDiscovery(wallets)
    expect(discovery.getConnectors()).toEqual([])
    target.XverseProviders = { BitcoinProvider: xverse() }
    for (const listener of [...load]) listener()
    expect(discovery.getConnectors().map((connector) => connector.name)).toEqual(['Xverse'])
    discovery.destroy()
    expect(load.size).toBe(0)
    expect(standard.listeners.size).toBe(0)
  })

  it("lists OKX's window.okxwallet.bitcoin as 'OKX Wallet', once, unless a standard OKX is there", () => {
    const okx = fakeOkx().okx
    const { target } = page({
      okxwallet: { bitcoin: okx, bitcoinTestnet: fakeOkx({ old: true }).okx },
    })
    const wallets = withSatsConnectWallets(registry(), target)
    expect(wallets.get().map((wallet) => wallet.name)).toEqual(['OKX Wallet'])
    expect(wallets.get()[0]).toBe(wallets.get()[0])
    const { target: none } = page({ okxwallet: { solana: {} } })
    expect(withSatsConnectWallets(registry(), none).get()).toEqual([])
    const standard = fakeBitcoinWallet({ name: 'OKX' }).wallet
    expect(
      withSatsConnectWallets(registry([standard]), target)
        .get()
        .map((wallet) => wallet.name),
    ).toEqual(['OKX'])
  })
})
