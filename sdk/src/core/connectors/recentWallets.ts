import { RECENT_WALLETS_LIMIT } from '@airlock/protocol'
import type { WalletListItem } from '../clients/walletApi/types'
import type { WalletStorage } from './walletStorage'

export const RECENT_WALLETS_KEY = '@airlock/recent_wallets'

/** A wallet this browser connected, for the "recent" group of the Connect view (SPEC §1). */
export interface RecentWallet {
  id: string
  name: string
  rdns?: string | undefined
  /** A catalogue (or custom) wallet connected through WalletConnect: its entry, to pair it again. */
  item?: WalletListItem | undefined
  /** A custom wallet's own image. */
  imageUrl?: string | undefined
}

const isText = (value: unknown): value is string => typeof value === 'string'
const isTextOrNull = (value: unknown) => value === null || isText(value)
const isOptionalText = (value: unknown) => value === undefined || isText(value)

/** Stored data is anyone's to edit: a malformed entry is dropped, never half-read. */
function isWalletListItem(value: unknown): value is WalletListItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return (
    isText(item.id) &&
    isText(item.name) &&
    Array.isArray(item.chains) &&
    item.chains.every(isText) &&
    ['image_id', 'rdns', 'mobile_link', 'desktop_link', 'webapp_link'].every((key) =>
      isTextOrNull(item[key]),
    )
  )
}

function isRecentWallet(value: unknown): value is RecentWallet {
  if (typeof value !== 'object' || value === null) return false
  const { id, name, rdns, item, imageUrl } = value as Record<string, unknown>
  return (
    isText(id) &&
    isText(name) &&
    isOptionalText(rdns) &&
    isOptionalText(imageUrl) &&
    (item === undefined || (isWalletListItem(item) && item.id === id))
  )
}

const entry = ({ id, name, rdns, item, imageUrl }: RecentWallet): RecentWallet => ({
  id,
  name,
  ...(rdns ? { rdns } : {}),
  ...(item ? { item } : {}),
  ...(imageUrl ? { imageUrl } : {}),
})

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
