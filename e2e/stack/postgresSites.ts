import { randomSecret, type SecureSite, startSecureSite } from './secureSite'
import type { PostgresSites, ServedApp } from './stackInfo'
import { startSwitchProxy } from './switchProxy'

/** The database the e2e secure sites use, apart from the unit tests' `airlock_test`. */
export const E2E_DATABASE = 'airlock_test_2'

/**
 * AIRLOCK_E2E_DATABASE_URL when set; else DATABASE_URL with its database replaced by
 * airlock_test_2 (CI creates both, see .ci/run); null when neither is set.
 */
export function e2eDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const explicit = env.AIRLOCK_E2E_DATABASE_URL?.trim()
  if (explicit) return explicit
  const shared = env.DATABASE_URL?.trim()
  if (!shared) return null
  const url = new URL(shared)
  url.pathname = `/${E2E_DATABASE}`
  return url.toString()
}

/**
 * Whether the e2e suites that need Postgres run: locally they skip without a database;
 * in CI (CI set) a missing one is a broken setup, and skipping would hide it.
 */
export function runPostgresSuites(env: NodeJS.ProcessEnv = process.env): boolean {
  if (e2eDatabaseUrl(env)) return true
  if (env.CI) throw new Error(POSTGRES_REQUIRED_IN_CI)
  return false
}

export const POSTGRES_REQUIRED_IN_CI =
  'DATABASE_URL is not set but CI is: the Postgres suites must run in CI, not skip'

export interface StartPostgresSitesOptions {
  databaseUrl: string
  smtpUrl: string
  chains: Record<string, string>
  projects?: { id: string; origins: string[] }[]
}

/**
 * Two secure-site processes on one Postgres with the same KEK and session secret, behind
 * one origin that starts on backend "a". Both start together: their migrations race for
 * the advisory lock, which is part of what this proves. They run as production does
 * (no AIRLOCK_DEV): every secret and SMTP given, HSTS on, no dev inbox.
 */
export async function startPostgresSites(
  options: StartPostgresSitesOptions,
): Promise<PostgresSites & { stop(): Promise<void> }> {
  const kek = randomSecret()
  const sessionSecret = randomSecret()
  const started: { stop(): Promise<void> }[] = []
  const stopAll = () => Promise.all(started.map((service) => service.stop())).then(() => {})
  try {
    // The proxy first: its origin is the public URL the sites put in approval links.
    const backendUrls: Record<'a' | 'b', string> = { a: '', b: '' }
    const proxy = await startSwitchProxy(backendUrls, 'a')
    started.push(proxy)
    const start = (name: 'a' | 'b') =>
      startSecureSite({
        name: `secure-site:pg-${name}`,
        smtpUrl: options.smtpUrl,
        chains: options.chains,
        ...(options.projects ? { projects: options.projects } : {}),
        databaseUrl: options.databaseUrl,
        kek,
        sessionSecret,
        publicUrl: proxy.url,
        dev: false,
      }).then((site) => {
        started.push(site)
        backendUrls[name] = site.url
        return site
      })
    const results = await Promise.allSettled([start('a'), start('b')])
    for (const result of results) if (result.status === 'rejected') throw result.reason
    const [a, b] = results.map((result) => (result as PromiseFulfilledResult<SecureSite>).value)
    if (!a || !b) throw new Error('postgres sites did not start')
    const served = (site: SecureSite): ServedApp => ({ url: site.url, port: site.port })
    return {
      url: proxy.url,
      controlUrl: proxy.controlUrl,
      backends: { a: served(a), b: served(b) },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
