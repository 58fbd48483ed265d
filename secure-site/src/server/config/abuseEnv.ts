/**
 * The abuse-bound variables of the environment (infra/ENV.md › Abuse limits): rate
 * limits, which proxy headers name the client, and the prune schedule. Kept apart
 * from env.ts so that file only calls in; every problem names its variable.
 */
import { parseTrustedProxies, type TrustedProxies } from '../clientIp/trustedProxies'
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_NAMES,
  RATE_LIMITS,
  type RateLimitConfig,
  type RateLimitRule,
} from '../ratelimit/limits'

export interface AbuseConfig {
  rateLimits: RateLimitConfig
  trustedProxies: TrustedProxies
  /** Seconds between opportunistic prunes (one instance at a time); null: off. */
  pruneIntervalS: number | null
  /** CRON_SECRET: the bearer token of GET /api/cron/prune; unset, the route answers 404. */
  cronSecret: string | undefined
}

export const DEFAULT_PRUNE_INTERVAL_S = 60 * 60

const UNIT_S = { s: 1, m: 60, h: 3600 } as const
const MAX_WINDOW_S = 24 * 3600
const MAX_LIMIT = 1_000_000
const MIN_CRON_SECRET = 16

/** `90s`, `10m`, `1h` → seconds; undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,6})\s*([smh])$/.exec(text.trim())
  if (!match) return undefined
  const seconds = Number(match[1]) * UNIT_S[match[2] as keyof typeof UNIT_S]
  return seconds >= 1 ? seconds : undefined
}

/** `20/10m` → 20 requests per 600 s. */
function parseRule(name: string, text: string, problems: string[]): RateLimitRule | undefined {
  const match = /^(\d{1,7})\s*\/\s*(.+)$/.exec(text)
  const limit = match ? Number(match[1]) : Number.NaN
  const windowS = match?.[2] ? parseDuration(match[2]) : undefined
  if (limit >= 1 && limit <= MAX_LIMIT && windowS !== undefined && windowS <= MAX_WINDOW_S) {
    return { limit, windowS }
  }
  problems.push(
    `${name} must be <count>/<window> such as 20/10m (count 1-${MAX_LIMIT}, window 1s-24h), got "${text.slice(0, 40)}"`,
  )
  return undefined
}

export function loadAbuseConfig(
  read: (name: string) => string | undefined,
  problems: string[],
): AbuseConfig {
  const rateLimits = { ...DEFAULT_RATE_LIMITS }
  for (const name of RATE_LIMIT_NAMES) {
    const { variable } = RATE_LIMITS[name]
    const text = read(variable)
    const rule = text === undefined ? undefined : parseRule(variable, text, problems)
    if (rule) rateLimits[name] = rule
  }

  const trustedProxies = parseTrustedProxies(
    read('AIRLOCK_TRUSTED_PROXIES'),
    read('VERCEL') === '1',
    problems,
  )

  let pruneIntervalS: number | null = DEFAULT_PRUNE_INTERVAL_S
  const prune = read('AIRLOCK_PRUNE_INTERVAL')
  if (prune !== undefined) {
    const seconds = prune.toLowerCase() === 'off' ? null : parseDuration(prune)
    if (seconds === undefined || (seconds !== null && (seconds < 60 || seconds > MAX_WINDOW_S))) {
      problems.push(
        `AIRLOCK_PRUNE_INTERVAL must be off or a duration from 1m to 24h such as 30m, got "${prune.slice(0, 40)}"`,
      )
    } else {
      pruneIntervalS = seconds
    }
  }

  const cronSecret = read('CRON_SECRET')
  if (cronSecret !== undefined && cronSecret.length < MIN_CRON_SECRET) {
    problems.push(`CRON_SECRET must be at least ${MIN_CRON_SECRET} characters`)
  }

  return {
    rateLimits,
    trustedProxies,
    pruneIntervalS,
    cronSecret:
      cronSecret !== undefined && cronSecret.length >= MIN_CRON_SECRET ? cronSecret : undefined,
  }
}
