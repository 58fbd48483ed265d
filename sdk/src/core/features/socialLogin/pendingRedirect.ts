import type { SocialProvider } from '../../connectors/auth/authConnector'

/**
 * sessionStorage: this tab started a redirect-flow social login (the provider, when).
 * The eager facade (index.ts) tests this key by its literal, to keep this file lazy.
 */
export const PENDING_SOCIAL_KEY = 'airlock:social-pending'

/** A redirect that has not come back in this long is forgotten (a user abandoning the provider's page). */
export const PENDING_SOCIAL_TTL_MS = 10 * 60_000

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** This tab's sessionStorage, or undefined where there is none or it throws (sandboxed frames). */
function session(): SessionLike | undefined {
  try {
    return globalThis.sessionStorage ?? undefined
  } catch {
    return undefined
  }
}

export function savePendingSocialRedirect(
  provider: SocialProvider,
  now: number,
  storage = session(),
): void {
  try {
    storage?.setItem(PENDING_SOCIAL_KEY, JSON.stringify({ provider, at: now }))
  } catch {
    // Not remembered: the page that comes back ignores the result and the user starts again.
  }
}

export function clearPendingSocialRedirect(storage = session()): void {
  try {
    storage?.removeItem(PENDING_SOCIAL_KEY)
  } catch {
    // Nothing stored.
  }
}

const isProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && REDIRECT_PROVIDERS.includes(value as SocialProvider)

const REDIRECT_PROVIDERS: readonly SocialProvider[] = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
]

/**
 * The provider of this tab's pending redirect, removing it (one result per attempt);
 * undefined when there is none, it is garbage, or it is older than PENDING_SOCIAL_TTL_MS.
 */
export function takePendingSocialRedirect(
  now: number,
  storage = session(),
): SocialProvider | undefined {
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(PENDING_SOCIAL_KEY)
  } catch {
    return undefined
  }
  clearPendingSocialRedirect(storage)
  if (!raw) return undefined
  try {
    const { provider, at } = JSON.parse(raw) as { provider?: unknown; at?: unknown }
    const fresh = typeof at === 'number' && now - at >= 0 && now - at <= PENDING_SOCIAL_TTL_MS
    return fresh && isProvider(provider) ? provider : undefined
  } catch {
    return undefined
  }
}
