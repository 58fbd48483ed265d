/**
 * Everything a route handler needs, built once per process from the environment:
 * config, database (migrated), key vault and mailer. Handlers call
 * `await getServerContext()` and pass the parts to the modules.
 */
import { type AirlockConfig, getConfig } from './config/env'
import { type Db, getDb } from './db/client'
import { createMailer, type Mailer } from './mail/mailer'
import { createEnvKeyVault } from './vault/envKeyVault'
import type { KeyVault } from './vault/keyVault'

export interface ServerContext {
  config: AirlockConfig
  db: Db
  vault: KeyVault
  mailer: Mailer
}

/** On globalThis for the same reason as getDb: one context per process, however bundled. */
const CONTEXT_KEY = Symbol.for('airlock.server.context')
type ContextHolder = { [CONTEXT_KEY]?: Promise<ServerContext> }

export function getServerContext(): Promise<ServerContext> {
  const holder = globalThis as ContextHolder
  const existing = holder[CONTEXT_KEY]
  if (existing) return existing
  const building = (async () => {
    const config = getConfig()
    const db = await getDb()
    return { config, db, vault: createEnvKeyVault(config.kek), mailer: createMailer(config, db) }
  })().catch((error: unknown) => {
    if (holder[CONTEXT_KEY] === building) delete holder[CONTEXT_KEY]
    throw error
  })
  holder[CONTEXT_KEY] = building
  return building
}
