import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { randomSecret, startSecureSite } from './secureSite'

describe('startSecureSite outside development (no AIRLOCK_DEV)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-e2e-prod-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('refuses to start on the embedded database without its secrets, naming them, and writes none', async () => {
    const started = startSecureSite({
      name: 'secure-site:no-secrets',
      dev: false,
      smtpUrl: 'smtp://127.0.0.1:2525',
      chains: {},
      dataDir,
    })
    const error = await started.then(
      async (site) => {
        await site.stop()
        return null
      },
      (caught: unknown) => caught as Error,
    )
    expect(error?.message).toContain('before it was ready')
    expect(error?.message).toContain('AIRLOCK_KEK is required outside development (AIRLOCK_DEV=1)')
    expect(error?.message).toContain(
      'AIRLOCK_SESSION_SECRET is required outside development (AIRLOCK_DEV=1)',
    )
    // No generated secret was left behind in the data folder.
    expect(readdirSync(dataDir)).toEqual([])
  }, 60_000)

  it('names SMTP_URL when only the mail server is missing', async () => {
    const error = await startSecureSite({
      name: 'secure-site:no-smtp',
      dev: false,
      // The stack always passes an SMTP URL; an empty one is unset (infra/ENV.md).
      smtpUrl: '',
      chains: {},
      dataDir,
      kek: randomSecret(),
      sessionSecret: randomSecret(),
    }).then(
      async (site) => {
        await site.stop()
        return null
      },
      (caught: unknown) => caught as Error,
    )
    expect(error?.message).toContain('SMTP_URL is required outside development (AIRLOCK_DEV=1)')
  }, 60_000)
})
