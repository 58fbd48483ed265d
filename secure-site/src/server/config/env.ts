/**
 * The secure site's whole configuration, read once from the environment and validated
 * before anything starts. Every problem names its variable; all problems are reported
 * together so an operator fixes them in one go. infra/ENV.md documents each variable.
 */

import path from 'node:path'
import { isCaipNetworkId, isValidOriginPattern } from '@airlock/protocol'
import { z } from 'zod'
import { SiteError } from '../../shared/siteError'
import { type FarcasterConfig, loadFarcasterConfig } from '../farcaster/farcasterEnv'
import type { SocialConfig } from '../social/providers'
import { loadSocialConfig } from '../social/socialEnv'
import { type AbuseConfig, loadAbuseConfig } from './abuseEnv'
import { decodeBase64, decodeBase64Exact, loadOrCreateSecret } from './generatedSecret'
import { packageRoot } from './packageRoot'

export interface ProjectConfig {
  id: string
  /** Origin patterns as isAllowedOrigin reads them; the protocol's defaults are added there. */
  origins: string[]
  /** false: only `origins` may embed the frame, not the protocol's defaults (localhost, *.vercel.app…). */
  defaultOrigins: boolean
}

export interface AirlockConfig extends AbuseConfig {
  port: number
  /** Set: shared Postgres (production). Unset: embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined
  dataDir: string
  /** Key-encryption key: 32 bytes. Never log it. */
  kek: Uint8Array
  /** HMAC key for access tokens and code hashes: at least 32 bytes. Never log it. */
  sessionSecret: Uint8Array
  /** Set: mail goes out over SMTP. Unset: mail is printed and kept in the dev inbox. */
  smtpUrl: string | undefined
  mailFrom: string
  projects: ProjectConfig[]
  /** CAIP-2 network id → JSON-RPC URL the signer uses for that chain. */
  chains: Record<string, string>
  /** This site's own origin, without a trailing slash (device-approval links). */
  publicUrl: string
  /** Which secrets came from files in `dataDir` rather than the environment (dev only). */
  generated: { kek: boolean; sessionSecret: boolean }
  /**
   * AIRLOCK_DEV=1: development conveniences (generated secrets, mail on the console and
   * in the dev inbox, loopback RPC URLs from the host, no HSTS). Never in production.
   */
  dev: boolean
  /** A sign-in's absolute lifetime, however often it is refreshed (AIRLOCK_SESSION_LIFETIME_DAYS). */
  sessionLifetimeS: number
  /** The social providers with credentials (AIRLOCK_SOCIAL_*); absent ones are unavailable. */
  social: SocialConfig
  /** Sign In With Farcaster (AIRLOCK_FARCASTER_*); undefined: not enabled on this site. */
  farcaster: FarcasterConfig | undefined
}

/** The environment does not make a working site; the message lists every problem. */
export class ConfigError extends SiteError<'CONFIG_INVALID'> {
  override readonly name = 'ConfigError'
  constructor(message: string) {
    super('CONFIG_INVALID', message)
  }
}

export const DEFAULT_PORT = 3001
export const DEFAULT_MAIL_FROM = 'Airlock <no-reply@localhost>'
export const KEK_FILE = 'kek'
export const SESSION_SECRET_FILE = 'session-secret'
export const DEFAULT_SESSION_LIFETIME_DAYS = 30

const SECRET_HINT = 'generate one with: openssl rand -base64 32'

const projectsSchema = z
  .array(
    z.strictObject({
      id: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'id must be 1-128 of A-Z a-z 0-9 . _ -'),
      origins: z.array(
        z.string().refine(isValidOriginPattern, { message: 'is not a valid origin pattern' }),
      ),
      defaultOrigins: z.boolean({ error: 'must be true or false' }).default(true),
    }),
  )
  .refine((list) => new Set(list.map((project) => project.id)).size === list.length, {
    message: 'project ids must be unique',
  })

const chainsSchema = z
  .record(z.string(), z.string().refine(isHttpUrl, { message: 'must be an http(s) URL' }))
  .superRefine((chains, context) => {
    // Checked here rather than as a key schema so the message names the bad key.
    for (const key of Object.keys(chains)) {
      if (!isCaipNetworkId(key)) {
        context.addIssue({ code: 'custom', path: [key], message: 'is not a CAIP-2 network id' })
      }
    }
  })

export interface LoadConfigOptions {
  /** Where the loud dev-secret warnings go; tests pass a spy. */
  warn?: (message: string) => void
}

/**
 * Parses `env` into a config. Pure apart from one development convenience: with
 * AIRLOCK_DEV=1 and no DATABASE_URL, a missing AIRLOCK_KEK or AIRLOCK_SESSION_SECRET is
 * generated into the data folder (mode 0600) and reused on the next start.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): AirlockConfig {
  const warn = options.warn ?? console.warn
  const read = (name: string) => {
    const value = env[name]?.trim()
    // `FOO=` in a .env file means unset, not "the empty string".
    return value === undefined || value === '' ? undefined : value
  }
  const problems: string[] = []

  // Production safety: development conveniences exist only with AIRLOCK_DEV=1.
  const dev = parseDevSwitch(read('AIRLOCK_DEV'), problems)
  const sessionLifetimeS = parseSessionLifetime(read('AIRLOCK_SESSION_LIFETIME_DAYS'), problems)

  const port = parsePort(read('PORT'), problems)
  const databaseUrl = read('DATABASE_URL')
  if (databaseUrl !== undefined && !/^postgres(?:ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL')
  }
  const dataDir = path.resolve(read('AIRLOCK_DATA_DIR') ?? path.join(packageRoot(), '.data'))

  const smtpUrl = read('SMTP_URL')
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL')
  }
  const mailFrom = read('MAIL_FROM') ?? DEFAULT_MAIL_FROM
  const projects = parseJson(
    'AIRLOCK_PROJECTS',
    read('AIRLOCK_PROJECTS'),
    projectsSchema,
    [],
    problems,
  )
  const chains = parseJson('AIRLOCK_CHAINS', read('AIRLOCK_CHAINS'), chainsSchema, {}, problems)
  const publicUrl = parsePublicUrl(read('AIRLOCK_PUBLIC_URL'), port, problems)

  const kekText = read('AIRLOCK_KEK')
  let kek = kekText === undefined ? undefined : decodeBase64Exact(kekText, 32)
  if (kekText !== undefined && !kek) {
    problems.push(`AIRLOCK_KEK must be base64 of exactly 32 bytes (${SECRET_HINT})`)
  }
  const secretText = read('AIRLOCK_SESSION_SECRET')
  let sessionSecret = secretText === undefined ? undefined : decodeBase64(secretText)
  if (secretText !== undefined && (!sessionSecret || sessionSecret.length < 32)) {
    sessionSecret = undefined
    problems.push(`AIRLOCK_SESSION_SECRET must be base64 of at least 32 bytes (${SECRET_HINT})`)
  }
  // Outside development every secret and the mail server come from the environment,
  // embedded database or not. In development a shared database still needs real
  // secrets: one generated on one instance's disk would differ per instance.
  const required = (name: string, value: string | undefined, why: string | undefined) => {
    if (value === undefined && why !== undefined) problems.push(`${name} is required ${why}`)
  }

  // ── Abuse limits (config/abuseEnv.ts): rate limits, trusted proxies, prune schedule ──
  const abuse = loadAbuseConfig(read, problems)
  const social = loadSocialConfig(read, dev, problems)
  const farcaster = loadFarcasterConfig(read, dev, problems)
  // ─────────────────────────────────────────────────────────────────────────────────────

  const secretsWhy = !dev ? OUTSIDE_DEV : databaseUrl !== undefined ? WITH_DATABASE : undefined
  required('AIRLOCK_KEK', kekText, secretsWhy)
  required('AIRLOCK_SESSION_SECRET', secretText, secretsWhy)
  required('SMTP_URL', smtpUrl, dev ? undefined : OUTSIDE_DEV)
  if (problems.length > 0) throw new ConfigError(formatProblems(problems))

  const generated = { kek: false, sessionSecret: false }
  if (!kek) {
    const secret = loadOrCreateSecret(dataDir, KEK_FILE)
    kek = secret.value
    generated.kek = true
    warn(devSecretWarning('AIRLOCK_KEK', 'key-encryption key', secret.file, secret.created))
  }
  if (!sessionSecret) {
    const secret = loadOrCreateSecret(dataDir, SESSION_SECRET_FILE)
    sessionSecret = secret.value
    generated.sessionSecret = true
    warn(devSecretWarning('AIRLOCK_SESSION_SECRET', 'session secret', secret.file, secret.created))
  }

  return {
    port,
    databaseUrl,
    dataDir,
    kek,
    sessionSecret,
    smtpUrl,
    mailFrom,
    projects,
    chains,
    publicUrl,
    generated,
    ...abuse,
    dev,
    sessionLifetimeS,
    social,
    farcaster,
  }
}

const OUTSIDE_DEV = 'outside development (AIRLOCK_DEV=1)'
const WITH_DATABASE = 'when DATABASE_URL is set'

function parseDevSwitch(text: string | undefined, problems: string[]): boolean {
  if (text === undefined || text === '0') return false
  if (text === '1') return true
  problems.push(`AIRLOCK_DEV must be 1 (development) or 0, got "${text.slice(0, 20)}"`)
  return false
}

function parseSessionLifetime(text: string | undefined, problems: string[]): number {
  const days = text === undefined ? DEFAULT_SESSION_LIFETIME_DAYS : Number(text)
  if (text !== undefined && (!/^\d+$/.test(text) || days < 1 || days > 365)) {
    problems.push(
      `AIRLOCK_SESSION_LIFETIME_DAYS must be a whole number of days from 1 to 365, got "${text.slice(0, 20)}"`,
    )
    return DEFAULT_SESSION_LIFETIME_DAYS * DAY_S
  }
  return days * DAY_S
}

const DAY_S = 24 * 60 * 60

let cached: AirlockConfig | undefined

/** The process-wide config, loaded on first use. */
export function getConfig(): AirlockConfig {
  cached ??= loadConfig()
  return cached
}

/**
 * AIRLOCK_DEV of the process-wide config, for response headers; false (the production
 * answer: HSTS on) when the config does not load, so a broken config never relaxes them.
 */
export function isDevelopment(): boolean {
  try {
    return getConfig().dev
  } catch {
    return false
  }
}

function parsePort(text: string | undefined, problems: string[]): number {
  if (text === undefined) return DEFAULT_PORT
  const port = Number(text)
  if (!/^\d+$/.test(text) || port < 1 || port > 65_535) {
    problems.push(`PORT must be a port number between 1 and 65535, got "${text.slice(0, 20)}"`)
    return DEFAULT_PORT
  }
  return port
}

function parsePublicUrl(text: string | undefined, port: number, problems: string[]): string {
  if (text === undefined) return `http://localhost:${port}`
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  // Links built from it must land on this site, so only a bare http(s) origin is taken.
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, '')) {
    problems.push('AIRLOCK_PUBLIC_URL must be an origin such as https://wallet.example.com')
    return `http://localhost:${port}`
  }
  return url.origin
}

function parseJson<T>(
  name: string,
  text: string | undefined,
  schema: z.ZodType<T>,
  fallback: T,
  problems: string[],
): T {
  if (text === undefined) return fallback
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    problems.push(`${name} must be valid JSON`)
    return fallback
  }
  const result = schema.safeParse(json)
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    const where = issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : ''
    problems.push(`${name}${where}: ${issue.message}`)
  }
  return fallback
}

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

function formatProblems(problems: string[]): string {
  // One problem reads best as itself: 'AIRLOCK_KEK is required when DATABASE_URL is set'.
  if (problems.length === 1) return problems[0] ?? ''
  return `Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`
}

function devSecretWarning(variable: string, what: string, file: string, created: boolean) {
  const action = created ? 'Generated a new' : 'Using the generated'
  return [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    `!! ${variable} is not set. ${action} development ${what} in`,
    `!!   ${file}`,
    '!! Anyone who can read that file can use it. Never deploy this way: set',
    `!! ${variable} from a secret store (${SECRET_HINT}).`,
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  ].join('\n')
}
