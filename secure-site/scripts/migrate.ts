/**
 * Applies pending migrations to the configured database (DATABASE_URL, or the
 * embedded PGlite in AIRLOCK_DATA_DIR) and exits. The site also migrates on first use;
 * this is for deploy pipelines that want it done before traffic arrives.
 *
 *   pnpm --filter @airlock/secure-site migrate
 */
import { type AirlockConfig, ConfigError, loadConfig } from '../src/server/config/env'
import { createDb } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'

let config: AirlockConfig
try {
  config = loadConfig()
} catch (error) {
  // A configuration problem is the operator's to fix: say what, not where in our code.
  if (!(error instanceof ConfigError)) throw error
  console.error(`[airlock] ${error.message}`)
  process.exit(1)
}
const handle = await createDb(config)
try {
  const applied = await migrate(handle.db)
  const target = handle.kind === 'postgres' ? 'Postgres' : `PGlite in ${config.dataDir}`
  console.log(
    applied.length === 0
      ? `[airlock] ${target}: up to date`
      : `[airlock] ${target}: applied ${applied.join(', ')}`,
  )
} finally {
  await handle.close()
}
