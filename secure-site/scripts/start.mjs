#!/usr/bin/env node
/**
 * `pnpm --filter @airlock/secure-site start`: apply database migrations, then run
 * `next start` on $PORT (default 3001) and $HOSTNAME (default localhost).
 * Ctrl-C and SIGTERM reach whichever child is running, and this process exits with
 * the child's status, so supervisors and test stacks see a clean stop.
 */
import { spawn } from 'node:child_process'
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

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) return
    stopping = signal
    if (current && current.exitCode === null) current.kill(signal)
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
  const next = require.resolve('next/dist/bin/next')
  return run([next, 'start', '-p', port, '-H', hostname], 'next start')
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[airlock] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
