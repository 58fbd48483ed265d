/**
 * Who signs in at the local identity providers: one current identity per provider,
 * changed by a test (or by hand) with `PUT <fixture>/identity/<provider>`. The Playwright
 * suites run one worker, so a test sets the identity, then drives the sign-in.
 */
export const LOCAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type LocalProvider = (typeof LOCAL_PROVIDERS)[number]

export interface LocalIdentity {
  /** The provider's stable subject id. */
  sub: string
  /** null: the provider gives no address at all. */
  email: string | null
  /** What the provider says of the address (GitHub, Discord, Google, Apple say it). */
  emailVerified: boolean
  /** Handle or name. */
  name: string
}

export function isLocalProvider(value: string): value is LocalProvider {
  return (LOCAL_PROVIDERS as readonly string[]).includes(value)
}

/** The identity each provider starts with: a verified address, for the demo. */
export function defaultIdentity(provider: LocalProvider): LocalIdentity {
  return {
    sub: provider === 'github' || provider === 'x' ? '1000001' : `${provider}-user-1`,
    email: `${provider}.user@example.com`,
    emailVerified: true,
    name: `${provider}-user`,
  }
}

/** Reads a PUT body: every field checked, so a test's typo fails loudly. */
export function parseIdentity(value: unknown): LocalIdentity | string {
  if (typeof value !== 'object' || value === null) return 'identity must be a JSON object'
  const { sub, email, emailVerified, name } = value as Record<string, unknown>
  if (typeof sub !== 'string' || sub === '') return 'sub must be a non-empty string'
  if (email !== null && typeof email !== 'string') return 'email must be a string or null'
  if (typeof emailVerified !== 'boolean') return 'emailVerified must be true or false'
  if (typeof name !== 'string' || name === '') return 'name must be a non-empty string'
  return { sub, email, emailVerified, name }
}
