import { describe, expect, it, vi } from 'vitest'
import { fakeRegistry, fakeSolanaWallet, STANDARD_CHAIN_NAMES } from './fakeStandardWallet'
import { createSolanaWalletDiscovery } from './solanaWalletDiscovery'

describe('Solana wallet discovery (Wallet Standard)', () => {
  it('lists every registered Solana wallet, and those registered later', () => {
    const first = fakeSolanaWallet({ name: 'First' })
    const registry = fakeRegistry([first.wallet])
    const discovery = createSolanaWalletDiscovery(registry)
    const changed = vi.fn()
    discovery.subscribe(changed)
    expect(discovery.getConnectors()).toMatchObject([
      {
        id: 'wallet-standard:First',
        name: 'First',
        type: 'ANNOUNCED',
        chain: 'solana',
        chains: STANDARD_CHAIN_NAMES,
        imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    ])
    const unregister = registry.register(fakeSolanaWallet({ name: 'Second' }).wallet)
    expect(discovery.getConnectors().map((connector) => connector.name)).toEqual([
      'First',
      'Second',
    ])
    expect(discovery.getConnector('wallet-standard:Second')?.name).toBe('Second')
    unregister()
    expect(discovery.getConnectors().map((connector) => connector.name)).toEqual(['First'])
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('lists a wallet once however often it registers, and once per name', () => {
    const wallet = fakeSolanaWallet({ name: 'Twice' }).wallet
    const registry = fakeRegistry([wallet, wallet, fakeSolanaWallet({ name: 'Twice' }).wallet])
    expect(createSolanaWalletDiscovery(registry).getConnectors()).toHaveLength(1)
  })

  it('leaves out wallets without a Solana chain, without connect, or without a way to sign', () => {
    const registry = fakeRegistry([
      fakeSolanaWallet({ name: 'Sui only', chains: ['sui:mainnet'] }).wallet,
      fakeSolanaWallet({ name: 'No connect', features: ['solana:signMessage'] }).wallet,
      fakeSolanaWallet({ name: 'No signing', features: ['standard:connect'] }).wallet,
      fakeSolanaWallet({ name: 'Fine' }).wallet,
    ])
    expect(
      createSolanaWalletDiscovery(registry)
        .getConnectors()
        .map((c) => c.name),
    ).toEqual(['Fine'])
  })

  it('drops an icon that is not an image data URI (the page would fetch it)', () => {
    const registry = fakeRegistry([
      fakeSolanaWallet({ icon: 'https://tracker.example/icon.svg' }).wallet,
    ])
    expect(createSolanaWalletDiscovery(registry).getConnectors()[0]?.imageUrl).toBeUndefined()
  })

  it('stops following the registry on destroy', () => {
    const registry = fakeRegistry()
    const discovery = createSolanaWalletDiscovery(registry)
    const changed = vi.fn()
    discovery.subscribe(changed)
    expect(registry.listenerCount()).toBe(2)
    discovery.destroy()
    expect(registry.listenerCount()).toBe(0)
    registry.register(fakeSolanaWallet().wallet)
    expect(changed).not.toHaveBeenCalled()
  })
})
