import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { startProcess } from './processes'

const node = process.execPath

/** Running, not a zombie waiting for init to reap it. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
}

describe('processes', () => {
  it('rejects after the timeout with the last log lines, and leaves nothing running', async () => {
    const started = startProcess({
      name: 'sleeper',
      command: node,
      args: ['-e', 'console.log("pid", process.pid); setInterval(() => {}, 1000)'],
      ready: { stdout: /never printed/ },
      // Long enough for node to start and print on a loaded 2-core box, so the tail has its line.
      readyTimeoutMs: 4000,
    })
    const error = await started.then(
      () => new Error('started unexpectedly'),
      (reason: Error) => reason,
    )
    expect(error.message).toMatch(
      /^sleeper not ready after 4000 ms \(waiting for stdout matching \/never printed\/\)\nLast log lines:\n {2}pid \d+$/,
    )
    expect(alive(Number(/pid (\d+)/.exec(error.message)?.[1]))).toBe(false)
  })

  it('reports an exit before readiness', async () => {
    const started = startProcess({
      name: 'crasher',
      command: node,
      args: ['-e', 'console.error("boom"); process.exit(3)'],
      ready: { stdout: /ready/ },
    })
    await expect(started).rejects.toThrow(
      /crasher exited \(code 3\) before it was ready[\s\S]*boom/,
    )
  })

  it('stops the whole process group, grandchildren that ignore SIGTERM included', async () => {
    // The grandchild ignores SIGTERM and prints its pid; only the group SIGKILL can end it.
    const grandchild = `process.on("SIGTERM", () => {}); console.log("pid", process.pid); setInterval(() => {}, 1000)`
    const parent = `const c = require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(grandchild)}], { stdio: "inherit" }); setInterval(() => {}, 1000)`
    const started = await startProcess({
      name: 'family',
      command: node,
      args: ['-e', parent],
      ready: { stdout: /^pid \d+$/ },
    })
    const pid = Number(started.logTail(1)[0]?.split(' ')[1])
    expect(alive(pid)).toBe(true)
    await started.stop()
    expect(alive(pid)).toBe(false)
  })
})
