import { type ChildProcess, spawn } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { readdirSync, readFileSync } from 'node:fs'
import { delay, describeReadiness, pollUntil, type Readiness } from './readiness'

export interface ProcessSpec {
  /** Log prefix and the name used in error messages. */
  name: string
  command: string
  args?: readonly string[]
  cwd?: string
  /** Merged over `process.env`; a value of `undefined` removes the variable. */
  env?: Record<string, string | undefined>
  ready: Readiness
  readyTimeoutMs?: number
  /** Called with every stdout line (e.g. the demo echoing what the test wallet signs). */
  onStdout?: (line: string) => void
}

export interface ManagedProcess {
  readonly name: string
  readonly pid: number
  /** The last `count` lines the process printed (stdout and stderr interleaved). */
  logTail(count?: number): string[]
  /** SIGTERM to the whole process group, SIGKILL after 3 s; resolves once all are gone. */
  stop(): Promise<void>
}

const STOP_GRACE_MS = 3_000
const KEPT_LINES = 200
const TAIL_IN_ERRORS = 25
const verbose = () => process.env.AIRLOCK_STACK_LOG === '1'

interface Tracked extends ManagedProcess {
  /** Synchronous last resort for the `exit` hook, where nothing async can run. */
  killNow(): void
}

const running = new Set<Tracked>()

/** Spawns `spec`, waits until it is ready, and tracks it so `stopAll()` can reap it. */
export async function startProcess(spec: ProcessSpec): Promise<ManagedProcess> {
  installExitHooks()
  const events = new EventEmitter<{ line: [string]; exit: [] }>()
  const lines: string[] = []
  let exitDescription: string | null = null
  let stopping = false
  let readyYet = false
  let stopped: Promise<void> | null = null

  // detached: the child leads its own process group, so one kill(-pid) also reaches
  // grandchildren (pnpm → node → next), and a terminal's Ctrl-C does not hit them twice.
  const child = spawn(spec.command, spec.args ?? [], {
    cwd: spec.cwd,
    env: mergeEnv(spec.env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })

  const record = (stream: 'out' | 'err', line: string) => {
    lines.push(line)
    if (lines.length > KEPT_LINES) lines.shift()
    if (verbose()) process.stderr.write(`[${spec.name}${stream === 'err' ? '!' : ''}] ${line}\n`)
    if (stream === 'out') {
      events.emit('line', line)
      spec.onStdout?.(line)
    }
  }
  splitLines(child, 'stdout', (line) => record('out', line))
  splitLines(child, 'stderr', (line) => record('err', line))

  const exited = new Promise<void>((resolve) => {
    const markExited = (description: string) => {
      if (exitDescription !== null) return
      exitDescription = description
      // A crash after readiness would otherwise be silent; a requested stop is not news.
      if (!stopping && readyYet && !verbose()) dumpTail(spec.name, `exited (${description})`, lines)
      events.emit('exit')
      resolve()
    }
    child.once('exit', (code, signal) => markExited(signal ? `signal ${signal}` : `code ${code}`))
    // We neither kill through `child` nor use IPC, so 'error' means spawning itself failed
    // (ENOENT, EACCES), and then no 'exit' follows.
    child.once('error', (error) => {
      if (child.pid === undefined) markExited(`spawn error: ${error.message}`)
    })
  })

  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // ESRCH: the group is already gone, which is what we want.
    }
  }

  const tracked: Tracked = {
    name: spec.name,
    pid: child.pid ?? -1,
    logTail: (count = TAIL_IN_ERRORS) => lines.slice(-count),
    killNow: () => signalGroup('SIGKILL'),
    stop() {
      stopped ??= (async () => {
        stopping = true
        const deadline = Date.now() + STOP_GRACE_MS
        signalGroup('SIGTERM')
        const graceOver = new AbortController()
        await Promise.race([exited, delay(STOP_GRACE_MS, graceOver.signal)])
        graceOver.abort()
        // The leader may be gone while grandchildren still wind down; give them the rest.
        while (groupAlive(child.pid) && Date.now() < deadline) await delay(50)
        if (groupAlive(child.pid)) signalGroup('SIGKILL')
        await exited
        // SIGKILL lands asynchronously; "stopped" should mean gone, so wait (briefly) for it.
        const killDeadline = Date.now() + 1_000
        while (groupAlive(child.pid) && Date.now() < killDeadline) await delay(20)
        running.delete(tracked)
      })()
      return stopped
    },
  }
  // Tracked until stop() finishes, even after the leader exits on its own: its
  // grandchildren may live on in the group, and stopAll() must still reap them.
  if (child.pid !== undefined) running.add(tracked)

  const timeoutMs = spec.readyTimeoutMs ?? 30_000
  try {
    await waitForReady(spec, timeoutMs, events, () => exitDescription, lines)
    readyYet = true
    return tracked
  } catch (error) {
    // No separate log dump here: the error message already carries the last lines.
    await tracked.stop()
    throw error
  }
}

/** Stops every process started here and not yet stopped; safe to call any number of times. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((tracked) => tracked.stop()))
}

function waitForReady(
  spec: ProcessSpec,
  timeoutMs: number,
  events: EventEmitter<{ line: [string]; exit: [] }>,
  exitDescription: () => string | null,
  lines: readonly string[],
): Promise<void> {
  const tail = () => {
    const last = lines.slice(-TAIL_IN_ERRORS)
    return last.length > 0 ? `\nLast log lines:\n  ${last.join('\n  ')}` : '\n(no output)'
  }
  return new Promise((resolve, reject) => {
    const stopPolling = new AbortController()
    let settled = false
    const finish = (error?: Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      stopPolling.abort()
      events.off('line', onLine)
      events.off('exit', onExit)
      if (error) reject(error)
      else resolve()
    }
    const onLine = (line: string) => {
      if ('stdout' in spec.ready && spec.ready.stdout.test(line)) finish()
    }
    const onExit = () =>
      finish(new Error(`${spec.name} exited (${exitDescription()}) before it was ready${tail()}`))
    const timer = setTimeout(() => {
      const waited = describeReadiness(spec.ready)
      finish(
        new Error(`${spec.name} not ready after ${timeoutMs} ms (waiting for ${waited})${tail()}`),
      )
    }, timeoutMs)
    events.on('line', onLine)
    events.on('exit', onExit)
    if (exitDescription() !== null) onExit()
    else if ('probe' in spec.ready) {
      pollUntil(spec.ready.probe, spec.ready.intervalMs ?? 100, stopPolling.signal).then(
        (ready) => ready && finish(),
        (error: unknown) => finish(error instanceof Error ? error : new Error(String(error))),
      )
    }
  })
}

function splitLines(child: ChildProcess, stream: 'stdout' | 'stderr', onLine: (l: string) => void) {
  let partial = ''
  const source = child[stream]
  if (!source) return
  source.setEncoding('utf8')
  source.on('data', (chunk: string) => {
    const parts = (partial + chunk).split(/\r?\n/)
    partial = parts.pop() ?? ''
    for (const part of parts) onLine(part)
  })
  source.once('end', () => {
    if (partial !== '') onLine(partial)
  })
}

function mergeEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  return env
}

/**
 * Whether any process of group `pgid` still runs. On Linux zombies do not count: a killed
 * grandchild stays a zombie until init reaps it, and kill(-pgid, 0) still "finds" it.
 */
function groupAlive(pgid: number | undefined): boolean {
  if (pgid === undefined) return false
  try {
    process.kill(-pgid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  if (process.platform !== 'linux') return true
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    // /proc/<pid>/stat: "pid (comm) state ppid pgrp …"; comm may hold spaces, so cut at ')'.
    const stat = readOptional(`/proc/${entry}/stat`)
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (fields && Number(fields[2]) === pgid && fields[0] !== 'Z') return true
  }
  return false
}

function readOptional(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

function dumpTail(name: string, what: string, lines: readonly string[]) {
  const last = lines.slice(-TAIL_IN_ERRORS)
  process.stderr.write(`[${name}] ${what}; last ${last.length} log lines:\n`)
  for (const line of last) process.stderr.write(`[${name}] ${line}\n`)
}

let hooksInstalled = false

/**
 * Children live in their own process groups, so nothing kills them when we die: these
 * hooks do. Installed once, on the first start.
 */
function installExitHooks() {
  if (hooksInstalled) return
  hooksInstalled = true
  // 'exit' runs synchronously only, so the polite SIGTERM → SIGKILL dance cannot happen here.
  process.on('exit', () => {
    for (const tracked of running) tracked.killNow()
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const onSignal = () => {
      void stopAll().finally(() => {
        process.off(signal, onSignal)
        // Our listener suppressed Node's default "exit on signal". When no one else (e.g.
        // the Playwright runner) handles the signal, re-raise it to restore that default.
        if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
      })
    }
    process.on(signal, onSignal)
  }
}
