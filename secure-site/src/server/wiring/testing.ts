/** An ApiContext for tests: a given database, a recording mailer, a clock the test moves. */
import { randomBytes } from 'node:crypto'
import type { SessionTokens } from '../../shared/apiContract'
import type { Clock } from '../clock'
import { DEFAULT_PRUNE_INTERVAL_S } from '../config/abuseEnv'
import type { AirlockConfig } from '../config/env'
import type { Db } from '../db/client'
import { TEST_DEVICE_JKT } from '../http/deviceProof.testing'
import type { RequestMeta } from '../http/requestClient'
import type { Mailer, MailMessage } from '../mail/mailer'
import { DEFAULT_RATE_LIMITS } from '../ratelimit/limits'
import { currentUser } from '../usecases/account/user'
import { approveDeviceFromLink } from '../usecases/login/deviceApproval'
import { startEmailLogin, verifyEmailLogin } from '../usecases/login/emailLogin'
import { authenticate } from '../usecases/login/session'
import { createEnvKeyVault } from '../vault/envKeyVault'
import type { ApiContext } from './apiContext'

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
    rateLimits: DEFAULT_RATE_LIMITS,
    trustedProxies: { kind: 'socket' },
    pruneIntervalS: DEFAULT_PRUNE_INTERVAL_S,
    cronSecret: undefined,
    dev: false,
    sessionLifetimeS: 30 * 24 * 60 * 60,
    social: {},
    farcaster: undefined,
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

/** The site the tests' frame runs in: a default origin, allowed for every project. */
export const TEST_ORIGIN = 'http://localhost:5173'
export const TEST_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
/** One client unless a test says otherwise (a documentation address, RFC 5737). */
export const TEST_META: RequestMeta = {
  client: '203.0.113.7',
  userAgent: TEST_USER_AGENT,
  // The sign-in's proof, as signInMeta gives it after checking it: the test device key.
  deviceKey: TEST_DEVICE_JKT,
}

/**
 * A sign-in as the frame and the user do it: CONNECT_EMAIL from TEST_ORIGIN, the
 * approval page's button when the server asks for it (VERIFY_DEVICE: every device the
 * address has not approved, so every sign-up), then the mailed code. Returns the
 * session's tokens. The clock is the test's: signing the same address in again within
 * 30 s is refused by the cooldown, so move it first.
 */
export async function signInForTest(
  t: TestApi,
  email: string,
  deviceId: string,
  meta: RequestMeta = TEST_META,
): Promise<SessionTokens> {
  const start = { email, projectId: 'demo', deviceId, origin: TEST_ORIGIN }
  const { action } = await startEmailLogin(t.context, start, meta)
  if (action === 'VERIFY_DEVICE')
    await approveDeviceFromLink(t.context, t.lastLinkToken(email), meta.client)
  return verifyEmailLogin(
    t.context,
    { email, projectId: 'demo', deviceId, otp: t.lastCode(email) },
    meta,
  )
}

/** signInForTest, then the request's identity and the wallet's addresses. */
export async function signedInForTest(
  t: TestApi,
  email: string,
  deviceId: string,
  meta: RequestMeta = TEST_META,
) {
  const tokens = await signInForTest(t, email, deviceId, meta)
  const auth = await authenticate(t.context, bearer(tokens.accessToken))
  return { tokens, auth, addresses: (await currentUser(t.context, auth)).addresses }
}
