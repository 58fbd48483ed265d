/**
 * What every API action needs, assembled once per process: the config, the shared
 * database, the key vault and the mailer. Actions take it as an argument, so tests
 * pass their own (an in-memory database, a spy mailer, a fixed clock). Every request
 * that takes it also gives the prune schedule its chance (maintenance/pruneSchedule.ts).
 */
import { type Clock, systemClock } from '../clock'
import { type AirlockConfig, getConfig } from '../config/env'
import type { Db } from '../db/client'
import type { FarcasterRegistry } from '../farcaster/registry'
import { afterResponse } from '../http/afterResponse'
import { createMailer, type Mailer } from '../mail/mailer'
import { schedulePrune } from '../maintenance/pruneSchedule'
import { createEnvKeyVault } from '../vault/envKeyVault'
import type { KeyVault } from '../vault/keyVault'
import { database } from './database'

export interface ApiContext {
  config: AirlockConfig
  db: Db
  vault: KeyVault
  mailer: Mailer
  clock: Clock
  /** Tests pass a fake; otherwise read through config.farcaster's RPC (farcaster/registry.ts). */
  farcasterRegistry?: FarcasterRegistry
}

let cached: Promise<ApiContext> | undefined

export async function apiContext(): Promise<ApiContext> {
  const context = await processContext()
  schedulePrune(context, afterResponse)
  return context
}

function processContext(): Promise<ApiContext> {
  cached ??= (async () => {
    const config = getConfig()
    const db = await database()
    return {
      config,
      db,
      vault: createEnvKeyVault(config.kek),
      mailer: createMailer(config, db),
      clock: systemClock,
    }
  })().catch((error: unknown) => {
    cached = undefined
    throw error
  })
  return cached
}
