// CPU time (user + system) that processes have used, read from /proc (Linux only; empty
// elsewhere). On a shared, busy machine the wall-clock figures depend on the neighbours;
// CPU per operation does much less, so the benchmarks print both.
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_S = 100 // USER_HZ: 100 on every Linux this runs on

function read(path) {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/** The pids whose command line (arguments joined by spaces) and environment match. */
export function findPids({ cmdline, env = [] }) {
  let entries
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  return entries.filter((entry) => {
    if (!/^\d+$/.test(entry)) return false
    const command = read(`/proc/${entry}/cmdline`)?.replaceAll('\0', ' ')
    if (!command || !cmdline.test(command)) return false
    if (env.length === 0) return true
    const environ = read(`/proc/${entry}/environ`)?.split('\0') ?? []
    return env.every((pair) => environ.includes(pair))
  })
}

/** CPU milliseconds used so far by each pid (a pid that is gone counts as absent). */
export function cpuMs(pids) {
  const out = new Map()
  for (const pid of pids) {
    const stat = read(`/proc/${pid}/stat`)
    if (!stat) continue
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    out.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S)
  }
  return out
}

/** CPU milliseconds used between two cpuMs() readings, summed over the pids. */
export function cpuSpent(before, after) {
  let total = 0
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0)
  return total
}
