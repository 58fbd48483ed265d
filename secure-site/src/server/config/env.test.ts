import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_MAIL_FROM, KEK_FILE, loadConfig, SESSION_SECRET_FILE } from './env'

const KEK = Buffer.alloc(32, 7).toString('base64')
const SECRET = Buffer.alloc(48, 9).toString('base64')

function tempDir() {
  return mkdtempSync(path.join(tmpdir(), 'airlock-env-'))
}

/** A complete production-like environment; tests remove or break one thing. */
function prodEnv(overrides: Record<string, string | undefined> = {}) {
  return {
    DATABASE_URL: 'postgres://airlock:airlock@127.0.0.1:5432/airlock',
    AIRLOCK_KEK: KEK,
    AIRLOCK_SESSION_SECRET: SECRET,
    SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
    AIRLOCK_DATA_DIR: tempDir(),
    ...overrides,
  }
}

/** The error loadConfig throws for `env`, or null when it takes it. */
function configError(env: Record<string, string | undefined>): string | null {
  try {
    loadConfig(env, { warn: () => {} })
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('loadConfig', () => {
  it('applies the defaults (in development, where secrets may be generated)', () => {
    const warn = vi.fn()
    const dataDir = tempDir()
    const config = loadConfig({ AIRLOCK_DEV: '1', AIRLOCK_DATA_DIR: dataDir }, { warn })
    expect(config.dev).toBe(true)
    expect(config.sessionLifetimeS).toBe(30 * 24 * 60 * 60)
    expect(config.port).toBe(3001)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toBe(dataDir)
    expect(config.smtpUrl).toBeUndefined()
    expect(config.mailFrom).toBe(DEFAULT_MAIL_FROM)
    expect(config.projects).toEqual([])
    expect(config.chains).toEqual({})
    expect(config.publicUrl).toBe('http://localhost:3001')
  })

  it('defaults the data folder to .data in the package', () => {
    const config = loadConfig(prodEnv({ AIRLOCK_DATA_DIR: undefined }))
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../.data'))
  })

  it('reads every variable', () => {
    const config = loadConfig(
      prodEnv({
        PORT: '4000',
        SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
        MAIL_FROM: 'Wallet <wallet@example.com>',
        AIRLOCK_PROJECTS: JSON.stringify([
          { id: 'demo', origins: ['https://app.example.com', 'https://*.example.org'] },
        ]),
        AIRLOCK_CHAINS: JSON.stringify({ 'eip155:1': 'https://rpc.example.com' }),
        AIRLOCK_PUBLIC_URL: 'https://wallet.example.com/',
        AIRLOCK_SESSION_LIFETIME_DAYS: '7',
      }),
    )
    expect(config.port).toBe(4000)
    expect(config.databaseUrl).toBe('postgres://airlock:airlock@127.0.0.1:5432/airlock')
    expect(Buffer.from(config.kek).toString('base64')).toBe(KEK)
    expect(config.sessionSecret).toHaveLength(48)
    expect(config.smtpUrl).toBe('smtp://user:pass@127.0.0.1:2525')
    expect(config.mailFrom).toBe('Wallet <wallet@example.com>')
    expect(config.projects).toEqual([
      {
        id: 'demo',
        origins: ['https://app.example.com', 'https://*.example.org'],
        defaultOrigins: true,
      },
    ])
    expect(config.chains).toEqual({ 'eip155:1': 'https://rpc.example.com' })
    expect(config.publicUrl).toBe('https://wallet.example.com')
    expect(config.generated).toEqual({ kek: false, sessionSecret: false })
    expect(config.dev).toBe(false)
    expect(config.sessionLifetimeS).toBe(7 * 24 * 60 * 60)
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig(prodEnv({ PORT: '', MAIL_FROM: '' }))).toMatchObject({
      port: 3001,
      mailFrom: DEFAULT_MAIL_FROM,
    })
    expect(configError(prodEnv({ SMTP_URL: '' }))).toBe(
      'SMTP_URL is required outside development (AIRLOCK_DEV=1)',
    )
  })

  it('refuses a KEK that is not base64 of exactly 32 bytes, naming the variable', () => {
    for (const bad of ['not base64!', Buffer.alloc(31).toString('base64'), 'AAAA']) {
      expect(() => loadConfig(prodEnv({ AIRLOCK_KEK: bad }))).toThrow(
        /^AIRLOCK_KEK must be base64 of exactly 32 bytes/,
      )
    }
  })

  it('refuses a short session secret', () => {
    expect(() =>
      loadConfig(prodEnv({ AIRLOCK_SESSION_SECRET: Buffer.alloc(16).toString('base64') })),
    ).toThrow(/^AIRLOCK_SESSION_SECRET must be base64 of at least 32 bytes/)
  })

  it('outside development refuses to start without each secret and SMTP_URL, naming it, with or without DATABASE_URL', () => {
    for (const databaseUrl of [prodEnv().DATABASE_URL, undefined]) {
      for (const name of ['AIRLOCK_KEK', 'AIRLOCK_SESSION_SECRET', 'SMTP_URL']) {
        expect(configError(prodEnv({ DATABASE_URL: databaseUrl, [name]: undefined })), name).toBe(
          `${name} is required outside development (AIRLOCK_DEV=1)`,
        )
      }
    }
    // All three missing: all three named at once.
    const all = configError({ AIRLOCK_DATA_DIR: tempDir() }) ?? ''
    expect(all).toContain('AIRLOCK_KEK is required outside development')
    expect(all).toContain('AIRLOCK_SESSION_SECRET is required outside development')
    expect(all).toContain('SMTP_URL is required outside development')
    // The embedded database with real secrets is a valid production setup (one box).
    expect(loadConfig(prodEnv({ DATABASE_URL: undefined })).databaseUrl).toBeUndefined()
    // AIRLOCK_DEV=0 is the same as unset.
    expect(configError(prodEnv({ AIRLOCK_DEV: '0', SMTP_URL: undefined }))).toBe(
      'SMTP_URL is required outside development (AIRLOCK_DEV=1)',
    )
  })

  it('outside development never generates a secret file', () => {
    const dataDir = tempDir()
    expect(configError({ AIRLOCK_DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:25' })).not.toBe(
      null,
    )
    expect(() => statSync(path.join(dataDir, KEK_FILE))).toThrow()
  })

  it('in development still requires real secrets with a shared database', () => {
    const dev = { AIRLOCK_DEV: '1', SMTP_URL: undefined }
    expect(configError(prodEnv({ ...dev, AIRLOCK_KEK: undefined }))).toBe(
      'AIRLOCK_KEK is required when DATABASE_URL is set',
    )
    expect(configError(prodEnv({ ...dev, AIRLOCK_SESSION_SECRET: undefined }))).toBe(
      'AIRLOCK_SESSION_SECRET is required when DATABASE_URL is set',
    )
    // …but mail may stay on the console.
    expect(loadConfig(prodEnv(dev)).smtpUrl).toBeUndefined()
  })

  it('takes AIRLOCK_DEV only as 1 or 0', () => {
    for (const bad of ['true', 'yes', '2']) {
      expect(configError(prodEnv({ AIRLOCK_DEV: bad }))).toBe(
        `AIRLOCK_DEV must be 1 (development) or 0, got "${bad}"`,
      )
    }
  })

  it('takes a session lifetime of 1 to 365 whole days', () => {
    expect(loadConfig(prodEnv({ AIRLOCK_SESSION_LIFETIME_DAYS: '365' })).sessionLifetimeS).toBe(
      365 * 86_400,
    )
    for (const bad of ['0', '366', '1.5', '-3', 'month']) {
      expect(configError(prodEnv({ AIRLOCK_SESSION_LIFETIME_DAYS: bad })), bad).toBe(
        `AIRLOCK_SESSION_LIFETIME_DAYS must be a whole number of days from 1 to 365, got "${bad}"`,
      )
    }
  })

  it('generates dev secrets into the data folder with mode 0600, loudly, and reuses them', () => {
    const dataDir = tempDir()
    const warn = vi.fn()
    const first = loadConfig({ AIRLOCK_DEV: '1', AIRLOCK_DATA_DIR: dataDir }, { warn })
    expect(first.generated).toEqual({ kek: true, sessionSecret: true })
    expect(first.kek).toHaveLength(32)
    expect(first.sessionSecret).toHaveLength(32)
    for (const file of [KEK_FILE, SESSION_SECRET_FILE]) {
      expect(statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600)
    }
    expect(readFileSync(path.join(dataDir, KEK_FILE), 'utf8').trim()).toBe(
      Buffer.from(first.kek).toString('base64'),
    )
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]?.[0]).toContain('AIRLOCK_KEK is not set')
    // The warning names the file, never the secret.
    expect(warn.mock.calls[0]?.[0]).not.toContain(Buffer.from(first.kek).toString('base64'))

    const second = loadConfig({ AIRLOCK_DEV: '1', AIRLOCK_DATA_DIR: dataDir }, { warn })
    expect(second.kek).toEqual(first.kek)
    expect(second.sessionSecret).toEqual(first.sessionSecret)
  })

  it('validates projects, naming the variable and the entry', () => {
    expect(() =>
      loadConfig(prodEnv({ AIRLOCK_PROJECTS: JSON.stringify([{ id: 'a', origins: ['*.com'] }]) })),
    ).toThrow('AIRLOCK_PROJECTS at 0.origins.0: is not a valid origin pattern')
    expect(() => loadConfig(prodEnv({ AIRLOCK_PROJECTS: '[{' }))).toThrow(
      'AIRLOCK_PROJECTS must be valid JSON',
    )
    expect(() =>
      loadConfig(
        prodEnv({
          AIRLOCK_PROJECTS: JSON.stringify([
            { id: 'a', origins: [] },
            { id: 'a', origins: [] },
          ]),
        }),
      ),
    ).toThrow('AIRLOCK_PROJECTS: project ids must be unique')
  })

  it('reads defaultOrigins of a project, true unless it says false', () => {
    const projects = [
      { id: 'strict', origins: ['https://app.example.com'], defaultOrigins: false },
      { id: 'open', origins: [] },
    ]
    expect(loadConfig(prodEnv({ AIRLOCK_PROJECTS: JSON.stringify(projects) })).projects).toEqual([
      { id: 'strict', origins: ['https://app.example.com'], defaultOrigins: false },
      { id: 'open', origins: [], defaultOrigins: true },
    ])
    expect(
      configError(
        prodEnv({
          AIRLOCK_PROJECTS: JSON.stringify([{ id: 'a', origins: [], defaultOrigins: 'no' }]),
        }),
      ),
    ).toBe('AIRLOCK_PROJECTS at 0.defaultOrigins: must be true or false')
  })

  it('validates chains', () => {
    expect(() =>
      loadConfig(prodEnv({ AIRLOCK_CHAINS: JSON.stringify({ mainnet: 'https://rpc' }) })),
    ).toThrow('AIRLOCK_CHAINS at mainnet: is not a CAIP-2 network id')
    expect(() =>
      loadConfig(prodEnv({ AIRLOCK_CHAINS: JSON.stringify({ 'eip155:1': 'file:///etc' }) })),
    ).toThrow('AIRLOCK_CHAINS at eip155:1: must be an http(s) URL')
  })

  it('reports every problem at once', () => {
    const error = (() => {
      try {
        loadConfig(prodEnv({ PORT: 'x', AIRLOCK_PUBLIC_URL: 'https://a.example/path' }))
      } catch (caught) {
        return caught as Error
      }
    })()
    expect(error?.message).toContain('PORT must be a port number')
    expect(error?.message).toContain('AIRLOCK_PUBLIC_URL must be an origin')
  })

  it('refuses malformed URLs', () => {
    expect(() => loadConfig(prodEnv({ DATABASE_URL: 'mysql://x' }))).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    )
    expect(() => loadConfig(prodEnv({ SMTP_URL: 'http://mail' }))).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    )
  })
})
