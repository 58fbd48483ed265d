import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBlockchainApiFixture } from '../fixtures/blockchainApi/blockchainApiFixture'
import { startWalletApiFixture } from '../fixtures/walletApi/walletApiFixture'
import { type AnvilNode, startAnvil } from './anvil'
import { startBitcoinEsplora } from './bitcoin/bitcoinEsplora'
import { DAPP_DIST, ensureBuilt, WAGMI_DAPP_DIST } from './build'
import { demoWallets } from './demoWallets'
import { startFarcaster } from './farcaster/farcasterStack'
import type { StoredMail } from './mailStore'
import { e2eDatabaseUrl, startPostgresSites } from './postgresSites'
import { type ProjectConfig, startSecureSite } from './secureSite'
import { startSmtpSink } from './smtpSink'
import { startIdentityProviders } from './social/identityProviders'
import { type SolanaChain, startSolanaChain } from './solana/solanaChain'
import { SOLANA_TEST_MINT_NAME } from './solana/solanaFaucet'
import {
  type ChainInfo,
  type DappConfig,
  type DappInfo,
  type DappNetwork,
  removeStackInfo,
  type SolanaChainInfo,
  STACK_INFO_PATH,
  type StackInfo,
  writeStackInfo,
} from './stackInfo'
import { startStaticServer } from './staticServer'
import { startWalletConnectRelay } from './walletConnect/relayServer'

export type { StackInfo } from './stackInfo'

/** The project the tests configure: one origin beyond the defaults, so unknown ids are refused. */
export const E2E_PROJECT: ProjectConfig = { id: 'airlock-e2e', origins: ['http://127.0.0.3:*'] }

/** The same origin without the defaults: 127.0.0.3 only, the 127.0.0.1 dapp refused. */
export const E2E_STRICT_PROJECT: ProjectConfig = {
  id: 'airlock-e2e-strict',
  origins: ['http://127.0.0.3:*'],
  defaultOrigins: false,
}

export interface StackOptions {
  /** EVM chain ids to run an anvil for; 31337 is always included. Default [31337, 31338]. */
  chains?: readonly number[]
  /** Start the secure site (default true). */
  secureSite?: boolean
  /** Serve the example dapp on 127.0.0.1 (default true; needs the secure site). */
  dapp?: boolean
  /** Also serve it on 127.0.0.2 (not allowed) and 127.0.0.3 (allowed by config); default true. */
  dappVariants?: boolean
  /** Serve the wagmi example (sdk/examples/wagmi) on 127.0.0.1, its own port (default: with `dapp`). */
  wagmiDapp?: boolean
  /** Postgres for the two-process sites; default e2eDatabaseUrl(); null starts none. */
  postgresUrl?: string | null
  /** AIRLOCK_PROJECTS; default [E2E_PROJECT, E2E_STRICT_PROJECT]; null leaves it unset (any projectId). */
  projects?: ProjectConfig[] | null
  /** The dapps' projectId; default the first project's id, else 'airlock-demo'. */
  projectId?: string
  /** PGlite folder: 'fresh' (default, a temp folder removed on stop), 'package' (.data/), or a path. */
  dataDir?: string
  /** Serve the wallet API + analytics fixture and give it to the dapps as `apiUrls` (default true). */
  walletApi?: boolean
  /**
   * Deploy the local contracts (tokens, exchange) on every anvil, serve the blockchain
   * data API fixture over them (and over the Solana clusters' and regtest's balances)
   * and give it to the dapps as `apiUrls.blockchainApi` (default true).
   */
  blockchainApi?: boolean
  /**
   * Run the two local Solana clusters (solana/solanaChain.ts), `local` and `local-2`
   * (default true). The secure site sends on them; no dapp config names them yet.
   */
  solana?: boolean
  /**
   * Run the regtest Bitcoin Esplora fixture (bitcoin/esploraServer.ts; default true).
   * No dapp config names it yet.
   */
  bitcoin?: boolean
  /** Run the WalletConnect relay fixture (walletConnect/relayServer.ts; default true). */
  walletConnectRelay?: boolean
  /** Run the local identity providers and enable the six social logins (default true). */
  identityProviders?: boolean
  /**
   * Sign In With Farcaster: the registry doubles on chain 31337's anvil, the local auth
   * relay and the demo identity @alice, and the secure site's AIRLOCK_FARCASTER_* (default true).
   */
  farcaster?: boolean
  /** Give the main dapp `walletConnect` through the relay (default false: the demo sets it). */
  dappWalletConnect?: boolean
  /**
   * The demo's Solana and Bitcoin test wallets in the main dapp's page, funded, with its
   * config naming the Solana clusters and the Bitcoin network (demoWallets.ts; default false).
   */
  dappDemoWallets?: boolean
  /** Build what is stale first (default true; AIRLOCK_SKIP_BUILD=1 skips). */
  build?: boolean
  /**
   * Fixed ports (the demo's friendly ones); anything unset gets a free port.
   * `anvil` is chain 31337's, `anvil2` chain 31338's; `solana`, `solana2` the Solana
   * clusters' (each also takes the next port, for its WebSocket).
   */
  ports?: Partial<
    Record<
      | 'anvil'
      | 'anvil2'
      | 'solana'
      | 'solana2'
      | 'bitcoin'
      | 'smtp'
      | 'mailApi'
      | 'secureSite'
      | 'dapp'
      | 'wagmiDapp'
      | 'walletApi'
      | 'blockchainApi'
      | 'walletConnectRelay'
      | 'identityProviders'
      | 'oidcProvider'
      | 'farcasterRelay',
      number
    >
  >
  /** The secure site's rate limits (AIRLOCK_LIMIT_* → `600/1m`) over the suites' own. */
  rateLimits?: Record<string, string>
  onMail?: (mail: StoredMail) => void
  /** Where to write the StackInfo for test workers; null writes nothing. */
  infoPath?: string | null
}

export interface RunningStack {
  info: StackInfo
  /** Stops everything this stack started and removes its info file; idempotent. */
  stop(): Promise<void>
}

type Stoppable = { stop(): Promise<void> }

/** Starts the local stack on loopback, each service on its own port. */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  if (options.build ?? true) await ensureBuilt()
  const started: Stoppable[] = []
  const track = <T extends Stoppable>(service: T): T => {
    started.push(service)
    return service
  }
  // Folders are removed only once every process that wrote into them is gone.
  const folders: string[] = []
  const stopStarted = async () => {
    await Promise.all(started.map((service) => service.stop()))
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  }
  const infoPath = options.infoPath === undefined ? STACK_INFO_PATH : options.infoPath
  const projects =
    options.projects === undefined ? [E2E_PROJECT, E2E_STRICT_PROJECT] : options.projects
  const projectId = options.projectId ?? projects?.[0]?.id ?? 'airlock-demo'

  try {
    const chainIds = [...new Set([31337, ...(options.chains ?? [31338])])]
    const anvilPort = (chainId: number) =>
      chainId === 31337
        ? options.ports?.anvil
        : chainId === 31338
          ? options.ports?.anvil2
          : undefined
    const [anvils, solanaChains, bitcoin, sink, walletApi, relay, identityProviders] =
      await settleAll([
        settleAll(
          chainIds.map((chainId) =>
            startAnvil({ chainId, ...portIf(true, anvilPort(chainId)) }).then(track),
          ),
        ),
        (options.solana ?? true)
          ? settleAll([
              startSolanaChain({ cluster: 'local', ...portIf(true, options.ports?.solana) }).then(
                track,
              ),
              startSolanaChain({
                cluster: 'local-2',
                ...portIf(true, options.ports?.solana2),
              }).then(track),
            ])
          : [],
        (options.bitcoin ?? true)
          ? startBitcoinEsplora(portIf(true, options.ports?.bitcoin)).then(track)
          : null,
        startSmtpSink({
          ...(options.ports?.smtp ? { smtpPort: options.ports.smtp } : {}),
          ...(options.ports?.mailApi ? { apiPort: options.ports.mailApi } : {}),
          ...(options.onMail ? { onMail: options.onMail } : {}),
        }).then(track),
        (options.walletApi ?? true)
          ? startWalletApiFixture(portIf(true, options.ports?.walletApi)).then(track)
          : null,
        (options.walletConnectRelay ?? true)
          ? startWalletConnectRelay(portIf(true, options.ports?.walletConnectRelay)).then(track)
          : null,
        (options.identityProviders ?? true)
          ? startIdentityProviders({
              ...portIf(true, options.ports?.identityProviders),
              ...(options.ports?.oidcProvider ? { oidcPort: options.ports.oidcProvider } : {}),
            }).then(track)
          : null,
      ])
    const chains = Object.fromEntries(
      anvils.map((node) => [`eip155:${node.chainId}`, chainInfo(node)]),
    )
    const solana = Object.fromEntries(solanaChains.map((chain) => [chain.caip2, solanaInfo(chain)]))
    // The secure site sends the embedded wallet's transactions to these (AIRLOCK_CHAINS).
    const rpcUrls = Object.fromEntries(
      [...Object.entries(chains), ...Object.entries(solana)].map(([id, chain]) => [
        id,
        chain.rpcUrl,
      ]),
    )
    const mainAnvil = anvils.find((node) => node.chainId === 31337)
    const farcaster =
      (options.farcaster ?? true) && mainAnvil
        ? await startFarcaster({
            rpcUrl: mainAnvil.rpcUrl,
            chainId: mainAnvil.chainId,
            ...portIf(true, options.ports?.farcasterRelay),
          }).then(track)
        : null
    const dataDir = resolveDataDir(options.dataDir ?? 'fresh', folders)
    const postgresUrl = options.postgresUrl === undefined ? e2eDatabaseUrl() : options.postgresUrl
    const withSite = options.secureSite ?? true

    const [secureSite, postgres, blockchainApi] = await settleAll([
      withSite
        ? startSecureSite({
            smtpUrl: sink.smtpUrl,
            chains: rpcUrls,
            ...(projects ? { projects } : {}),
            ...(dataDir ? { dataDir } : {}),
            ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
            ...(identityProviders ? { social: identityProviders.env() } : {}),
            ...(farcaster ? { farcaster: farcaster.env() } : {}),
            ...portIf(true, options.ports?.secureSite),
          }).then(track)
        : null,
      postgresUrl
        ? startPostgresSites({
            databaseUrl: postgresUrl,
            smtpUrl: sink.smtpUrl,
            chains: rpcUrls,
            ...(projects ? { projects } : {}),
          }).then(track)
        : null,
      (options.blockchainApi ?? true)
        ? startBlockchainApiFixture({
            chains: anvils.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
            // Balances of the local Solana clusters and regtest, as the real API serves mainnet's.
            solana: solanaChains.map((chain) => ({
              caip2: chain.caip2,
              rpcUrl: chain.rpcUrl,
              mints: [{ address: chain.testMint.address, ...SOLANA_TEST_MINT_NAME }],
            })),
            bitcoin: bitcoin ? [{ caip2: bitcoin.network, esploraUrl: bitcoin.esploraUrl }] : [],
            ...portIf(true, options.ports?.blockchainApi),
          }).then(track)
        : null,
    ])

    const anvil = chains['eip155:31337']
    // Every anvil, 31337 first: the dapp starts there and can switch to the others.
    const networks: DappNetwork[] = anvils.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
    const config = (secureSiteUrl: string, extra: Partial<DappConfig> = {}): DappConfig => ({
      projectId,
      secureSiteUrl,
      rpcUrl: anvil?.rpcUrl ?? '',
      chainId: 31337,
      networks,
      ...(walletApi || blockchainApi
        ? {
            apiUrls: {
              ...(walletApi ? { walletApi: walletApi.url, analytics: walletApi.url } : {}),
              ...(blockchainApi ? { blockchainApi: blockchainApi.url } : {}),
            },
          }
        : {}),
      ...extra,
    })
    const serve = (
      host: string,
      dappConfig: DappConfig,
      port?: number,
      root = DAPP_DIST,
      files: Record<string, string> = {},
    ) => serveDapp(host, dappConfig, port, root, files).then(track)
    const withDapp = secureSite !== null && (options.dapp ?? true)
    const withVariants = withDapp && (options.dappVariants ?? true)
    const withWagmi = secureSite !== null && (options.wagmiDapp ?? withDapp)
    // The relay on loopback accepts any project id; its QR pairs with the stack's test wallet.
    const walletConnect = relay
      ? { walletConnect: { projectId: 'airlock-local', relayUrl: relay.url } }
      : {}
    const demo = options.dappDemoWallets
      ? await demoWallets(DAPP_DIST, Object.values(solana), bitcoin ?? undefined)
      : undefined
    const [dapp, notAllowed, configured, wcDapp, wagmiDapp] = await settleAll([
      withDapp && secureSite
        ? serve(
            '127.0.0.1',
            config(secureSite.url, {
              ...(options.dappWalletConnect ? walletConnect : {}),
              ...demo?.config,
            }),
            options.ports?.dapp,
            DAPP_DIST,
            demo?.files,
          )
        : null,
      // The ready timeout is shortened where the frame is expected never to load.
      withVariants && secureSite
        ? serve('127.0.0.2', config(secureSite.url, { frameTimeouts: { readyMs: 3_000 } }))
        : null,
      withVariants && secureSite ? serve('127.0.0.3', config(secureSite.url)) : null,
      withVariants && secureSite && relay
        ? serve('127.0.0.1', config(secureSite.url, walletConnect))
        : null,
      withWagmi && secureSite
        ? serve('127.0.0.1', config(secureSite.url), options.ports?.wagmiDapp, WAGMI_DAPP_DIST)
        : null,
    ])

    const info: StackInfo = {
      startedAt: new Date().toISOString(),
      chains,
      solanaChains: solana,
      bitcoin: bitcoin
        ? { esploraUrl: bitcoin.esploraUrl, network: bitcoin.network, port: bitcoin.port }
        : null,
      mail: {
        smtpUrl: sink.smtpUrl,
        apiUrl: sink.apiUrl,
        smtpPort: Number(new URL(sink.smtpUrl).port),
        apiPort: Number(new URL(sink.apiUrl).port),
      },
      identityProviders: identityProviders
        ? { url: identityProviders.url, issuer: identityProviders.issuer }
        : null,
      farcaster: farcaster
        ? {
            relayUrl: farcaster.url,
            port: farcaster.port,
            rpcUrl: farcaster.rpcUrl,
            chainId: farcaster.chainId,
            relayAuthKey: farcaster.relayAuthKey,
            demo: farcaster.demo,
          }
        : null,
      projectId,
      secureSite: secureSite ? { url: secureSite.url, port: secureSite.port } : null,
      dapp: dapp ? strip(dapp) : null,
      wagmiDapp: wagmiDapp ? strip(wagmiDapp) : null,
      dappVariants:
        notAllowed && configured
          ? {
              notAllowed: strip(notAllowed),
              configured: strip(configured),
              walletConnect: wcDapp ? strip(wcDapp) : null,
            }
          : null,
      postgres: postgres
        ? { url: postgres.url, controlUrl: postgres.controlUrl, backends: postgres.backends }
        : null,
      walletApi: walletApi ? { url: walletApi.url, port: walletApi.port } : null,
      walletConnectRelay: relay ? { url: relay.url, port: relay.port } : null,
      blockchainApi: blockchainApi
        ? { url: blockchainApi.url, port: blockchainApi.port, contracts: blockchainApi.contracts }
        : null,
    }
    if (infoPath !== null) writeStackInfo(info, infoPath)

    let stopped: Promise<void> | null = null
    return {
      info,
      stop: () => {
        stopped ??= stopStarted().finally(() => {
          if (infoPath !== null) removeStackInfo(infoPath)
        })
        return stopped
      },
    }
  } catch (error) {
    await stopStarted()
    throw error
  }
}

function portIf(condition: boolean, port: number | undefined): { port?: number } {
  return condition && port !== undefined ? { port } : {}
}

/** A temp folder for this run's PGlite (removed on stop), the package default, or a path. */
function resolveDataDir(choice: string, temporary: string[]): string | undefined {
  if (choice === 'package') return undefined
  if (choice !== 'fresh') return choice
  const dir = mkdtempSync(join(tmpdir(), 'airlock-e2e-data-'))
  temporary.push(dir)
  return dir
}

async function serveDapp(
  host: string,
  config: DappConfig,
  port: number | undefined,
  root: string,
  files: Record<string, string>,
) {
  const server = await startStaticServer({
    root,
    host,
    ...(port !== undefined ? { port } : {}),
    files: { ...files, '/airlock.config.json': `${JSON.stringify(config, null, 2)}\n` },
  })
  return { url: server.url, port: server.port, config, stop: () => server.stop() }
}

function strip({ url, port, config }: DappInfo): DappInfo {
  return { url, port, config }
}

/** Like Promise.all, but only rejects once every promise has settled. */
async function settleAll<T extends readonly unknown[]>(
  promises: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(promises)
  for (const result of results) if (result.status === 'rejected') throw result.reason
  const values = results.map((result) => (result as PromiseFulfilledResult<unknown>).value)
  return values as { -readonly [K in keyof T]: Awaited<T[K]> }
}

function solanaInfo(chain: SolanaChain): SolanaChainInfo {
  return {
    caip2: chain.caip2,
    genesisHash: chain.genesisHash,
    rpcUrl: chain.rpcUrl,
    wsUrl: chain.wsUrl,
    port: chain.port,
    testMint: chain.testMint,
    testMint2022: chain.testMint2022,
  }
}

function chainInfo(node: AnvilNode): ChainInfo {
  return {
    chainId: node.chainId,
    caip2: `eip155:${node.chainId}`,
    rpcUrl: node.rpcUrl,
    port: node.port,
  }
}
