import type { AirlockEvents } from '../../airlockEvents'
import type { WalletDiscovery } from '../../connectors/injected/eip6963'
import type { WalletStorage } from '../../connectors/walletStorage'
import type { CreateAirlockOptions } from '../../instance/airlockOptions'
import type { Logger } from '../../logger'
import type { CaipNetwork } from '../../networks/types'
import type { AirlockStores } from '../../stores/airlockStores'

/** What the Solana and Bitcoin browser wallets (Wallet Standard) work with. */
export interface StandardWalletsDeps {
  stores: Pick<AirlockStores, 'chains' | 'connection' | 'modal' | 'router'>
  /** The dapp's networks: a namespace's wallet code loads only when one of them is of it. */
  networks: readonly CaipNetwork[]
  /** The dapp's option: which Bitcoin address is the account (SPEC §6). */
  preferredAccountTypes: CreateAirlockOptions['preferredAccountTypes']
  /** The EIP-6963 and WalletConnect wallets: a WalletConnect session may hold the Solana account. */
  wallets: Pick<WalletDiscovery, 'getConnector'>
  /** Each namespace's wallet to reconnect after a reload. */
  walletStorage: Pick<WalletStorage, 'read' | 'write'>
  events: Pick<AirlockEvents, 'emit'>
  logger: Logger
}
