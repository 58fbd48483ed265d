/**
 * The one database handle of this process, shared by proxy.ts and the route handlers.
 * db/client.ts keeps it on globalThis, so the proxy bundle and the app bundle (Next
 * bundles them apart) share one PGlite instance instead of opening the folder twice.
 */
import type { Db } from '../db/client'
import { getDb } from '../db/client'

export function database(): Promise<Db> {
  return getDb()
}
