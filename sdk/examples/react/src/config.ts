/**
 * Runtime configuration, so that one build serves every origin the tests use:
 * `./airlock.config.json` beside the page wins, then the build's VITE_AIRLOCK_*
 * variables, then the local demo's defaults.
 */
import type {
  ApiUrls,
  CreateAirlockOptions,
  Features,
  FrameTimeouts,
  WalletFeature,
} from '@airlock/sdk'

/** One EVM chain the dapp offers, and the RPC URL it reads it through. */
export interface NetworkConfig {
  chainId: number
  rpcUrl: string
}

/** Sign-in with the default EVM SIWX: not at all, offered, or required to stay connected. */
export type SiwxMode = 'off' | 'optional' | 'required'

export interface DappConfig {
  projectId: string
  secureSiteUrl: string
  /** The one network when `networks` is absent. */
  rpcUrl: string
  chainId: number
  /** Every network offered, the first active at start; overrides `chainId` / `rpcUrl`. */
  networks?: NetworkConfig[] | undefined
  /**
   * Solana clusters offered after the EVM networks, as written in the file: solanaNetworks.ts
   * reads them, loaded only when they are there (absent: no Solana code is loaded).
   */
  solanaNetworks?: readonly unknown[] | undefined
  /** Bitcoin networks (`{ caipNetworkId, esploraUrl, name? }`), read by bitcoinNetworks.ts likewise. */
  bitcoinNetworks?: readonly unknown[] | undefined
  /** Wallet catalogue and analytics hosts (unset: no catalogue, no analytics). */
  apiUrls?: ApiUrls | undefined
  siwx: SiwxMode
  allowUnsupportedChain?: boolean | undefined
  enableNetworkSwitch?: boolean | undefined
  frameTimeouts?: Partial<FrameTimeouts> | undefined
  /** Feature flags turned on or off (`{ "send": false }`); the rest keep the SDK's defaults. */
  features?: Partial<Features> | undefined
  /** Order of the Account view's actions (`onramp`, `swaps`, `receive`, `send`). */
  walletFeaturesOrder?: WalletFeature[] | undefined
  /** Which bip122 address is the account (`{ "bip122": "ordinals" }`); the SDK checks it. */
  preferredAccountTypes?: CreateAirlockOptions['preferredAccountTypes']
  /** WalletConnect (absent: no WalletConnect row, no WalletConnect code loaded). */
  walletConnect?: { projectId: string; relayUrl?: string | undefined } | undefined
}

export const DEFAULT_CONFIG: DappConfig = {
  projectId: 'airlock-demo',
  secureSiteUrl: 'http://localhost:3001',
  rpcUrl: 'http://127.0.0.1:8545',
  chainId: 31337,
  siwx: 'off',
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined)

function chainId(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0
    ? number
    : undefined
}

function networks(value: unknown): NetworkConfig[] | undefined {
  if (!Array.isArray(value)) return undefined
  const list = value.flatMap((item: unknown) => {
    const entry = (item ?? {}) as Record<string, unknown>
    const id = chainId(entry.chainId)
    const rpcUrl = text(entry.rpcUrl)
    return id && rpcUrl ? [{ chainId: id, rpcUrl }] : []
  })
  return list.length ? list : undefined
}

function apiUrls(value: unknown): ApiUrls | undefined {
  if (!value || typeof value !== 'object') return undefined
  const source = value as Record<string, unknown>
  const urls = Object.fromEntries(
    (['walletApi', 'blockchainApi', 'analytics'] as const)
      .map((key) => [key, text(source[key])] as const)
      .filter(([, url]) => url !== undefined),
  ) as ApiUrls
  return Object.keys(urls).length ? urls : undefined
}

function siwx(value: unknown): SiwxMode | undefined {
  return value === 'off' || value === 'optional' || value === 'required' ? value : undefined
}

function frameTimeouts(value: unknown): Partial<FrameTimeouts> | undefined {
  if (!value || typeof value !== 'object') return undefined
  const entries = Object.entries(value).filter(
    ([, timeout]) => typeof timeout === 'number' && timeout > 0,
  )
  return entries.length ? (Object.fromEntries(entries) as Partial<FrameTimeouts>) : undefined
}

/** The on/off flags of `value` (socials lists are not configurable here). */
function features(value: unknown): Partial<Features> | undefined {
  if (!value || typeof value !== 'object') return undefined
  const entries = Object.entries(value).filter(([, on]) => typeof on === 'boolean')
  return entries.length ? (Object.fromEntries(entries) as Partial<Features>) : undefined
}

function walletConnect(value: unknown): DappConfig['walletConnect'] {
  if (!value || typeof value !== 'object') return undefined
  const source = value as Record<string, unknown>
  const projectId = text(source.projectId)
  const relayUrl = text(source.relayUrl)
  return projectId ? { projectId, ...(relayUrl ? { relayUrl } : {}) } : undefined
}

const WALLET_FEATURES: readonly string[] = ['onramp', 'swaps', 'receive', 'send']

function walletFeaturesOrder(value: unknown): WalletFeature[] | undefined {
  if (!Array.isArray(value)) return undefined
  const order = value.filter(
    (entry): entry is WalletFeature => typeof entry === 'string' && WALLET_FEATURES.includes(entry),
  )
  return order.length ? order : undefined
}

/** The fields of `raw` that are present and well-formed; the rest is left to the fallbacks. */
export function parseConfig(raw: unknown): Partial<DappConfig> {
  if (!raw || typeof raw !== 'object') return {}
  const source = raw as Record<string, unknown>
  const parsed: Partial<DappConfig> = {
    projectId: text(source.projectId),
    secureSiteUrl: text(source.secureSiteUrl),
    rpcUrl: text(source.rpcUrl),
    chainId: chainId(source.chainId),
    networks: networks(source.networks),
    solanaNetworks: Array.isArray(source.solanaNetworks) ? source.solanaNetworks : undefined,
    bitcoinNetworks: Array.isArray(source.bitcoinNetworks) ? source.bitcoinNetworks : undefined,
    apiUrls: apiUrls(source.apiUrls),
    siwx: siwx(source.siwx),
    allowUnsupportedChain: flag(source.allowUnsupportedChain),
    enableNetworkSwitch: flag(source.enableNetworkSwitch),
    frameTimeouts: frameTimeouts(source.frameTimeouts),
    features: features(source.features),
    walletFeaturesOrder: walletFeaturesOrder(source.walletFeaturesOrder),
    walletConnect: walletConnect(source.walletConnect),
    preferredAccountTypes: source.preferredAccountTypes as DappConfig['preferredAccountTypes'],
  }
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as Partial<DappConfig>
}

function fromBuild(): Partial<DappConfig> {
  const env = import.meta.env
  return parseConfig({
    projectId: env.VITE_AIRLOCK_PROJECT_ID,
    secureSiteUrl: env.VITE_AIRLOCK_SECURE_SITE_URL,
    rpcUrl: env.VITE_AIRLOCK_RPC_URL,
    chainId: env.VITE_AIRLOCK_CHAIN_ID,
    apiUrls: {
      walletApi: env.VITE_AIRLOCK_WALLET_API_URL,
      analytics: env.VITE_AIRLOCK_ANALYTICS_URL,
    },
    siwx: env.VITE_AIRLOCK_SIWX,
    walletConnect: {
      projectId: env.VITE_AIRLOCK_WC_PROJECT_ID,
      relayUrl: env.VITE_AIRLOCK_WC_RELAY_URL,
    },
  })
}

async function fromFile(): Promise<Partial<DappConfig>> {
  try {
    const response = await fetch('./airlock.config.json', { cache: 'no-store' })
    if (!response.ok) return {}
    return parseConfig(await response.json())
  } catch {
    // No file (or not JSON, e.g. a dev server's HTML fallback): the other sources decide.
    return {}
  }
}

export async function loadConfig(): Promise<DappConfig> {
  return { ...DEFAULT_CONFIG, ...fromBuild(), ...(await fromFile()) }
}
