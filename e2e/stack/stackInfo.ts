import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { LocalContracts } from '../fixtures/contracts/localContracts'

/**
 * Where global setup leaves the running stack's addresses for the test workers;
 * AIRLOCK_E2E_STACK_INFO moves it (two people running suites in one checkout).
 */
export const STACK_INFO_PATH =
  process.env.AIRLOCK_E2E_STACK_INFO ?? fileURLToPath(new URL('../.stack.json', import.meta.url))

export interface ChainInfo {
  chainId: number
  /** CAIP-2 id, e.g. eip155:31337. */
  caip2: string
  rpcUrl: string
  port: number
}

/** One local Solana cluster (solana/solanaChain.ts). */
export interface SolanaChainInfo {
  /** `solana:<the genesis hash's first 32 characters>`. */
  caip2: string
  genesisHash: string
  /** JSON-RPC over HTTP, and WebSocket on the same port. */
  rpcUrl: string
  /** WebSocket on the next port, where @solana/web3.js looks by default. */
  wsUrl: string
  port: number
  /** The SPL test mint deployed at start (its authority is the cluster's faucet). */
  testMint: { address: string; decimals: number }
  /** The Token-2022 test mint deployed at start (no extensions; the same authority). */
  testMint2022: { address: string; decimals: number }
}

/** The regtest Bitcoin Esplora fixture (bitcoin/esploraServer.ts). */
export interface BitcoinInfo {
  /** Esplora's REST base, no trailing slash; `POST /__fund { address, sats }` funds an address. */
  esploraUrl: string
  /** CAIP-2 of regtest: `bip122:` and its genesis block hash's first 32 hex characters. */
  network: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
  port: number
}

export interface ServedApp {
  url: string
  port: number
}

/** One EVM network the example dapp offers: a local anvil. */
export interface DappNetwork {
  chainId: number
  rpcUrl: string
}

/** The example dapp's `airlock.config.json` (sdk/examples/react/README.md). */
export interface DappConfig {
  projectId: string
  secureSiteUrl: string
  /** The first network's; kept for configs that name one chain only. */
  rpcUrl: string
  chainId: number
  /** Every network the dapp offers, the first active at start (31337, then 31338). */
  networks?: DappNetwork[]
  /** Solana clusters offered after them (none by default: the EVM-only page loads no Solana code). */
  solanaNetworks?: { caipNetworkId: string; rpcUrl: string; name?: string }[]
  /** Bitcoin networks offered after them, read through their Esplora API (none by default). */
  bitcoinNetworks?: { caipNetworkId: string; esploraUrl: string; name?: string }[]
  /** The wallet API / analytics fixture (one origin serves both). */
  apiUrls?: { walletApi?: string; blockchainApi?: string; analytics?: string }
  /** Sign-in with the default EVM SIWX: off (default), optional or required. */
  siwx?: 'off' | 'optional' | 'required'
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  frameTimeouts?: { readyMs?: number; initDelayMs?: number; requestMs?: number; signOutMs?: number }
  /** SDK feature flags turned on or off (SPEC §1), e.g. `{ send: false }`. */
  features?: Partial<
    Record<'swaps' | 'onramp' | 'receive' | 'send' | 'history' | 'email' | 'allWallets', boolean>
  >
  /** Order of the Account view's actions. */
  walletFeaturesOrder?: ('onramp' | 'swaps' | 'receive' | 'send')[]
  /** WalletConnect through the stack's relay (absent when the relay does not run). */
  walletConnect?: { projectId: string; relayUrl: string }
}

/** One served copy of the example dapp and the config it is served with. */
export interface DappInfo extends ServedApp {
  config: DappConfig
}

/** Two secure-site processes on one Postgres behind one origin (stack/switchProxy.ts). */
export interface PostgresSites {
  /** The origin the browser uses; it forwards to the active backend. */
  url: string
  controlUrl: string
  backends: Record<'a' | 'b', ServedApp>
}

/** Everything a test needs to reach the stack; plain JSON so it crosses processes. */
export interface StackInfo {
  startedAt: string
  /** Keyed by CAIP-2 id. */
  chains: Record<string, ChainInfo>
  /** The local Solana clusters, keyed by CAIP-2 id (`local`, then `local-2`); {} without them. */
  solanaChains: Record<string, SolanaChainInfo>
  /** The regtest Esplora fixture; null when started without it. */
  bitcoin: BitcoinInfo | null
  mail: { smtpUrl: string; apiUrl: string; smtpPort: number; apiPort: number }
  /**
   * The local identity providers (social/identityProviders.ts): the OAuth 2.0 fixture
   * (`PUT <url>/identity/<provider>` sets who signs in) and the OpenID provider's issuer.
   */
  identityProviders: { url: string; issuer: string } | null
  /**
   * Sign In With Farcaster (farcaster/farcasterStack.ts): the local auth relay, the anvil
   * its registry doubles are on, the key the relay asks of the Farcaster app, and the
   * demo identity its sign-in page approves as. null when started without it.
   */
  farcaster: {
    relayUrl: string
    port: number
    rpcUrl: string
    chainId: number
    relayAuthKey: string
    demo: { fid: number; username: string }
  } | null
  /** The projectId configured in AIRLOCK_PROJECTS, the one the dapps use. */
  projectId: string
  /** null when started without it (`secureSite: false`). */
  secureSite: ServedApp | null
  /**
   * The example dapp on 127.0.0.1 (allowed by default); null when started without it.
   * Its config points at `secureSite`.
   */
  dapp: DappInfo | null
  /** The wagmi example (sdk/examples/wagmi) on 127.0.0.1, its own port, the same config as `dapp`. */
  wagmiDapp: DappInfo | null
  /** Copies on 127.0.0.2 (not allowed) and 127.0.0.3 (allowed by the project's config). */
  dappVariants: {
    notAllowed: DappInfo
    configured: DappInfo
    /** On 127.0.0.1 with `walletConnect` through the relay; null without the relay. */
    walletConnect: DappInfo | null
  } | null
  /** Set only when DATABASE_URL is (the Postgres suite skips otherwise). */
  postgres: PostgresSites | null
  /**
   * The wallet API + analytics fixture (fixtures/walletApi): `GET /__events` and
   * `GET /__requests` show what it received. null when started without it.
   */
  walletApi: ServedApp | null
  /**
   * The WalletConnect relay fixture (walletConnect/relayServer.ts): `url` is the
   * `ws://` relayUrl clients take. null when started without it.
   */
  walletConnectRelay: ServedApp | null
  /**
   * The blockchain data API fixture (fixtures/blockchainApi/README.md) and the contracts
   * it serves, per CAIP-2 id. null when started without it.
   */
  blockchainApi: (ServedApp & { contracts: Record<string, LocalContracts> }) | null
}

export function writeStackInfo(info: StackInfo, path = STACK_INFO_PATH): void {
  writeFileSync(path, `${JSON.stringify(info, null, 2)}\n`)
}

export function removeStackInfo(path = STACK_INFO_PATH): void {
  rmSync(path, { force: true })
}

/** Reads the info global setup wrote; throws a message that says how to get one. */
export function readStackInfo(path = STACK_INFO_PATH): StackInfo {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw new Error(
      `no running stack: ${path} is missing. Run the suite with \`playwright test\` from e2e/ (global setup starts the stack).`,
    )
  }
  const info: unknown = JSON.parse(text)
  if (!isStackInfo(info)) throw new Error(`${path} does not hold a stack description`)
  return info
}

function isStackInfo(value: unknown): value is StackInfo {
  if (typeof value !== 'object' || value === null) return false
  const info = value as Partial<Record<keyof StackInfo, unknown>>
  return (
    typeof info.startedAt === 'string' &&
    typeof info.chains === 'object' &&
    info.chains !== null &&
    typeof info.solanaChains === 'object' &&
    info.solanaChains !== null &&
    'bitcoin' in info &&
    typeof info.mail === 'object' &&
    info.mail !== null &&
    'secureSite' in info &&
    'dapp' in info &&
    'dappVariants' in info &&
    'postgres' in info &&
    'walletApi' in info &&
    'walletConnectRelay' in info &&
    'blockchainApi' in info
  )
}
