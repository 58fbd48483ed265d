/** An ApiContext for tests: a given database, a recording mailer, a clock the test moves. */
import { randomBytes } from 'node:crypto'
import type { Clock } from '../clock'
import type { AirlockConfig } from '../config/env'
import type { Db } from '../db/client'
import type { Mailer, MailMessage } from '../mail/mailer'
import { createEnvKeyVault } from '../vault/envKeyVault'
import type { ApiContext } from './context'
import { approveDeviceFromLink } from './deviceApproval'
import { startEmailLogin, verifyEmailLogin } from './emailLogin'
import { authenticate } from './session'

export const TEST_PUBLIC_URL = 'http://localhost:3001'
/** A dapp origin every project allows (the protocol's default localhost rule). */
export const ORIGIN = 'http://localhost:5173'

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
          ?.text.match(/https?:\/\/\S+[?&]token=\S+/)?.[0] ?? TEST_PUBLIC_URL,
      ).searchParams.get('token') ?? '',
  }
}

export function bearer(accessToken: string): Request {
  return new Request(`${TEST_PUBLIC_URL}/api/user`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
}

export type TestApi = ReturnType<typeof testContext>

/**
 * A signed-in session of `email` on `deviceId`, through the real login: the code for
 * a known device (or a new account), else the device link first. Moves the clock past
 * the login-mail cooldown first, so a test can sign in again right away.
 */
export async function signInForTest(t: TestApi, email: string, deviceId: string) {
  t.advance(31)
  const login = { email, projectId: 'demo', origin: ORIGIN, deviceId }
  const { action } = await startEmailLogin(t.context, login)
  if (action === 'VERIFY_DEVICE') await approveDeviceFromLink(t.context, t.lastLinkToken(email))
  const tokens = await verifyEmailLogin(t.context, { ...login, otp: t.lastCode(email) })
  return { tokens, auth: await authenticate(t.context, bearer(tokens.accessToken)) }
}
