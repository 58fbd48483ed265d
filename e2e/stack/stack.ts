import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type AnvilNode, startAnvil } from './anvil'
import { freePort } from './ports'
import { startProcess } from './processes'
import { httpProbe } from './readiness'
import { type SmtpSink, startSmtpSink } from './smtpSink'
import {
  type ChainInfo,
  removeStackInfo,
  type ServedApp,
  STACK_INFO_PATH,
  type StackInfo,
  writeStackInfo,
} from './stackInfo'
import { startStaticServer } from './staticServer'

export type { StackInfo } from './stackInfo'

export interface StackOptions {
  /** EVM chain ids to run an anvil for; 31337 is always included. */
  chains?: readonly number[]
  /** Start the secure site; default: only when `secure-site/.next` exists. */
  secureSite?: boolean
  /** Serve the example dapp; default: only when `sdk/examples/react/dist` exists. */
  dapp?: boolean
  /** Where to write the StackInfo for test workers; null writes nothing. */
  infoPath?: string | null
}

export interface RunningStack {
  info: StackInfo
  /** Stops everything this stack started and removes its info file; idempotent. */
  stop(): Promise<void>
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SECURE_SITE_BUILD = fileURLToPath(new URL('../../secure-site/.next', import.meta.url))
const DAPP_BUILD = fileURLToPath(new URL('../../sdk/examples/react/dist', import.meta.url))

type Stoppable = { stop(): Promise<void> }

/** Starts the local stack on loopback, each service on its own port. */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const started: Stoppable[] = []
  const track = <T extends Stoppable>(service: T): T => {
    started.push(service)
    return service
  }
  const stopStarted = () => Promise.all(started.map((service) => service.stop())).then(() => {})
  const infoPath = options.infoPath === undefined ? STACK_INFO_PATH : options.infoPath

  try {
    const chainIds = [...new Set([31337, ...(options.chains ?? [])])]
    // allSettled, not all: on a failure every service that did start must still be tracked.
    const [anvils, sink] = await settleAll([
      settleAll(chainIds.map((chainId) => startAnvil({ chainId }).then(track))),
      startSmtpSink().then(track),
    ])
    const chains = Object.fromEntries(
      anvils.map((node) => [`eip155:${node.chainId}`, chainInfo(node)]),
    )

    const [secureSite, dapp] = await settleAll([
      (options.secureSite ?? existsSync(SECURE_SITE_BUILD))
        ? startSecureSite(sink, chains).then(track)
        : null,
      (options.dapp ?? existsSync(DAPP_BUILD)) ? startDapp().then(track) : null,
    ])

    const info: StackInfo = {
      startedAt: new Date().toISOString(),
      chains,
      mail: {
        smtpUrl: sink.smtpUrl,
        apiUrl: sink.apiUrl,
        smtpPort: Number(new URL(sink.smtpUrl).port),
        apiPort: Number(new URL(sink.apiUrl).port),
      },
      secureSite: secureSite ? { url: secureSite.url, port: secureSite.port } : null,
      dapp: dapp ? { url: dapp.url, port: dapp.port } : null,
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

/** Like Promise.all, but only rejects once every promise has settled. */
async function settleAll<T extends readonly unknown[]>(
  promises: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(promises)
  for (const result of results) if (result.status === 'rejected') throw result.reason
  const values = results.map((result) => (result as PromiseFulfilledResult<unknown>).value)
  return values as { -readonly [K in keyof T]: Awaited<T[K]> }
}

function chainInfo(node: AnvilNode): ChainInfo {
  return {
    chainId: node.chainId,
    caip2: `eip155:${node.chainId}`,
    rpcUrl: node.rpcUrl,
    port: node.port,
  }
}

/**
 * Slot for the secure site: `next start` through the package's start script, addressed as
 * `localhost` so it is a different origin (and site) from the dapp on 127.0.0.1.
 */
async function startSecureSite(
  sink: SmtpSink,
  chains: Record<string, ChainInfo>,
): Promise<ServedApp & Stoppable> {
  const port = await freePort()
  const url = `http://localhost:${port}`
  const rpcUrls = Object.fromEntries(
    Object.entries(chains).map(([id, chain]) => [id, chain.rpcUrl]),
  )
  const site = await startProcess({
    name: 'secure-site',
    command: 'pnpm',
    args: ['--filter', '@airlock/secure-site', 'start'],
    cwd: REPO_ROOT,
    env: {
      PORT: String(port),
      SMTP_URL: sink.smtpUrl,
      AIRLOCK_CHAINS: JSON.stringify(rpcUrls),
      // Passed through as-is: unset means the site's embedded PGlite.
      DATABASE_URL: process.env.DATABASE_URL,
    },
    ready: { description: `HTTP answer from ${url}/`, probe: httpProbe(`${url}/`) },
    // `next start` on a 2-core machine can take a while to warm up.
    readyTimeoutMs: 90_000,
  })
  return { url, port, stop: () => site.stop() }
}

/** Slot for the example dapp: its static build, on 127.0.0.1. */
async function startDapp(): Promise<ServedApp & Stoppable> {
  const server = await startStaticServer({ root: DAPP_BUILD, host: '127.0.0.1' })
  return { url: server.url, port: server.port, stop: () => server.stop() }
}
