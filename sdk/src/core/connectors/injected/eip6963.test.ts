import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMockWallet } from '../../testing/mockWallet'
import {
  createWalletDiscovery,
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  LEGACY_INJECTED_ID,
  legacyWalletOf,
  type WalletDiscovery,
} from './eip6963'
import type { InjectedProvider } from './injectedProvider'

const cleanups: (() => void)[] = []
function discover(): WalletDiscovery {
  const discovery = createWalletDiscovery()
  cleanups.push(() => discovery.destroy())
  return discovery
}
function announced(...wallets: ReturnType<typeof createMockWallet>[]) {
  for (const wallet of wallets) cleanups.push(wallet.announce())
}
const announce = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail }))
const setLegacy = (provider: unknown) => {
  Object.assign(window, { ethereum: provider })
  cleanups.push(() => Reflect.deleteProperty(window, 'ethereum'))
}
const ids = (discovery: WalletDiscovery) => discovery.getConnectors().map((c) => c.id)

afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

describe('EIP-6963 discovery', () => {
  it('asks wallets to announce when created, not when imported', () => {
    const requested = vi.fn()
    window.addEventListener(EIP6963_REQUEST_EVENT, requested)
    cleanups.push(() => window.removeEventListener(EIP6963_REQUEST_EVENT, requested))
    expect(requested).not.toHaveBeenCalled()
    discover()
    expect(requested).toHaveBeenCalledTimes(1)
  })

  it('lists a wallet announced before and one announced after it started, as SPEC §3 connectors', () => {
    const early = createMockWallet({ rdns: 'io.metamask', name: 'MetaMask' })
    announced(early)
    const discovery = discover()
    const late = createMockWallet({ rdns: 'io.rabby', name: 'Rabby Wallet' })
    announced(late)
    expect(ids(discovery)).toEqual(['io.metamask', 'io.rabby'])
    expect(discovery.getConnector('io.metamask')).toMatchObject({
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: early.info.icon,
      info: { rdns: 'io.metamask', uuid: early.info.uuid },
      provider: early.provider,
    })
    expect(discovery.getConnector('io.metamask')?.getProvider()).toBe(early.provider)
  })

  it('keeps one entry per uuid and per rdns, however often a wallet announces', () => {
    const wallet = createMockWallet({ rdns: 'io.metamask' })
    announced(wallet)
    const discovery = discover()
    // The wallet re-announces on every request, twice more here.
    discovery.request()
    announce({ info: wallet.info, provider: wallet.provider })
    // Same wallet from a second frame: another uuid, same rdns.
    announce({ info: { ...wallet.info, uuid: crypto.randomUUID() }, provider: wallet.provider })
    expect(ids(discovery)).toEqual(['io.metamask'])
  })

  it('ignores malformed announcements and icons that are not data URIs', () => {
    const discovery = discover()
    const { provider, info } = createMockWallet({ rdns: 'com.example' })
    announce(undefined)
    announce({ info, provider: { request: () => Promise.resolve() } })
    announce({ info: { ...info, rdns: '' }, provider })
    announce({ info: { ...info, icon: 'https://tracker.example/icon.svg' }, provider })
    expect(ids(discovery)).toEqual(['com.example'])
    expect(discovery.getConnector('com.example')?.imageUrl).toBeUndefined()
  })

  it('tells subscribers when the list changes, and only then', () => {
    const discovery = discover()
    const changed = vi.fn()
    discovery.subscribe(changed)
    const wallet = createMockWallet()
    announced(wallet)
    announce({ info: wallet.info, provider: wallet.provider })
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it('stops listening on destroy', () => {
    const discovery = createWalletDiscovery()
    discovery.destroy()
    announced(createMockWallet())
    expect(discovery.getConnectors()).toEqual([])
  })

  it('ends the wallet subscriptions it holds on release and on destroy', () => {
    const discovery = createWalletDiscovery()
    const first = vi.fn()
    const second = vi.fn()
    discovery.hold('a', first)
    discovery.hold('a', second)
    expect(first).toHaveBeenCalledTimes(1)
    discovery.release('a')
    expect(second).toHaveBeenCalledTimes(1)
    const third = vi.fn()
    discovery.hold('b', third)
    discovery.destroy()
    expect(third).toHaveBeenCalledTimes(1)
  })
})

describe('legacy window.ethereum', () => {
  it('is offered when no announced wallet is that provider', () => {
    const legacy = createMockWallet().provider
    setLegacy(legacy)
    const discovery = discover()
    expect(discovery.getConnectors()).toMatchObject([
      { id: LEGACY_INJECTED_ID, type: 'INJECTED', name: 'Browser Wallet', provider: legacy },
    ])
  })

  it('is not added when an announced wallet is the same provider object', () => {
    const wallet = createMockWallet({ rdns: 'dev.airlock.other' })
    setLegacy(wallet.provider)
    announced(wallet)
    expect(ids(discover())).toEqual(['dev.airlock.other'])
  })

  it('is not added when its flags name an announced wallet (a proxy of the same wallet)', () => {
    const metamask = createMockWallet({ rdns: 'io.metamask' })
    setLegacy({ ...createMockWallet().provider, isMetaMask: true })
    announced(metamask)
    expect(ids(discover())).toEqual(['io.metamask'])
  })

  it('is dropped once the same wallet announces itself later', () => {
    const metamask = createMockWallet({ rdns: 'io.metamask' })
    setLegacy({ ...createMockWallet().provider, isMetaMask: true })
    const discovery = discover()
    expect(discovery.getConnectors()).toMatchObject([{ id: 'injected', name: 'MetaMask' }])
    announced(metamask)
    expect(ids(discovery)).toEqual(['io.metamask'])
  })

  it('stays when it is another wallet than the announced ones', () => {
    setLegacy({ ...createMockWallet().provider, isMetaMask: true, isRabby: true })
    announced(createMockWallet({ rdns: 'io.metamask' }))
    expect(ids(discover())).toEqual(['io.metamask', 'injected'])
  })

  it('reads the most specific flag first', () => {
    const flagged = (flags: Record<string, boolean>) =>
      ({ ...createMockWallet().provider, ...flags }) as InjectedProvider
    expect(legacyWalletOf(flagged({ isMetaMask: true, isRabby: true }))?.rdns).toBe('io.rabby')
    expect(legacyWalletOf(flagged({ isMetaMask: true, isBraveWallet: true }))?.rdns).toBe(
      'com.brave.wallet',
    )
    expect(legacyWalletOf(flagged({ isMetaMask: true }))?.rdns).toBe('io.metamask')
    expect(legacyWalletOf(flagged({}))).toBeUndefined()
  })

  it('is found when it appears late and says ethereum#initialized', () => {
    const discovery = discover()
    expect(discovery.getConnectors()).toEqual([])
    setLegacy(createMockWallet().provider)
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(ids(discovery)).toEqual(['injected'])
  })
})
