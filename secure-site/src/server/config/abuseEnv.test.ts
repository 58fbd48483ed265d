import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS, RATE_LIMITS } from '../ratelimit/limits'
import { DEFAULT_PRUNE_INTERVAL_S, loadAbuseConfig, parseDuration } from './abuseEnv'
import { loadConfig } from './env'

function load(env: Record<string, string>) {
  const problems: string[] = []
  const config = loadAbuseConfig((name) => env[name], problems)
  return { config, problems }
}

describe('loadAbuseConfig', () => {
  it('has the documented defaults', () => {
    const { config, problems } = load({})
    expect(problems).toEqual([])
    expect(config.rateLimits.loginMailsPerIp).toEqual({ limit: 20, windowS: 600 })
    expect(config.rateLimits.loginMailsPerEmail).toEqual({ limit: 5, windowS: 3600 })
    expect(config.rateLimits.wrongCodesPerIp).toEqual({ limit: 30, windowS: 600 })
    expect(config.rateLimits.newAccountsPerIp).toEqual({ limit: 10, windowS: 3600 })
    expect(config.rateLimits.rpcPerSession).toEqual({ limit: 600, windowS: 60 })
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS)
    expect(config.trustedProxies).toEqual({ kind: 'socket' })
    expect(config.pruneIntervalS).toBe(DEFAULT_PRUNE_INTERVAL_S)
    expect(config.cronSecret).toBeUndefined()
  })

  it('reads every limit as <count>/<window>', () => {
    const env = Object.fromEntries(
      Object.values(RATE_LIMITS).map((limit, index) => [
        limit.variable,
        `${index + 1}/${index + 1}m`,
      ]),
    )
    const { config, problems } = load(env)
    expect(problems).toEqual([])
    expect(Object.values(config.rateLimits)).toEqual(
      Object.values(RATE_LIMITS).map((_, index) => ({
        limit: index + 1,
        windowS: (index + 1) * 60,
      })),
    )
    expect(
      load({ AIRLOCK_LIMIT_RPC_PER_SESSION: '1000 / 30s' }).config.rateLimits.rpcPerSession,
    ).toEqual({
      limit: 1000,
      windowS: 30,
    })
  })

  it('names the variable of every bad limit', () => {
    for (const bad of ['20', '0/10m', '20/0m', '20/10d', '20/25h', 'lots/1h', '20/m']) {
      expect(load({ AIRLOCK_LIMIT_WRONG_CODES_PER_IP: bad }).problems).toEqual([
        `AIRLOCK_LIMIT_WRONG_CODES_PER_IP must be <count>/<window> such as 20/10m (count 1-1000000, window 1s-24h), got "${bad}"`,
      ])
    }
  })

  it('reads the prune interval and the cron secret', () => {
    expect(load({ AIRLOCK_PRUNE_INTERVAL: '15m' }).config.pruneIntervalS).toBe(900)
    expect(load({ AIRLOCK_PRUNE_INTERVAL: 'off' }).config.pruneIntervalS).toBeNull()
    for (const bad of ['30s', '2d', 'soon']) {
      expect(load({ AIRLOCK_PRUNE_INTERVAL: bad }).problems).toEqual([
        `AIRLOCK_PRUNE_INTERVAL must be off or a duration from 1m to 24h such as 30m, got "${bad}"`,
      ])
    }
    expect(load({ CRON_SECRET: 'a'.repeat(32) }).config.cronSecret).toBe('a'.repeat(32))
    expect(load({ CRON_SECRET: 'short' }).problems).toEqual([
      'CRON_SECRET must be at least 16 characters',
    ])
  })

  it('trusts Vercel’s headers on Vercel unless told otherwise', () => {
    expect(load({ VERCEL: '1' }).config.trustedProxies).toEqual({ kind: 'vercel' })
    expect(load({ VERCEL: '1', AIRLOCK_TRUSTED_PROXIES: 'none' }).config.trustedProxies).toEqual({
      kind: 'socket',
    })
  })
})

describe('parseDuration', () => {
  it('reads seconds, minutes and hours', () => {
    expect(parseDuration('45s')).toBe(45)
    expect(parseDuration('10m')).toBe(600)
    expect(parseDuration('2h')).toBe(7200)
    expect(parseDuration('0s')).toBeUndefined()
    expect(parseDuration('10')).toBeUndefined()
  })
})

describe('loadConfig with abuse limits', () => {
  it('lists limit problems with the others, each naming its variable', () => {
    const env = {
      AIRLOCK_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'airlock-abuse-env-')),
      PORT: 'x',
      AIRLOCK_LIMIT_LOGIN_MAILS_PER_IP: 'many',
      AIRLOCK_TRUSTED_PROXIES: 'everyone',
    }
    expect(() => loadConfig(env, { warn: () => {} })).toThrow(
      /PORT must be[\s\S]*AIRLOCK_LIMIT_LOGIN_MAILS_PER_IP must be[\s\S]*AIRLOCK_TRUSTED_PROXIES must be/,
    )
  })

  it('puts the limits into the config', () => {
    const env = {
      AIRLOCK_DEV: '1',
      AIRLOCK_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'airlock-abuse-env-')),
      AIRLOCK_LIMIT_NEW_ACCOUNTS_PER_IP: '3/1h',
      AIRLOCK_TRUSTED_PROXIES: '1',
    }
    const config = loadConfig(env, { warn: () => {} })
    expect(config.rateLimits.newAccountsPerIp).toEqual({ limit: 3, windowS: 3600 })
    expect(config.trustedProxies).toEqual({ kind: 'hops', hops: 1 })
  })
})

describe('infra/ENV.md', () => {
  it('documents every limit with its default, and the other abuse variables', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../infra/ENV.md'), 'utf8')
    const window = (seconds: number) =>
      seconds % 3600 === 0
        ? `${seconds / 3600}h`
        : seconds % 60 === 0
          ? `${seconds / 60}m`
          : `${seconds}s`
    for (const { variable, counts, limit, windowS } of Object.values(RATE_LIMITS)) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${variable}\``))
      expect(row, variable).toContain(counts)
      expect(row, variable).toContain(`\`${limit}/${window(windowS)}\``)
    }
    for (const variable of ['AIRLOCK_TRUSTED_PROXIES', 'AIRLOCK_PRUNE_INTERVAL', 'CRON_SECRET']) {
      expect(doc).toContain(`\`${variable}\``)
    }
  })
})
