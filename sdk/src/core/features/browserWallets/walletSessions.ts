import type { ControllerContext } from '../../context'
import type { CreateAirlockOptions } from '../../instance/airlockOptions'
import type { CaipNetwork, ChainNamespace } from '../../networks/types'
import type { ConnectorInfo } from '../../stores/connectionStore'
import type { BitcoinWalletSession } from '../bitcoinWallets/bitcoinWalletSession'
import { followConnectedNamespace } from '../network/activeNamespace'
import type { SolanaWalletSession } from '../solanaWallets/solanaWalletSession'
import { connectingJoined, joinRows, type RowConnector, type RowTwin } from './joinedRows'
import type { NamespaceWalletSession } from './standardWalletSession'

/**
 * The Wallet Standard sessions of one instance, one per namespace with a network;
 * each namespace's code is a chunk of its own (start…WalletSession.ts), so a
 * Solana-only dapp never loads Bitcoin code, nor the reverse.
 */
export interface WalletSessions {
  /** Settles once each namespace's chunk has loaded and its remembered wallet been tried. */
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
   * joined (joinedRows.ts), the row's side (its session, else the EIP-6963 flow), then theirs.
   */
  connecting(connectorId: string): RowConnector | undefined
  /** Called after any session's wallet list changes. */
  subscribe(listener: () => void): () => void
  stop(): void
}

/** Whether the dapp offers a network of `namespace`: only then is its wallet code loaded. */
export function hasNetworkOf(networks: readonly CaipNetwork[], namespace: ChainNamespace): boolean {
  return networks.some((network) => network.chainNamespace === namespace)
}

export function startWalletSessions(
  ctx: ControllerContext,
  networks: readonly CaipNetwork[],
  signal: AbortSignal,
  options?: Pick<CreateAirlockOptions, 'preferredAccountTypes'>,
): WalletSessions {
  let solana: SolanaWalletSession | undefined
  let bitcoin: BitcoinWalletSession | undefined
  // Two namespaces held at once: a disconnect of the one shown shows the other.
  const stopFollowing = followConnectedNamespace(ctx.stores)
  /** Row id → the Solana and Bitcoin wallets of the same extension that joined it (rows()). */
  let solanaTwins = new Map<string, string>()
  let bitcoinTwins = new Map<string, string>()
  const all = () =>
    [solana, bitcoin].filter((session): session is NonNullable<typeof session> => !!session)

  async function start<S extends NamespaceWalletSession>(
    namespace: ChainNamespace,
    load: () => Promise<(ctx: ControllerContext, signal: AbortSignal) => S>,
    keep: (session: S) => void,
  ): Promise<void> {
    if (!hasNetworkOf(networks, namespace)) return
    try {
      const begin = await load()
      if (signal.aborted) return
      const session = begin(ctx, signal)
      keep(session)
      await session.restored
    } catch (error) {
      ctx.logger.error('browser wallets failed to load', { error, namespace })
    }
  }

  const ready = Promise.all([
    start(
      'solana',
      () =>
        import('../solanaWallets/startSolanaWalletSession').then(
          (chunk) => chunk.startSolanaWalletSession,
        ),
      (session) => {
        solana = session
      },
    ),
    start(
      'bip122',
      () =>
        import('../bitcoinWallets/startBitcoinWalletSession').then(
          (chunk) => (c: ControllerContext, s: AbortSignal) =>
            chunk.startBitcoinWalletSession(c, s, options?.preferredAccountTypes),
        ),
      (session) => {
        bitcoin = session
      },
    ),
  ]).then(() => undefined)

  return {
    ready,
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
    connecting(connectorId) {
      const own = all().find((session) => session.isConnector(connectorId))
      const twins: RowTwin[] = []
      const solanaTwin = solanaTwins.get(connectorId)
      if (solana && solanaTwin) twins.push({ session: solana, id: solanaTwin })
      const bitcoinTwin = bitcoinTwins.get(connectorId)
      if (bitcoin && bitcoinTwin) twins.push({ session: bitcoin, id: bitcoinTwin })
      return twins.length > 0 ? connectingJoined(ctx, own, twins) : own
    },
    subscribe(listener) {
      const stops = all().map((session) => session.subscribe(listener))
      return () => {
        for (const stop of stops) stop()
      }
    },
    stop() {
      stopFollowing()
      for (const session of all()) session.stop()
      solana = undefined
      bitcoin = undefined
    },
  }
}
