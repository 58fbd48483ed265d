import type { Wallet } from '@wallet-standard/base'
import { type SolanaWalletConnector, toSolanaWalletConnector } from './solanaWalletConnector'

/** The part of @wallet-standard/app's `getWallets()` the discovery uses. */
export interface WalletRegistry {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

export interface SolanaWalletDiscovery {
  /** The registered Solana wallets, in order of registration, one per name. */
  getConnectors(): readonly SolanaWalletConnector[]
  getConnector(id: string): SolanaWalletConnector | undefined
  /** Called after every change of the list. */
  subscribe(listener: () => void): () => void
  /** Stops following the registry and drops the listeners. */
  destroy(): void
}

/**
 * Wallet Standard discovery for one SDK instance: every registered wallet with
 * Solana chains and features, listed once (a wallet registered twice, or two
 * registrations under one name, make one row), following register / unregister.
 */
export function createSolanaWalletDiscovery(registry: WalletRegistry): SolanaWalletDiscovery {
  const listeners = new Set<() => void>()
  const known = new Map<Wallet, SolanaWalletConnector>()
  let list: readonly SolanaWalletConnector[] = []

  function refresh(): void {
    const byName = new Map<string, SolanaWalletConnector>()
    for (const wallet of registry.get()) {
      const connector = known.get(wallet) ?? toSolanaWalletConnector(wallet)
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
