/**
 * Starts the test stack and keeps it up until Ctrl-C, for working on one suite:
 *   node --import tsx stack/cli.ts            (from e2e/; writes .stack.json)
 *   AIRLOCK_E2E_REUSE_STACK=1 pnpm exec playwright test tests/signing.spec.ts
 */
import { startStack } from './stack'

const startedAt = performance.now()
const stack = await startStack()
console.log(JSON.stringify(stack.info, null, 2))
console.log(`stack up in ${Math.round(performance.now() - startedAt)} ms; Ctrl-C stops it`)
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: a listener must stay, or processes.ts re-raises the signal and the
  // process dies before stop() has removed .stack.json.
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void stack.stop().then(() => process.exit(0))
  })
}
// Keeps the event loop alive until a signal arrives.
setInterval(() => {}, 1 << 30)
