/** An ApiContext for tests: a given database, a recording mailer, a clock the test moves. */
import { randomBytes } from 'node:crypto'
import type { Clock } from '../clock'
import type { AirlockConfig } from '../config/env'
import type { Db } from '../db/client'
import type { Mailer, MailMessage } from '../mail/mailer'
import { createEnvKeyVault } from '../vault/envKeyVault'
import type { ApiContext } from './context'

export const TEST_PUBLIC_URL = 'http://localhost:3001'

export function testContext(db: Db, overrides: Partial<AirlockConfig> = {}) {
  let now = Date.parse('2030-01-01T00:00:00Z')
  const clock: Clock = () => new Date(now)
  const mails: MailMessage[] = []
  const mailer: Mailer = {
    mode: 'dev',
    send: async (mail) => {
      mails.push(mail)
    },
  }
  const kek = randomBytes(32)
  const config: AirlockConfig = {
    port: 3001,
    databaseUrl: undefined,
    dataDir: '',
    kek,
    sessionSecret: randomBytes(32),
    smtpUrl: undefined,
    mailFrom: 'Airlock <no-reply@localhost>',
    projects: [],
    chains: {},
    publicUrl: TEST_PUBLIC_URL,
    generated: { kek: false, sessionSecret: false },
    dev: false,
    sessionLifetimeS: 30 * 24 * 60 * 60,
    ...overrides,
  }
  const context: ApiContext = { config, db, vault: createEnvKeyVault(kek), mailer, clock }
  return {
    context,
    mails,
    advance: (seconds: number) => {
      now += seconds * 1000
    },
    /** The code in the newest mail to `to`. */
    lastCode: (to: string) =>
      mails
        .filter((mail) => mail.to === to)
        .at(-1)
        ?.text.match(/\b(\d{6})\b/)?.[1] ?? '',
    lastLinkToken: (to: string) =>
      new URL(
        mails
          .filter((mail) => mail.to === to)
          .at(-1)
          ?.text.match(/https?:\/\/\S+/)?.[0] ?? TEST_PUBLIC_URL,
      ).searchParams.get('token') ?? '',
  }
}

export function bearer(accessToken: string): Request {
  return new Request(`${TEST_PUBLIC_URL}/api/user`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
}
