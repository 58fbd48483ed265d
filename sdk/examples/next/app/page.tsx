import { connection } from 'next/server'
import { Dapp } from './Dapp'
import { readDappConfig } from './dappConfig'

/**
 * A server component. It reads the configuration per request, so one build
 * runs against any secure site and project: `next start` with
 * NEXT_PUBLIC_AIRLOCK_* set is enough.
 */
export default async function Page() {
  await connection()
  return <Dapp config={readDappConfig(process.env)} />
}
