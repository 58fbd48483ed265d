import type { ChainNamespace } from '../../networks/types'
import type { ConnectorInfo } from '../../stores/connectionStore'
import { followConnectedNamespace } from '../network/activeNamespace'
import type { BitcoinWalletSession } from './bitcoin/bitcoinWalletSession'
import type { startBitcoinWalletSession } from './bitcoin/startBitcoinWalletSession'
import { connectingJoined, joinRows, type RowConnector, type RowTwin } from './joinedRows'
import type { SolanaWalletSession } from './solana/solanaWalletSession'
import type { startSolanaWalletSession } from './solana/startSolanaWalletSession'
import type { NamespaceWalletSession } from './standardWalletSession'
import type { StandardWalletsDeps } from './standardWalletsDeps'

/**
 * The Wallet Standard sessions of one instance, one per namespace with a network;
 * each namespace's code is a chunk of its own (solana/, bitcoin/), loaded with this
 * one only when the dapp has a network of it (index.ts), so a Solana-only dapp never
 * loads Bitcoin code, nor the reverse.
 */
export interface WalletSessions {
  /** Settles once each namespace's remembered wallet has been tried. */
  readonly ready: Promise<void>
  solana(): SolanaWalletSession | undefined
  bitcoin(): BitcoinWalletSession | undefined
  /**
   * The wallet list: `evm` (the EIP-6963 rows) with every started session's wallets,
   * a Solana wallet of the same extension as an EVM row joining that row, and a Bitcoin
   * wallet of the same extension as any row (EVM, Solana or both) joining that one.
   */
  rows(evm: readonly ConnectorInfo[]): ConnectorInfo[]
  /** The session whose connector `connectorId` is (to disconnect it). */
  owning(connectorId: string): NamespaceWalletSession | undefined
  /**
   * What connects the row `connectorId`: its session; for a row other namespaces' wallets
   * joined (joinedRows.ts), the row's side (its session, else `connectEvm`, the EIP-6963
   * flow), then theirs.
   */
  connecting(
    connectorId: string,
    connectEvm: (connectorId: string) => Promise<void>,
  ): RowConnector | undefined
  /** Called after any session's wallet list changes. */
  subscribe(listener: () => void): () => void
  dispose(): void
}

/** Each namespace's chunk as index.ts loaded it: `false` when the dapp has no network of it. */
export type NamespaceCode = [
  solana: PromiseSettledResult<
    false | { startSolanaWalletSession: typeof startSolanaWalletSession }
  >,
  bitcoin: PromiseSettledResult<
    false | { startBitcoinWalletSession: typeof startBitcoinWalletSession }
  >,
]

export function start(
  deps: StandardWalletsDeps,
  _state: unknown,
  [solanaCode, bitcoinCode]: NamespaceCode,
): WalletSessions {
  // Ends the sessions' waits (a remembered wallet not announced yet) on dispose.
  const lifetime = new AbortController()
  // Two namespaces held at once: a disconnect of the one shown shows the other.
  const stopFollowing = followConnectedNamespace(deps.stores)
  /**
   * One namespace's session, when its chunk is there; a chunk that failed to load, or a
   * throw (a bad dapp option), is logged and the other namespace goes on.
   */
  function begin<M, S>(
    namespace: ChainNamespace,
    code: PromiseSettledResult<false | M>,
    startSession: (chunk: M) => S,
  ): S | undefined {
    try {
      if (code.status === 'rejected') throw code.reason
      return code.value === false ? undefined : startSession(code.value)
    } catch (error) {
      deps.logger.error('browser wallets failed to load', { error, namespace })
      return undefined
    }
  }
  let solana = begin('solana', solanaCode, (chunk) =>
    chunk.startSolanaWalletSession(deps, lifetime.signal),
  )
  let bitcoin = begin('bip122', bitcoinCode, (chunk) =>
    chunk.startBitcoinWalletSession(deps, lifetime.signal),
  )
  /** Row id → the Solana and Bitcoin wallets of the same extension that joined it (rows()). */
  let solanaTwins = new Map<string, string>()
  let bitcoinTwins = new Map<string, string>()
  const all = () =>
    [solana, bitcoin].filter((session): session is NonNullable<typeof session> => !!session)

  return {
    ready: Promise.all(
      all().map((session) =>
        session.restored.catch((error: unknown) =>
          deps.logger.error('browser wallets failed to load', { error }),
        ),
      ),
    ).then(() => undefined),
    solana: () => solana,
    bitcoin: () => bitcoin,
    rows(evm) {
      const withSolana = joinRows(evm, solana?.connectors() ?? [], 'solana')
      const withBitcoin = joinRows(withSolana.rows, bitcoin?.connectors() ?? [], 'bip122')
      solanaTwins = withSolana.pairs
      bitcoinTwins = withBitcoin.pairs
      return withBitcoin.rows
    },
    owning: (connectorId) => all().find((session) => session.isConnector(connectorId)),
    connecting(connectorId, connectEvm) {
      const own = all().find((session) => session.isConnector(connectorId))
      const twins: RowTwin[] = []
      const solanaTwin = solanaTwins.get(connectorId)
      if (solana && solanaTwin) twins.push({ session: solana, id: solanaTwin })
      const bitcoinTwin = bitcoinTwins.get(connectorId)
      if (bitcoin && bitcoinTwin) twins.push({ session: bitcoin, id: bitcoinTwin })
      return twins.length > 0 ? connectingJoined(own, twins, connectEvm) : own
    },
    subscribe(listener) {
      const stops = all().map((session) => session.subscribe(listener))
      return () => {
        for (const stop of stops) stop()
      }
    },
    dispose() {
      lifetime.abort()
      stopFollowing()
      for (const session of all()) session.stop()
      solana = undefined
      bitcoin = undefined
    },
  }
}
