import { RECENT_WALLETS_LIMIT } from '@airlock/protocol'
import type { WalletStorage } from './walletStorage'

export const RECENT_WALLETS_KEY = '@airlock/recent_wallets'

/** A wallet this browser connected, for the "recent" group of the Connect view (SPEC §1). */
export interface RecentWallet {
  id: string
  name: string
  rdns?: string | undefined
}

function isRecentWallet(item: unknown): item is RecentWallet {
  if (typeof item !== 'object' || item === null) return false
  const { id, name, rdns } = item as Record<string, unknown>
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    (rdns === undefined || typeof rdns === 'string')
  )
}

const entry = ({ id, name, rdns }: RecentWallet): RecentWallet =>
  rdns ? { id, name, rdns } : { id, name }

/** Most recent first, at most RECENT_WALLETS_LIMIT (2); whatever else is stored is ignored. */
export function getRecentWallets(storage: WalletStorage): RecentWallet[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage.read(RECENT_WALLETS_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return (parsed as unknown[]).filter(isRecentWallet).map(entry).slice(0, RECENT_WALLETS_LIMIT)
}

/** Puts `wallet` first (once), keeping at most RECENT_WALLETS_LIMIT. */
export function addRecentWallet(storage: WalletStorage, wallet: RecentWallet): void {
  const others = getRecentWallets(storage).filter((recent) => recent.id !== wallet.id)
  const next = [entry(wallet), ...others].slice(0, RECENT_WALLETS_LIMIT)
  storage.write(RECENT_WALLETS_KEY, JSON.stringify(next))
}
