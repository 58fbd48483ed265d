import {
  createInjectedConnector,
  type InjectedConnector,
  type InjectedConnectorSource,
} from './injectedConnector'
import { type InjectedProvider, isInjectedProvider } from './injectedProvider'

/** EIP-6963 `info`: who the wallet says it is. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: InjectedProvider
}

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider'
/** MetaMask's signal that a late `window.ethereum` is now set (what @metamask/detect-provider waits for). */
const LEGACY_INITIALIZED_EVENT = 'ethereum#initialized'
export const LEGACY_INJECTED_ID = 'injected'

/**
 * Legacy `window.ethereum` flags and the rdns of the wallet that sets them, most
 * specific first: Rabby, Brave and others also set `isMetaMask` for compatibility.
 */
const LEGACY_FLAGS: readonly (readonly [flag: `is${string}`, rdns: string, name: string])[] = [
  ['isRabby', 'io.rabby', 'Rabby Wallet'],
  ['isBraveWallet', 'com.brave.wallet', 'Brave Wallet'],
  ['isCoinbaseWallet', 'com.coinbase.wallet', 'Coinbase Wallet'],
  ['isTrust', 'com.trustwallet.app', 'Trust Wallet'],
  ['isOkxWallet', 'com.okex.wallet', 'OKX Wallet'],
  ['isPhantom', 'app.phantom', 'Phantom'],
  ['isZerion', 'io.zerion.wallet', 'Zerion'],
  ['isRainbow', 'me.rainbow', 'Rainbow'],
  ['isFrame', 'sh.frame', 'Frame'],
  ['isMetaMask', 'io.metamask', 'MetaMask'],
]

/** The wallet a legacy provider's flags point to, if any. */
export function legacyWalletOf(
  provider: InjectedProvider,
): { rdns: string; name: string } | undefined {
  const match = LEGACY_FLAGS.find(([flag]) => provider[flag] === true)
  return match ? { rdns: match[1], name: match[2] } : undefined
}

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined

/**
 * EIP-6963 requires the icon to be a data URI; anything else (an https URL)
 * would have the page fetch from wherever a wallet points, so it is dropped.
 */
const iconOf = (icon: unknown): string | undefined =>
  typeof icon === 'string' && /^data:image\/(svg\+xml|png|jpeg|gif|webp)[;,]/i.test(icon)
    ? icon
    : undefined

/** An announcement's detail when it is well formed; any page script can dispatch one. */
export function parseAnnouncement(detail: unknown): InjectedConnectorSource | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: Record<string, unknown>; provider?: unknown }
  const uuid = text(info?.uuid, 64)
  const rdns = text(info?.rdns, 128)
  const name = text(info?.name, 64)
  if (!uuid || !rdns || !name || !isInjectedProvider(provider)) return undefined
  return {
    id: rdns,
    name,
    type: 'ANNOUNCED',
    imageUrl: iconOf(info?.icon),
    info: { rdns, uuid },
    provider,
  }
}

export interface WalletDiscovery {
  /** Announced wallets in order of arrival, then the legacy `window.ethereum` one unless it is one of them. */
  getConnectors(): readonly InjectedConnector[]
  getConnector(id: string): InjectedConnector | undefined
  /** Called after every change of the list. */
  subscribe(listener: () => void): () => void
  /** Asks wallets to announce (again). */
  request(): void
  /** Keeps a wallet's event subscription until `release(id)` or destroy (one per wallet). */
  hold(id: string, stop: () => void): void
  release(id: string): void
  /** Removes the listeners and every held wallet subscription. */
  destroy(): void
}

/**
 * EIP-6963 discovery for one SDK instance. Starts listening when created (never
 * at import, so server rendering is safe) and inert where there is no window,
 * or when `target` is null (a WalletConnect-only instance looks for no wallet).
 */
export function createWalletDiscovery(target?: Window | null): WalletDiscovery {
  const win =
    target === null ? undefined : (target ?? (typeof window === 'undefined' ? undefined : window))
  const announced: InjectedConnector[] = []
  const listeners = new Set<() => void>()
  const held = new Map<string, () => void>()
  const lifetime = new AbortController()
  let legacy: InjectedConnector | undefined
  let list: readonly InjectedConnector[] = []

  function legacyConnector(): InjectedConnector | undefined {
    const provider: unknown = (win as { ethereum?: unknown } | undefined)?.ethereum
    if (!isInjectedProvider(provider)) return undefined
    const wallet = legacyWalletOf(provider)
    const duplicate = announced.some(
      (connector) => connector.provider === provider || connector.info.rdns === wallet?.rdns,
    )
    if (duplicate) return undefined
    // Same provider as last time: keep the same connector object.
    if (legacy?.provider !== provider) {
      legacy = createInjectedConnector({
        id: LEGACY_INJECTED_ID,
        name: wallet?.name ?? 'Browser Wallet',
        type: 'INJECTED',
        imageUrl: undefined,
        info: { rdns: wallet?.rdns, uuid: undefined },
        provider,
      })
    }
    return legacy
  }

  function refresh(): void {
    const next = [...announced]
    const fallback = legacyConnector()
    if (fallback) next.push(fallback)
    if (next.length === list.length && next.every((connector, i) => connector === list[i])) return
    list = next
    for (const listener of [...listeners]) listener()
  }

  function onAnnounce(event: Event): void {
    const source = parseAnnouncement((event as CustomEvent<unknown>).detail)
    if (!source) return
    // Wallets re-announce on every request, and one wallet can announce from several frames.
    const known = announced.some(
      (connector) =>
        connector.info.uuid === source.info.uuid || connector.info.rdns === source.info.rdns,
    )
    if (known) return
    announced.push(createInjectedConnector(source))
    refresh()
  }

  function request(): void {
    if (!win || lifetime.signal.aborted) return
    win.dispatchEvent(new Event(EIP6963_REQUEST_EVENT))
    refresh()
  }

  if (win) {
    const { signal } = lifetime
    win.addEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce, { signal })
    win.addEventListener(LEGACY_INITIALIZED_EVENT, refresh, { signal })
    request()
  }

  return {
    getConnectors: () => list,
    getConnector: (id) => list.find((connector) => connector.id === id),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    request,
    hold(id, stop) {
      held.get(id)?.()
      held.set(id, stop)
    },
    release(id) {
      held.get(id)?.()
      held.delete(id)
    },
    destroy() {
      lifetime.abort()
      listeners.clear()
      for (const stop of held.values()) stop()
      held.clear()
    },
  }
}
