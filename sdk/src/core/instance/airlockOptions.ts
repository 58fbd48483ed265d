import { AirlockError, parseCaipNetworkId, ValidationError } from '@airlock/protocol'
import type { QueryClient } from '@tanstack/query-core'
import type { ApiUrls } from '../clients/apiClientsOptions'
import type { FrameTimeouts } from '../clients/frame/frameTimeouts'
import { secureSiteOrigin } from '../clients/frame/frameUrl'
import type { BitcoinAddressPurpose } from '../connectors/bitcoin/bitcoinFeatures'
import type { CustomWallet } from '../connectors/customWallets'
import {
  assertWalletConnectOptions,
  type WalletConnectOptions,
} from '../connectors/walletConnect/walletConnectOptions'
import type { DappTokens } from '../features/balances/index'
import type { CustomRpcUrls } from '../networks/rpcUrls'
import type { CaipNetwork } from '../networks/types'
import type { SiweConfig } from '../siwx/fromSiweConfig'
import type { SIWXConfig } from '../siwx/types'
import type {
  Features,
  Metadata,
  ThemeMode,
  ThemeVariables,
  WalletFeature,
} from '../stores/optionsStore'

export interface CreateAirlockOptions {
  projectId: string
  /** The networks the dapp works with; the first of each namespace starts active. */
  networks: readonly CaipNetwork[]
  metadata: Metadata
  /** Where the secure site is served; the frame loads from `<secureSiteUrl>/sdk`. */
  secureSiteUrl: string
  features?: Partial<Features> | undefined
  /**
   * Order of the Account view's actions (default SPEC §1: onramp, swaps,
   * receive, send). It only orders: a feature is hidden by its flag in
   * `features`, and one left out here follows the listed ones.
   */
  walletFeaturesOrder?: readonly WalletFeature[] | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /** Overrides of the frame's timers (SPEC §9 defaults). */
  frameTimeouts?: Partial<FrameTimeouts> | undefined
  enableLogger?: boolean | undefined
  // Wallet catalogue and analytics (clients/apiClients.ts).
  /** Third-party service URLs; none by default: catalogue empty, analytics off (see ApiUrls). */
  apiUrls?: ApiUrls | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  /** The dapp's own wallets, listed in the Connect view after the featured ones (SPEC §1). */
  customWallets?: readonly CustomWallet[] | undefined
  // Networks and browser wallets.
  /** The network active at start (one of `networks`); else the first of each namespace. */
  defaultNetwork?: CaipNetwork | undefined
  /** Own RPC URLs per CAIP-2 id, tried before each network's. */
  customRpcUrls?: CustomRpcUrls | undefined
  /** Let the user stay on a network not in `networks` (default false). */
  allowUnsupportedChain?: boolean | undefined
  /**
   * Which address is the account where a wallet grants several (SPEC §6). bip122:
   * 'payment' (default) or 'ordinals', the payment address when the wallet grants no
   * ordinals one. Checked when the Bitcoin code loads (only with bip122 networks): a
   * bad value is logged as an error and no Bitcoin wallet is offered.
   */
  preferredAccountTypes?: { bip122?: BitcoinAddressPurpose | undefined } | undefined
  /** Offer network switching (default true); off, UnsupportedChain is never shown. */
  enableNetworkSwitch?: boolean | undefined
  /**
   * WalletConnect-only mode (default false): the dapp offers no browser-wallet
   * and no embedded (email, social) connector. Opening without an address then
   * shows AllWallets on mobile and the WalletConnect QR view on desktop (SPEC §2).
   */
  basic?: boolean | undefined
  /**
   * WalletConnect v2 (mobile and desktop wallets by QR code and deep link). Without
   * `projectId` there is no WalletConnect row and no WalletConnect code is loaded.
   */
  walletConnect?: WalletConnectOptions | undefined
  // Sign-in (features/signIn/).
  /** Sign-in with X (SPEC §4); `createDefaultSiwx()` is the built-in EVM one. */
  siwx?: SIWXConfig | undefined
  /** The older sign-in option, adapted to SIWX; not together with `siwx`. */
  siweConfig?: SiweConfig | undefined
  // Account features (features/balances, history, names, send, swap, onramp).
  /**
   * ERC-20s to show per CAIP-2 network when no blockchain API is configured:
   * read with the native balance through the network's RPC, in one multicall.
   */
  tokens?: DappTokens | undefined
  /** Re-read the history every 30 s while it lists pending transactions (default false, SPEC §9). */
  pollPendingTransactions?: boolean | undefined
  /**
   * The dapp's TanStack QueryClient: balances, history, names and identity are
   * cached there (keys under '@airlock') instead of in a client of Airlock's own.
   */
  queryClient?: QueryClient | undefined
}

/** Throws the catalogue error for options that would fail later, and less clearly. */
export function assertAirlockOptions(options: CreateAirlockOptions): void {
  if (!options.projectId) throw new ValidationError('PROJECT_ID_NOT_CONFIGURED')
  if (options.siwx && options.siweConfig) throw new ValidationError('SIWX_AND_SIWE_CONFIG')
  secureSiteOrigin(options.secureSiteUrl)
  if (options.networks.length === 0) throw new AirlockError('NETWORK_NOT_FOUND')
  for (const network of options.networks) {
    const { namespace, reference } = parseCaipNetworkId(network.caipNetworkId)
    // id, namespace and CAIP-2 id must agree, or requests would name one chain and sign on another.
    if (namespace !== network.chainNamespace || reference !== String(network.id)) {
      throw new AirlockError('NETWORK_NOT_FOUND', {
        message: `Network ${network.caipNetworkId} does not match id ${network.id} on ${network.chainNamespace}`,
      })
    }
  }
  if (options.walletConnect) assertWalletConnectOptions(options.walletConnect)
  const wanted = options.defaultNetwork?.caipNetworkId
  if (wanted && !options.networks.some((network) => network.caipNetworkId === wanted))
    throw new AirlockError('NETWORK_NOT_FOUND')
}
