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
 * Ctrl-C and SIGTERM stop the migration child while it runs, or close the server; the
 * process exits 0 after a clean stop, so supervisors and test stacks see one.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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
  const migrated = await run(['--import', 'tsx', path.join('scripts', 'migrate.ts')], 'migrate')
  if (migrated !== 0 || stopping) {
    if (!stopping)
      console.error(`[airlock] migrations failed (exit ${migrated}); not starting the site`)
    return migrated || 130
  }
  return serve()
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
  const server = http.createServer((request, response) => {
    const peer = request.socket.remoteAddress
    if (peer) request.headers[peerHeader] = peer
    else delete request.headers[peerHeader]
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
