import type { Wallet } from '@wallet-standard/base'

/** The part of @wallet-standard/app's `getWallets()` the discovery uses. */
export interface WalletRegistry {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** What a namespace's discovery keeps of a wallet: a row with an id and the name it announces. */
export interface StandardWalletConnector {
  readonly id: string
  readonly name: string
}

export interface WalletStandardDiscovery<C extends StandardWalletConnector> {
  /** The registered wallets of the namespace, in order of registration, one per name. */
  getConnectors(): readonly C[]
  getConnector(id: string): C | undefined
  /** Called after every change of the list. */
  subscribe(listener: () => void): () => void
  /** Stops following the registry and drops the listeners. */
  destroy(): void
}

/**
 * Wallet Standard discovery of one namespace for one SDK instance: every registered
 * wallet that `toConnector` accepts, listed once (a wallet registered twice, or two
 * registrations under one name, make one row), following register / unregister.
 */
export function createWalletStandardDiscovery<C extends StandardWalletConnector>(
  registry: WalletRegistry,
  toConnector: (wallet: Wallet) => C | undefined,
): WalletStandardDiscovery<C> {
  const listeners = new Set<() => void>()
  const known = new Map<Wallet, C>()
  let list: readonly C[] = []

  function refresh(): void {
    const byName = new Map<string, C>()
    for (const wallet of registry.get()) {
      const connector = known.get(wallet) ?? toConnector(wallet)
      if (!connector) continue
      known.set(wallet, connector)
      if (!byName.has(connector.name)) byName.set(connector.name, connector)
    }
    const next = [...byName.values()]
    if (next.length === list.length && next.every((connector, i) => connector === list[i])) return
    list = next
    for (const listener of [...listeners]) listener()
  }

  const stops = [registry.on('register', refresh), registry.on('unregister', refresh)]
  refresh()

  return {
    getConnectors: () => list,
    getConnector: (id) => list.find((connector) => connector.id === id),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      for (const stop of stops.splice(0)) stop()
      listeners.clear()
    },
  }
}
