/**
 * The secrets of this frame's social sign-ins in flight, by flow id, in the frame's own
 * storage (partitioned per top-level site, never the host's). A result handle is
 * redeemable only with its flow's secret, so a handle replayed in another browser, or in
 * a frame embedded by another site, finds none. Entries older than KEEP_MS are dropped.
 */
import { type KeyValueStorage, readJson } from './storage'

export const SOCIAL_SECRETS_KEY = '@airlock-frame/social-flows'
/** Longer than the server keeps a flow open (10 min) plus its result (2 min). */
const KEEP_MS = 15 * 60_000

type Entries = Record<string, { secret: string; at: number }>

export interface SocialSecretStore {
  /** A fresh secret for a new flow (32 random bytes, base64url). */
  create(): string
  remember(flowId: string, secret: string, now: number): void
  secretFor(flowId: string, now: number): string | null
  forget(flowId: string): void
}

export function createSocialSecretStore(storage: KeyValueStorage): SocialSecretStore {
  const read = (now: number): Entries => {
    const value = readJson(storage, SOCIAL_SECRETS_KEY)
    const entries: Entries = {}
    if (typeof value !== 'object' || value === null) return entries
    for (const [flowId, entry] of Object.entries(value as Record<string, unknown>)) {
      const { secret, at } = (entry ?? {}) as { secret?: unknown; at?: unknown }
      if (typeof secret === 'string' && typeof at === 'number' && now - at < KEEP_MS) {
        entries[flowId] = { secret, at }
      }
    }
    return entries
  }
  const write = (entries: Entries) => {
    if (Object.keys(entries).length === 0) storage.removeItem(SOCIAL_SECRETS_KEY)
    else storage.setItem(SOCIAL_SECRETS_KEY, JSON.stringify(entries))
  }
  return {
    create() {
      const bytes = crypto.getRandomValues(new Uint8Array(32))
      return btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    },
    remember(flowId, secret, now) {
      write({ ...read(now), [flowId]: { secret, at: now } })
    },
    secretFor(flowId, now) {
      return read(now)[flowId]?.secret ?? null
    },
    forget(flowId) {
      const entries = read(Date.now())
      delete entries[flowId]
      write(entries)
    },
  }
}
