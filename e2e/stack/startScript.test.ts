/**
 * secure-site/scripts/start.mjs itself (the built site, as `pnpm start` runs it): on
 * Postgres it runs AIRLOCK_WORKERS processes sharing the port, serves the hot wallet
 * routes, and a SIGTERM or SIGINT to it alone stops every worker and exits 0; workers
 * it cannot run are refused before anything starts, saying why.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureBuilt, REPO_ROOT } from './build'
import { freePort } from './ports'
import { e2eDatabaseUrl, runPostgresSuites } from './postgresSites'
import { randomSecret } from './secureSite'

const START = join(REPO_ROOT, 'secure-site/scripts/start.mjs')

interface Run {
  child: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

function start(env: Record<string, string | undefined>): Run {
  let output = ''
  const child = spawn(process.execPath, [START], {
    cwd: join(REPO_ROOT, 'secure-site'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOSTNAME: 'localhost',
      AIRLOCK_DEV: '0',
      AIRLOCK_KEK: randomSecret(),
      AIRLOCK_SESSION_SECRET: randomSecret(),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      AIRLOCK_CHAINS: '{}',
      AIRLOCK_TRUSTED_PROXIES: 'none',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as the stack runs it: a signal can go to the group.
    detached: true,
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, output: () => output, exited }
}

async function waitFor(condition: () => boolean, what: string, run: Run): Promise<void> {
  const deadline = Date.now() + 120_000
  while (!condition()) {
    if (run.child.exitCode !== null) throw new Error(`exited before ${what}:\n${run.output()}`)
    if (Date.now() > deadline) throw new Error(`no ${what}:\n${run.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The processes whose parent is `pid` (Linux). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
    .map(Number)
}

const databaseUrl = e2eDatabaseUrl()

describe.runIf(runPostgresSuites())('start.mjs on Postgres with two workers', () => {
  // A fresh clone has no build yet: make the one Playwright's run would make next
  // (the same stale check, so that run reuses it).
  beforeAll(() => ensureBuilt(), 900_000)
  const cases = [
    ['SIGTERM', 'the primary'],
    ['SIGINT', 'the primary'],
    ['SIGTERM', 'the process group'],
  ] as const
  for (const [signal, target] of cases) {
    it(`serves from two processes and exits 0 on ${signal} to ${target}, workers included`, async () => {
      const port = await freePort()
      const run = start({
        PORT: String(port),
        DATABASE_URL: databaseUrl ?? undefined,
        AIRLOCK_PUBLIC_URL: `http://localhost:${port}`,
        AIRLOCK_WORKERS: '2',
      })
      try {
        await waitFor(() => run.output().includes('(2 workers)'), 'ready line', run)
        const pid = run.child.pid ?? 0
        const workers = childrenOf(pid)
        expect(workers).toHaveLength(2)
        // The fast path answers (no session: 401 with the API's headers).
        const answer = await fetch(`http://localhost:${port}/api/wallet/rpc`, {
          method: 'POST',
          headers: { origin: `http://localhost:${port}`, 'content-type': 'application/json' },
          body: JSON.stringify({ method: 'eth_chainId', params: [], chainId: 'eip155:1' }),
        })
        expect(answer.status).toBe(401)
        expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'")
        expect(await answer.json()).toEqual({ message: expect.any(String) })
        // To the primary only, as a supervisor sends it; or to all, as Ctrl-C or the stack does.
        if (target === 'the primary') run.child.kill(signal)
        else process.kill(-pid, signal)
        expect(await run.exited).toEqual({ code: 0, signal: null })
        for (const worker of workers) expect(() => process.kill(worker, 0)).toThrow()
      } finally {
        if (run.child.exitCode === null) process.kill(-(run.child.pid ?? 0), 'SIGKILL')
      }
    }, 180_000)
  }
})

describe('start.mjs refuses workers it cannot run', () => {
  it('more than one worker on the embedded database', async () => {
    const run = start({ PORT: String(await freePort()), AIRLOCK_WORKERS: '2' })
    expect((await run.exited).code).toBe(1)
    expect(run.output()).toContain(
      'AIRLOCK_WORKERS=2 needs DATABASE_URL: the embedded database can be opened by one process only',
    )
  })

  it('a count that is not a whole number from 1 to 256', async () => {
    for (const value of ['0', 'two', '1.5', '1000']) {
      const run = start({ PORT: String(await freePort()), AIRLOCK_WORKERS: value })
      expect((await run.exited).code).toBe(1)
      expect(run.output()).toContain(
        `AIRLOCK_WORKERS must be a whole number from 1 to 256, got "${value}"`,
      )
    }
  })
})
