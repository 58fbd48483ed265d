import type { ControllerContext } from '../../context'
import type { NamespaceWalletSession } from './standardWalletSession'

/** The Wallet Standard sessions loaded in the instance (Solana, Bitcoin), for routing by connector id. */
export function namespaceSessions(ctx: ControllerContext): NamespaceWalletSession[] {
  const sessions: (NamespaceWalletSession | undefined)[] = [
    ctx.solanaWallets?.session(),
    ctx.bitcoinWallets?.session(),
  ]
  return sessions.filter((session) => session !== undefined)
}
