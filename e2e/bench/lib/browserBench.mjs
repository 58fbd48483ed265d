// The frame the browser benchmarks (first-open, account-features) share: the local stack
// and Debian Chromium around the runs, each run in a fresh context (cold caches), and the
// closing report or the failures. Every wait has a time limit, so a stuck page ends a run,
// not the benchmark.
import { availableParallelism, loadavg } from 'node:os'
import { startBenchStack } from './benchStack.mjs'
import { loadTs } from './loadTs.mjs'
import { withTimeout } from './withTimeout.mjs'

/** How long one step (a launch, a new or closed context, a page wait) may take. */
export const STEP_MS = 30_000

/** The first line of what `error` says, for a failures list. */
export const firstLine = (error) => String(error?.message ?? error).split('\n')[0]

/**
 * Starts the stack and Chromium, runs `body(stack, browser)`, then closes both whatever
 * happens; the process exits with 1 when `body` returns false.
 */
export async function withStackAndBrowser(body) {
  const { launchChromium } = await loadTs('browser/launch.ts')
  const stack = await startBenchStack()
  try {
    const browser = await withTimeout(launchChromium(), STEP_MS, 'launching Chromium')
    try {
      if ((await body(stack, browser)) === false) process.exitCode = 1
    } finally {
      await withTimeout(browser.close(), STEP_MS, 'closing the browser').catch(() => {})
    }
  } finally {
    await stack.stop()
  }
}

/**
 * Runs `measure(context)` in a fresh context within `runMs`; closing the context also ends
 * whatever a timed-out run was still waiting for.
 */
export async function inFreshContext(browser, what, runMs, measure) {
  const context = await withTimeout(browser.newContext(), STEP_MS, 'a new context')
  try {
    return await withTimeout(measure(context), runMs, what)
  } finally {
    await withTimeout(context.close(), STEP_MS, 'closing the context').catch(() => {})
  }
}

/**
 * Prints the failures when no run succeeded (and returns false), else the machine's load
 * and `report()`.
 */
export function reportRuns(results, failures, report) {
  if (results.length === 0) {
    for (const failure of failures) console.log(`failed ${failure}`)
    return false
  }
  // Timings on a shared machine mean little without its load beside them.
  const [load] = loadavg()
  console.log(`machine: ${availableParallelism()} cores, load average ${load.toFixed(1)}`)
  report()
  return true
}
