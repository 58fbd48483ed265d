import type { Wallet } from '@wallet-standard/base'
import type { WalletRegistry } from '../../walletStandard/walletStandardDiscovery'
import { isBitcoinChain } from '../bitcoinChains'
import { isLeather, type Leather, leatherProvider } from './leatherProvider'
import { isOkxBitcoin, type OkxBitcoin, okxProvider } from './okxProvider'
import { type SatsConnectProvider, XVERSE_PROVIDER_ID } from './satsConnectTypes'
import { createSatsConnectWallet } from './satsConnectWallet'
import { isUnisat, type Unisat, unisatProvider } from './unisatProvider'

/** The parts of `window` sats-connect wallets live on. */
export interface SatsConnectPage {
  btc_providers?: unknown
  unisat?: unknown
  LeatherProvider?: unknown
  /** OKX Wallet's namespaces; `bitcoin` is its Bitcoin mainnet provider. */
  okxwallet?: unknown
  document?: { readyState: string } | undefined
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void
  removeEventListener(type: 'load', listener: () => void): void
}

/** "Xverse Wallet" and "Xverse" are one wallet: lower case, letters and digits, no "wallet". */
const sameName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/wallet$/, '')

const isProvider = (value: unknown): value is SatsConnectProvider =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function'

/** What a `btc_providers` id names: a dotted path on `page` (sats-connect's getProviderById). */
function providerAt(page: SatsConnectPage, id: string): SatsConnectProvider | undefined {
  let value: unknown = page
  for (const part of id.split('.')) {
    if (typeof value !== 'object' || value === null || !(part in value)) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return isProvider(value) ? value : undefined
}

/** Unisat's adapter per `window.unisat`, so its bridged wallet stays one object. */
const unisats = new WeakMap<Unisat, SatsConnectProvider>()
/** Leather's adapter per `window.LeatherProvider`, likewise. */
const leathers = new WeakMap<Leather, SatsConnectProvider>()
/** OKX's adapter per `window.okxwallet.bitcoin`, likewise. */
const okxs = new WeakMap<OkxBitcoin, SatsConnectProvider>()

/** The provider `value` is, through its adapter when it is Leather (leatherProvider.ts). */
function adapted(value: SatsConnectProvider | Leather): SatsConnectProvider {
  if (!isLeather(value)) return value
  const provider = leathers.get(value) ?? leatherProvider(value)
  leathers.set(value, provider)
  return provider
}

/**
 * The page's sats-connect wallets: every `btc_providers` entry, Xverse's default place,
 * `window.LeatherProvider`, a Unisat-style `window.unisat` and OKX's `window.okxwallet.bitcoin`,
 * the last three through their adapters (leatherProvider.ts, unisatProvider.ts, okxProvider.ts).
 */
function listed(page: SatsConnectPage) {
  const entries = Array.isArray(page.btc_providers) ? (page.btc_providers as unknown[]) : []
  const found: { name: string; icon: string | undefined; provider: SatsConnectProvider }[] = []
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue
    const { id, name, icon } = entry as Record<string, unknown>
    if (typeof id !== 'string' || typeof name !== 'string' || !name.trim()) continue
    const at = providerAt(page, id)
    const provider = at && adapted(at)
    if (provider && !found.some((known) => known.provider === provider))
      found.push({
        name: name.trim().slice(0, 64),
        icon: typeof icon === 'string' ? icon : undefined,
        provider,
      })
  }
  const xverse = providerAt(page, XVERSE_PROVIDER_ID)
  if (xverse && !found.some((known) => known.provider === xverse))
    found.push({ name: 'Xverse', icon: undefined, provider: xverse })
  // Leather lists itself in btc_providers; an older one that did not is found at its place.
  const leather = isLeather(page.LeatherProvider) ? adapted(page.LeatherProvider) : undefined
  if (leather && !found.some((known) => known.provider === leather))
    found.push({ name: 'Leather', icon: undefined, provider: leather })
  const { unisat } = page
  if (isUnisat(unisat)) {
    const provider = unisats.get(unisat) ?? unisatProvider(unisat)
    unisats.set(unisat, provider)
    found.push({ name: 'Unisat', icon: undefined, provider })
  }
  // OKX is found where its integrators (Reown AppKit, LaserEyes) look, not in btc_providers.
  // Only its mainnet object is reached: the test-network ones (bitcoinTestnet, bitcoinSignet)
  // cannot send nor tell their account without a prompt, and none is on regtest.
  const okx = (page.okxwallet as { bitcoin?: unknown } | null | undefined)?.bitcoin
  if (isOkxBitcoin(okx)) {
    const provider = okxs.get(okx) ?? okxProvider(okx)
    okxs.set(okx, provider)
    found.push({ name: 'OKX Wallet', icon: undefined, provider })
  }
  return found
}

/**
 * `registry` (the Wallet Standard's) plus the page's sats-connect wallets, each bridged
 * once (satsConnectWallet.ts) and listed after the standard ones. A sats-connect wallet
 * whose name a Bitcoin Wallet Standard wallet already has is left out: the extension
 * announced itself both ways and its standard side is the one kept. The providers are
 * read again on every register event and once when the page has loaded.
 */
export function withSatsConnectWallets(
  registry: WalletRegistry,
  page: SatsConnectPage,
): WalletRegistry {
  const bridged = new WeakMap<SatsConnectProvider, Wallet>()
  return {
    get() {
      const standard = registry.get()
      const names = new Set(
        standard
          .filter((wallet) => Array.isArray(wallet.chains) && wallet.chains.some(isBitcoinChain))
          .map((wallet) => sameName(String(wallet.name))),
      )
      const extra: Wallet[] = []
      for (const { name, icon, provider } of listed(page)) {
        if (names.has(sameName(name))) continue
        const wallet = bridged.get(provider) ?? createSatsConnectWallet({ name, icon }, provider)
        bridged.set(provider, wallet)
        extra.push(wallet)
      }
      return [...standard, ...extra]
    },
    on(event, listener) {
      const stop = registry.on(event, listener)
      if (event !== 'register' || page.document?.readyState === 'complete') return stop
      const loaded = () => listener()
      page.addEventListener('load', loaded, { once: true })
      return () => {
        stop()
        page.removeEventListener('load', loaded)
      }
    },
  }
}
