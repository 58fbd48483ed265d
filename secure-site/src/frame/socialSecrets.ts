/**
 * This frame's social sign-ins in flight, by flow id, in the frame's own storage
 * (partitioned per top-level site, never the host's): the secret the server bound the
 * flow to (only this frame can redeem it), the binding the popup's start page proves
 * the browser with, and the provider's authorize URL (both handed only to a page of
 * this origin, socialWindow.ts). A flow id replayed in another browser, or in a frame
 * embedded by another site, finds nothing here. Entries older than KEEP_MS are dropped.
 */
import { base64UrlEncode } from '@airlock/protocol'
import { type KeyValueStorage, readJson } from './storage'

export const SOCIAL_SECRETS_KEY = '@airlock-frame/social-flows'
/** Longer than the server keeps a flow open (10 min) plus its result (2 min). */
const KEEP_MS = 15 * 60_000

export interface SocialFlowSecrets {
  secret: string
  binding: string
  authorizeUrl: string
}

type Entry = SocialFlowSecrets & { at: number }
type Entries = Record<string, Entry>

export interface SocialSecretStore {
  /** A fresh secret for a new flow (32 random bytes, base64url). */
  create(): string
  remember(flowId: string, flow: SocialFlowSecrets, now: number): void
  get(flowId: string, now: number): SocialFlowSecrets | null
  forget(flowId: string): void
}

function readEntry(entry: unknown): Entry | null {
  if (typeof entry !== 'object' || entry === null) return null
  const { secret, binding, authorizeUrl, at } = entry as Record<string, unknown>
  if (
    typeof secret !== 'string' ||
    typeof binding !== 'string' ||
    typeof authorizeUrl !== 'string' ||
    typeof at !== 'number'
  ) {
    return null
  }
  return { secret, binding, authorizeUrl, at }
}

export function createSocialSecretStore(storage: KeyValueStorage): SocialSecretStore {
  const read = (now: number): Entries => {
    const value = readJson(storage, SOCIAL_SECRETS_KEY)
    const entries: Entries = {}
    if (typeof value !== 'object' || value === null) return entries
    for (const [flowId, raw] of Object.entries(value as Record<string, unknown>)) {
      const entry = readEntry(raw)
      if (entry && now - entry.at < KEEP_MS) entries[flowId] = entry
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
      return base64UrlEncode(bytes)
    },
    remember(flowId, flow, now) {
      write({ ...read(now), [flowId]: { ...flow, at: now } })
    },
    get(flowId, now) {
      const entries = read(now)
      const entry = Object.hasOwn(entries, flowId) ? entries[flowId] : undefined
      if (!entry) return null
      const { at: _at, ...flow } = entry
      return flow
    },
    forget(flowId) {
      const entries = read(Date.now())
      delete entries[flowId]
      write(entries)
    },
  }
}
