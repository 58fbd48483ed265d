import type { FullConfig } from '@playwright/test'
import { startStack } from './stack/stack'

/** Starts the local stack once for the whole run; the returned function is the teardown. */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const startedAt = performance.now()
  const stack = await startStack()
  const services = [
    ...Object.keys(stack.info.chains),
    'smtp-sink',
    ...(stack.info.secureSite ? ['secure-site'] : []),
    ...(stack.info.dapp ? ['dapp'] : []),
  ]
  console.log(
    `[stack] ${services.join(', ')} up in ${Math.round(performance.now() - startedAt)} ms`,
  )
  return () => stack.stop()
}
