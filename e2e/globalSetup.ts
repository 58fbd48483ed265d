import type { FullConfig } from '@playwright/test'
import { startStack } from './stack/stack'
import { readStackInfo } from './stack/stackInfo'

/**
 * Builds what is stale, then starts the local stack once for the whole run; the returned
 * function is the teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  // For working on one suite: keep a stack running (`node --import tsx stack/cli.ts`)
  // and point the runs at it instead of starting one per run.
  if (process.env.AIRLOCK_E2E_REUSE_STACK === '1') {
    readStackInfo()
    console.log('[stack] reusing the running stack described by .stack.json')
    return async () => {}
  }
  const startedAt = performance.now()
  const stack = await startStack()
  const { info } = stack
  const services = [
    ...Object.keys(info.chains),
    ...Object.keys(info.solanaChains),
    ...(info.bitcoin ? [`bitcoin esplora ${info.bitcoin.esploraUrl}`] : []),
    'smtp-sink',
    ...(info.secureSite ? [`secure-site ${info.secureSite.url}`] : []),
    ...(info.dapp ? [`dapp ${info.dapp.url}`] : []),
    ...(info.wagmiDapp ? [`wagmi dapp ${info.wagmiDapp.url}`] : []),
    ...(info.dappVariants ? ['dapp on 127.0.0.2 and 127.0.0.3'] : []),
    ...(info.postgres ? [`2 secure sites on Postgres behind ${info.postgres.url}`] : []),
  ]
  console.log(
    `[stack] ${services.join(', ')} up in ${Math.round(performance.now() - startedAt)} ms`,
  )
  return () => stack.stop()
}
