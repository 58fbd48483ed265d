import type { ChainNamespace } from '../../networks/types'
import type { ConnectorInfo } from '../../stores/connectionStore'

type WalletLook = Pick<ConnectorInfo, 'name' | 'imageUrl'>

/** The same extension on both sides: the name it announces (trimmed, any case), or the very same icon. */
export const sameWallet = (a: WalletLook, b: WalletLook): boolean =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase() ||
  (a.imageUrl !== undefined && a.imageUrl === b.imageUrl)

export interface JoinedRows {
  rows: ConnectorInfo[]
  /** Row id → the id of the `namespace` wallet that joined it (one extension, one row). */
  pairs: Map<string, string>
}

/**
 * `rows` with the wallets of `namespace` (`joining`): a wallet that is the same extension
 * as a row joins it (the row then lists `namespace` too, and connects it as well); the
 * others get rows of their own, after.
 */
export function joinRows(
  rows: readonly ConnectorInfo[],
  joining: readonly ConnectorInfo[],
  namespace: ChainNamespace,
): JoinedRows {
  const pairs = new Map<string, string>()
  const taken = new Set<string>()
  const joined = rows.map((row) => {
    const twin = row.chains.includes(namespace)
      ? undefined
      : joining.find((candidate) => !taken.has(candidate.id) && sameWallet(row, candidate))
    if (!twin) return row
    pairs.set(row.id, twin.id)
    taken.add(twin.id)
    return { ...row, chains: [...row.chains, namespace] }
  })
  return { rows: [...joined, ...joining.filter((row) => !taken.has(row.id))], pairs }
}

/** What connects a row: a namespace session, or (undefined) the EIP-6963 flow. */
export interface RowConnector {
  connect(connectorId: string): Promise<void>
}

/** A wallet that joined a row, and the session that connects it. */
export interface RowTwin {
  session: RowConnector
  id: string
}

/**
 * The row `connectorId` that other namespaces' wallets joined (`twins`, in order): one
 * click connects the row's own side first (its session, else the EIP-6963 flow), then
 * each twin. A declined side asks the next nothing.
 */
export function connectingJoined(
  own: RowConnector | undefined,
  twins: readonly RowTwin[],
  connectEvm: (connectorId: string) => Promise<void>,
): RowConnector {
  return {
    async connect(connectorId) {
      if (own) await own.connect(connectorId)
      else await connectEvm(connectorId)
      for (const twin of twins) await twin.session.connect(twin.id)
    },
  }
}
