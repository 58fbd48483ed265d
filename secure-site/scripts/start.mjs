#!/usr/bin/env node
/**
 * `pnpm --filter @airlock/secure-site start`: apply database migrations, then serve
 * the built site on $PORT (default 3001) and $HOSTNAME (default localhost).
 *
 * The site is served by Next's own request handler (what `next start` runs) inside a
 * plain node:http server, for one reason: Next does not give route handlers the TCP
 * peer's address, and the only header it fills from it (X-Forwarded-For) keeps
 * whatever the client sent. So each request gets the peer address under a header whose
 * name is random per process (published on globalThis, read by
 * src/server/clientIp/clientIp.ts), overwriting anything a client sent: the per-IP
 * rate limits count real peers. On Vercel, which runs no start script, the platform's
 * headers are used instead (AIRLOCK_TRUSTED_PROXIES, infra/ENV.md).
 *
 * The hot wallet routes (src/server/fastApi/fastApi.ts, bundled to .fast-api/ by the
 * build) are answered here without Next's per-request machinery, by their route files'
 * own handlers; everything else goes to Next.
 *
 * On Postgres the site runs AIRLOCK_WORKERS processes (default: the available
 * parallelism) with node:cluster sharing the port; all state is in the database. The
 * embedded PGlite can be opened by one process only, so without DATABASE_URL it is one.
 * Migrations run once, in the primary, before any worker starts.
 *
 * Ctrl-C and SIGTERM stop the migration child while it runs, or close the server (every
 * worker's); the process exits 0 after a clean stop, so supervisors and test stacks see one.
 */
import { spawn } from 'node:child_process'
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const require = createRequire(import.meta.url)
const port = process.env.PORT?.trim() || '3001'
const hostname = process.env.HOSTNAME?.trim() || 'localhost'

/** @type {import('node:child_process').ChildProcess | null} */
let current = null
/** @type {NodeJS.Signals | null} */
let stopping = null
/** @type {(() => void) | null} */
let stopServer = null

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) return
    stopping = signal
    if (current && current.exitCode === null) current.kill(signal)
    else if (stopServer) stopServer()
    else process.exit(128 + (signal === 'SIGINT' ? 2 : 15))
  })
}

/** Runs one child to completion; resolves with its exit code (signals become 128+n). */
function run(args, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env })
    current = child
    child.once('error', (error) => reject(new Error(`${label} failed to start: ${error.message}`)))
    child.once('exit', (code, signal) => {
      current = null
      resolve(code ?? (signal === 'SIGINT' ? 130 : 143))
    })
  })
}

async function main() {
  if (cluster.isWorker) return serve()
  const workers = workerCount()
  const migrated = await run(['--import', 'tsx', path.join('scripts', 'migrate.ts')], 'migrate')
  if (migrated !== 0 || stopping) {
    if (!stopping)
      console.error(`[airlock] migrations failed (exit ${migrated}); not starting the site`)
    return migrated || 130
  }
  return workers === 1 ? serve() : superviseWorkers(workers)
}

/** AIRLOCK_WORKERS, or the available parallelism on Postgres; 1 on the embedded PGlite. */
function workerCount() {
  const postgres = Boolean(process.env.DATABASE_URL?.trim())
  const raw = process.env.AIRLOCK_WORKERS?.trim()
  if (!raw) return postgres ? os.availableParallelism() : 1
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 1 || count > 256)
    throw new Error(`AIRLOCK_WORKERS must be a whole number from 1 to 256, got "${raw}"`)
  if (count > 1 && !postgres)
    throw new Error(
      `AIRLOCK_WORKERS=${count} needs DATABASE_URL: the embedded database can be opened by one process only`,
    )
  return count
}

/**
 * Forks the workers and waits: resolves 0 once every worker has stopped cleanly after a
 * signal (which each worker also receives, from its process group or from here; one
 * stopped before its server was up exits 130/143, as this script always did); a worker
 * that dies on its own, or fails to start, stops the others and the site (1).
 */
function superviseWorkers(count) {
  return new Promise((resolve) => {
    let failed = false
    let listening = 0
    const stopAll = (signal) => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    }
    stopServer = () => stopAll(stopping ?? 'SIGTERM')
    cluster.on('listening', () => {
      listening += 1
      if (listening === count)
        console.log(`[airlock] secure site ready on http://${hostname}:${port} (${count} workers)`)
    })
    cluster.on('exit', (worker, code, signal) => {
      // A worker only exits 0 after a signal: the site's process group got one, maybe
      // before this process did. The others stop too.
      if (code === 0 && !stopping) {
        stopping = 'SIGTERM'
        stopAll(stopping)
      }
      if (!stopping) {
        console.error(
          `[airlock] worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); stopping the site`,
        )
        failed = true
        stopping = 'SIGTERM'
        stopAll(stopping)
      } else if (code !== 0 && code !== 130 && code !== 143) failed = true
      if (Object.keys(cluster.workers ?? {}).length === 0) resolve(failed ? 1 : 0)
    })
    for (let index = 0; index < count; index++) cluster.fork()
    if (stopping) stopAll(stopping)
  })
}

/** The hot routes served without Next (.fast-api/, built with the site); null when absent or AIRLOCK_FAST_API=0. */
async function loadFastApi() {
  const setting = process.env.AIRLOCK_FAST_API?.trim()
  if (setting === '0') return null
  if (setting && setting !== '1')
    throw new Error(`AIRLOCK_FAST_API must be 0 or 1, got "${setting}"`)
  const file = path.join(root, '.fast-api', 'fastApi.mjs')
  if (!existsSync(file)) {
    console.warn(
      "[airlock] .fast-api/fastApi.mjs is missing (build with the package's `build` script): every request goes through Next",
    )
    return null
  }
  const { createFastApi, warmUp } = await import(pathToFileURL(file).href)
  if (typeof warmUp === 'function') await warmUp()
  return createFastApi({ hostname, port: Number(port) })
}

/** Same-process contract with clientIp.ts: where the peer-address header's name is published. */
const PEER_HEADER_SYMBOL = Symbol.for('airlock.peerAddressHeader')

/** Serves the site until a signal; resolves with the exit code. */
async function serve() {
  const peerHeader = `x-airlock-peer-${randomBytes(12).toString('hex')}`
  Reflect.set(globalThis, PEER_HEADER_SYMBOL, peerHeader)
  process.env.NODE_ENV ??= 'production'
  const next = require('next')
  const app = next({ dev: false, dir: root, hostname, port: Number(port) })
  await app.prepare()
  const handle = app.getRequestHandler()
  const fastApi = await loadFastApi()
  const server = http.createServer((request, response) => {
    const peer = request.socket.remoteAddress
    if (peer) request.headers[peerHeader] = peer
    else delete request.headers[peerHeader]
    if (fastApi?.(request, response)) return
    handle(request, response).catch((/** @type {unknown} */ error) => {
      console.error('[airlock] request failed:', error)
      if (!response.headersSent) response.statusCode = 500
      response.end()
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`cannot listen on ${hostname}:${port}: ${error.message}`)),
    )
    server.listen(Number(port), hostname, () => {
      if (cluster.isPrimary)
        console.log(`[airlock] secure site ready on http://${hostname}:${port}`)
    })
    stopServer = () => {
      server.close(() => resolve(0))
      server.closeIdleConnections()
      // Open requests get a moment to finish; then the process goes anyway.
      setTimeout(() => {
        server.closeAllConnections()
        resolve(0)
      }, 5_000).unref()
    }
    if (stopping) stopServer()
  })
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[airlock] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
