/**
 * Every rate limit of the secure site: what it counts, its default, and the variable
 * that changes it (infra/ENV.md › Abuse limits). One table, so the docs, the config
 * parser and the call sites cannot drift apart.
 */

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number
  /** Window length in seconds. */
  windowS: number
}

interface RateLimitDefinition extends RateLimitRule {
  variable: string
  /** What is counted, for the docs and the config error messages. */
  counts: string
}

const MINUTE = 60
const HOUR = 60 * MINUTE

export const RATE_LIMITS = {
  loginMailsPerIp: {
    variable: 'AIRLOCK_LIMIT_LOGIN_MAILS_PER_IP',
    counts: 'login mail requests (CONNECT_EMAIL) per client IP',
    limit: 20,
    windowS: 10 * MINUTE,
  },
  loginMailsPerEmail: {
    variable: 'AIRLOCK_LIMIT_LOGIN_MAILS_PER_EMAIL',
    counts: 'login mail requests per address, besides the 30 s cooldown',
    limit: 5,
    windowS: HOUR,
  },
  wrongCodesPerIp: {
    variable: 'AIRLOCK_LIMIT_WRONG_CODES_PER_IP',
    counts: 'wrong login codes per client IP',
    limit: 30,
    windowS: 10 * MINUTE,
  },
  newAccountsPerIp: {
    variable: 'AIRLOCK_LIMIT_NEW_ACCOUNTS_PER_IP',
    counts: 'accounts created per client IP',
    limit: 10,
    windowS: HOUR,
  },
  rpcPerSession: {
    variable: 'AIRLOCK_LIMIT_RPC_PER_SESSION',
    counts: 'RPC calls, transaction previews and approvals per session',
    limit: 600,
    windowS: MINUTE,
  },
  accountPerSession: {
    variable: 'AIRLOCK_LIMIT_ACCOUNT_PER_SESSION',
    counts: 'user and email-change requests per session',
    limit: 120,
    windowS: MINUTE,
  },
  sessionsPerIp: {
    variable: 'AIRLOCK_LIMIT_SESSIONS_PER_IP',
    counts: 'session refreshes and sign-outs per client IP',
    limit: 300,
    windowS: 10 * MINUTE,
  },
  deviceChecksPerIp: {
    variable: 'AIRLOCK_LIMIT_DEVICE_CHECKS_PER_IP',
    counts: 'device-approval status checks (CONNECT_DEVICE polls) per client IP',
    limit: 600,
    windowS: 10 * MINUTE,
  },
  deviceLinksPerIp: {
    variable: 'AIRLOCK_LIMIT_DEVICE_LINKS_PER_IP',
    counts: 'device-approval page views and approvals per client IP',
    limit: 60,
    windowS: 10 * MINUTE,
  },
  revertLinksPerIp: {
    variable: 'AIRLOCK_LIMIT_REVERT_LINKS_PER_IP',
    counts: 'email-change revert page views and reverts per client IP',
    limit: 60,
    windowS: 10 * MINUTE,
  },
  socialStartsPerIp: {
    variable: 'AIRLOCK_LIMIT_SOCIAL_STARTS_PER_IP',
    counts: 'social sign-ins started (GET_SOCIAL_REDIRECT_URI) per client IP',
    limit: 30,
    windowS: 10 * MINUTE,
  },
  socialCallbacksPerIp: {
    variable: 'AIRLOCK_LIMIT_SOCIAL_CALLBACKS_PER_IP',
    counts: "social providers' callbacks (code exchanges) per client IP",
    limit: 30,
    windowS: 10 * MINUTE,
  },
  socialRedeemsPerIp: {
    variable: 'AIRLOCK_LIMIT_SOCIAL_REDEEMS_PER_IP',
    counts: 'social sign-ins redeemed, and refused redeems (CONNECT_SOCIAL) per IP',
    limit: 30,
    windowS: 10 * MINUTE,
  },
  farcasterStartsPerIp: {
    variable: 'AIRLOCK_LIMIT_FARCASTER_STARTS_PER_IP',
    counts: 'Farcaster sign-ins started (GET_FARCASTER_URI) per client IP',
    limit: 30,
    windowS: 10 * MINUTE,
  },
  farcasterChecksPerIp: {
    variable: 'AIRLOCK_LIMIT_FARCASTER_CHECKS_PER_IP',
    counts: 'Farcaster sign-in status checks (CONNECT_FARCASTER polls) per client IP',
    limit: 600,
    windowS: 10 * MINUTE,
  },
  originChecksPerIp: {
    variable: 'AIRLOCK_LIMIT_ORIGIN_CHECKS_PER_IP',
    counts: 'origin checks (the SDK asking why its frame is silent) per client IP',
    limit: 120,
    windowS: 10 * MINUTE,
  },
} as const satisfies Record<string, RateLimitDefinition>

export type RateLimitName = keyof typeof RATE_LIMITS

export type RateLimitConfig = Record<RateLimitName, RateLimitRule>

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as RateLimitName[]

export const DEFAULT_RATE_LIMITS: RateLimitConfig = Object.fromEntries(
  RATE_LIMIT_NAMES.map((name) => [
    name,
    { limit: RATE_LIMITS[name].limit, windowS: RATE_LIMITS[name].windowS },
  ]),
) as RateLimitConfig
