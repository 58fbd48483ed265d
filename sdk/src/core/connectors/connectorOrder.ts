import type { WalletListItem } from '../clients/walletApi/types'
import type { ConnectorInfo } from '../stores/connectionStore'
import { type CustomWallet, customWalletItem } from './customWallets'
import type { RecentWallet } from './recentWallets'

/** The places of the Connect view's wallet list (SPEC §1). */
export type ConnectorGroup =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** SPEC §1 connector order. */
export const CONNECTOR_ORDER: readonly ConnectorGroup[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

/** One row of the Connect view's wallet list. */
export interface WalletEntry {
  /** Unique in the list (a React key). */
  key: string
  group: ConnectorGroup
  name: string
  /** Set when a connector of this page can connect it (clicking connects); else the links open. */
  connectorId: string | undefined
  /** An installed wallet's EIP-6963 icon or a custom wallet's image. */
  imageUrl: string | undefined
  /** Catalogue image (`/getWalletImage/{id}`). */
  imageId: string | undefined
  /** The catalogue (or custom) entry whose links open a wallet not installed. */
  item: WalletListItem | undefined
  /** A custom wallet's homepage: where to get it when no link fits the platform. */
  homepage: string | undefined
  /** An extension in this browser announced it (EIP-6963) or set window.ethereum. */
  installed: boolean
  /** Among the last wallets this browser connected. */
  recent: boolean
}

export interface ConnectorOrderInput {
  /** The page's connectors (connection store): browser wallets now, WalletConnect later. */
  connectors: readonly ConnectorInfo[]
  /** Most recent first. */
  recent: readonly RecentWallet[]
  /** The catalogue's featured wallets (featuredWalletIds), in their order. */
  featured: readonly WalletListItem[]
  /** The catalogue's recommended wallets. */
  recommended: readonly WalletListItem[]
  custom: readonly CustomWallet[]
  order?: readonly ConnectorGroup[] | undefined
}

const INSTALLED_TYPES = new Set<ConnectorInfo['type']>(['ANNOUNCED', 'INJECTED'])
const EXTERNAL_TYPES = new Set<ConnectorInfo['type']>(['EXTERNAL', 'MULTI_CHAIN'])

function connectorEntry(
  connector: ConnectorInfo,
  group: ConnectorGroup,
  recent: boolean,
  item?: WalletListItem,
): WalletEntry {
  return {
    key: `connector:${connector.id}`,
    group,
    name: connector.name,
    connectorId: connector.id,
    imageUrl: connector.imageUrl,
    imageId: connector.imageId,
    item,
    homepage: undefined,
    installed: INSTALLED_TYPES.has(connector.type),
    recent,
  }
}

function itemEntry(item: WalletListItem, group: ConnectorGroup): WalletEntry {
  return {
    key: `wallet:${item.id}`,
    group,
    name: item.name,
    connectorId: undefined,
    imageUrl: undefined,
    imageId: item.image_id ?? undefined,
    item,
    homepage: undefined,
    installed: false,
    recent: false,
  }
}

/**
 * The Connect view's wallets in SPEC §1's order, each wallet once, at its
 * earliest place. A wallet is known by its connector id, its rdns and its
 * catalogue id: a featured catalogue wallet whose rdns an installed extension
 * announced is that extension's row (which connects), shown where the
 * extension first appears. WalletConnect, when configured, comes first.
 */
export function orderWallets(input: ConnectorOrderInput): WalletEntry[] {
  const installed = input.connectors.filter((connector) => INSTALLED_TYPES.has(connector.type))
  const installedByRdns = (rdns: string | null | undefined) =>
    rdns ? installed.find((connector) => connector.rdns === rdns) : undefined
  const recentIds = new Set(input.recent.map((wallet) => wallet.id))
  const recentRdns = new Set(input.recent.flatMap((wallet) => wallet.rdns ?? []))
  const isRecent = (connector: ConnectorInfo) =>
    recentIds.has(connector.id) || (!!connector.rdns && recentRdns.has(connector.rdns))
  const catalogue = [...input.featured, ...input.recommended]

  /** A catalogue wallet: its installed extension's row when there is one, else its links. */
  const catalogueEntry = (item: WalletListItem, group: ConnectorGroup): WalletEntry => {
    const connector = installedByRdns(item.rdns)
    return connector
      ? connectorEntry(connector, group, isRecent(connector), item)
      : itemEntry(item, group)
  }

  const groups: Record<ConnectorGroup, () => WalletEntry[]> = {
    walletConnect: () =>
      input.connectors
        .filter((connector) => connector.type === 'WALLET_CONNECT')
        .map((connector) => connectorEntry(connector, 'walletConnect', isRecent(connector))),
    recent: () =>
      input.recent.flatMap((wallet) => {
        const connector =
          installed.find((candidate) => candidate.id === wallet.id) ?? installedByRdns(wallet.rdns)
        if (connector) return [connectorEntry(connector, 'recent', true)]
        // Paired through WalletConnect (its entry kept), or uninstalled since and
        // still listed when the catalogue knows where to get it.
        const item =
          wallet.item ?? (wallet.rdns && catalogue.find((entry) => entry.rdns === wallet.rdns))
        return item
          ? [
              {
                ...itemEntry(item, 'recent'),
                ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
                recent: true,
              },
            ]
          : []
      }),
    injected: () =>
      installed.map((connector) => connectorEntry(connector, 'injected', isRecent(connector))),
    featured: () => input.featured.map((item) => catalogueEntry(item, 'featured')),
    custom: () =>
      input.custom.map((wallet) => ({
        ...itemEntry(customWalletItem(wallet), 'custom'),
        imageUrl: wallet.image_url,
        homepage: wallet.homepage,
      })),
    external: () =>
      input.connectors
        .filter((connector) => EXTERNAL_TYPES.has(connector.type))
        .map((connector) => connectorEntry(connector, 'external', isRecent(connector))),
    recommended: () => input.recommended.map((item) => catalogueEntry(item, 'recommended')),
  }

  /** Every name a row's wallet goes by. */
  const identities = (entry: WalletEntry): string[] => {
    const connector = input.connectors.find((candidate) => candidate.id === entry.connectorId)
    return [
      entry.connectorId && `connector:${entry.connectorId}`,
      connector?.rdns && `rdns:${connector.rdns}`,
      entry.item && `wallet:${entry.item.id}`,
      entry.item?.rdns && `rdns:${entry.item.rdns}`,
    ].filter((id): id is string => !!id)
  }

  const seen = new Set<string>()
  const rows: WalletEntry[] = []
  for (const group of input.order ?? CONNECTOR_ORDER) {
    for (const entry of groups[group]()) {
      const ids = identities(entry)
      if (ids.some((id) => seen.has(id))) continue
      for (const id of ids) seen.add(id)
      rows.push(entry)
    }
  }
  return rows
}
