/**
 * The frame's session: access + refresh token and a random device id, kept only in
 * the frame's own storage. Nothing here is ever posted to the host.
 */
import type { SessionTokens } from '../shared/apiContract'
import { type KeyValueStorage, readJson } from './storage'

export const SESSION_KEY = '@airlock-frame/session'
export const DEVICE_KEY = '@airlock-frame/device-id'

export interface SessionStore {
  tokens(): SessionTokens | null
  save(tokens: SessionTokens): void
  clear(): void
  /** A random id for this browser (per top-level site), created on first use. */
  deviceId(): string
}

function isTokens(value: unknown): value is SessionTokens {
  if (typeof value !== 'object' || value === null) return false
  const { accessToken, refreshToken } = value as Record<string, unknown>
  return typeof accessToken === 'string' && typeof refreshToken === 'string'
}

export function createSessionStore(
  storage: KeyValueStorage,
  randomId: () => string = () => crypto.randomUUID(),
): SessionStore {
  return {
    tokens() {
      const value = readJson(storage, SESSION_KEY)
      return isTokens(value)
        ? { accessToken: value.accessToken, refreshToken: value.refreshToken }
        : null
    },
    save(tokens) {
      storage.setItem(
        SESSION_KEY,
        JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
      )
    },
    clear() {
      storage.removeItem(SESSION_KEY)
    },
    deviceId() {
      const existing = storage.getItem(DEVICE_KEY)
      if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing
      const created = randomId()
      storage.setItem(DEVICE_KEY, created)
      return created
    },
  }
}
