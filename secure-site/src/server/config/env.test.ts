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
    AIRLOCK_DATA_DIR: tempDir(),
    ...overrides,
  }
}

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const warn = vi.fn()
    const dataDir = tempDir()
    const config = loadConfig({ AIRLOCK_DATA_DIR: dataDir }, { warn })
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
      }),
    )
    expect(config.port).toBe(4000)
    expect(config.databaseUrl).toBe('postgres://airlock:airlock@127.0.0.1:5432/airlock')
    expect(Buffer.from(config.kek).toString('base64')).toBe(KEK)
    expect(config.sessionSecret).toHaveLength(48)
    expect(config.smtpUrl).toBe('smtp://user:pass@127.0.0.1:2525')
    expect(config.mailFrom).toBe('Wallet <wallet@example.com>')
    expect(config.projects).toEqual([
      { id: 'demo', origins: ['https://app.example.com', 'https://*.example.org'] },
    ])
    expect(config.chains).toEqual({ 'eip155:1': 'https://rpc.example.com' })
    expect(config.publicUrl).toBe('https://wallet.example.com')
    expect(config.generated).toEqual({ kek: false, sessionSecret: false })
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig(prodEnv({ PORT: '', SMTP_URL: '' }))).toMatchObject({
      port: 3001,
      smtpUrl: undefined,
    })
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

  it('requires the KEK and the session secret with a shared database', () => {
    expect(() => loadConfig(prodEnv({ AIRLOCK_KEK: undefined }))).toThrow(
      /^AIRLOCK_KEK is required when DATABASE_URL is set$/,
    )
    expect(() => loadConfig(prodEnv({ AIRLOCK_SESSION_SECRET: undefined }))).toThrow(
      /^AIRLOCK_SESSION_SECRET is required when DATABASE_URL is set$/,
    )
  })

  it('generates dev secrets into the data folder with mode 0600, loudly, and reuses them', () => {
    const dataDir = tempDir()
    const warn = vi.fn()
    const first = loadConfig({ AIRLOCK_DATA_DIR: dataDir }, { warn })
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

    const second = loadConfig({ AIRLOCK_DATA_DIR: dataDir }, { warn })
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
