/**
 * Sign-in sessions in localStorage under one key. Reads drop expired and
 * malformed entries; nothing here throws: during server rendering, in a
 * sandboxed frame or with storage full, sessions are simply not kept.
 */
import type { CaipNetworkId } from '@airlock/protocol'
import { sessionTimeStatus } from './sessionTime'
import type { SIWXSession, SIWXStorage } from './types'

export const SIWX_STORAGE_KEY = '@airlock/siwx_sessions'

export interface LocalSiwxStorageOptions {
  key?: string | undefined
  /** The Storage to use; read on every call (never at import time). Default: `localStorage`. */
  storage?: (() => Storage | undefined) | undefined
  /** Clock in ms; `Date.now` by default. */
  now?: (() => number) | undefined
}

/** The local store is synchronous; it still fits wherever a SIWXStorage goes. */
export interface LocalSiwxStorage extends SIWXStorage {
  get(chainId: CaipNetworkId, address: string): SIWXSession[]
  add(session: SIWXSession): void
  set(sessions: SIWXSession[]): void
  delete(chainId: CaipNetworkId, address: string): void
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function isSession(value: unknown): value is SIWXSession {
  if (!isRecord(value) || !isRecord(value.data)) return false
  return (
    typeof value.message === 'string' &&
    typeof value.signature === 'string' &&
    typeof value.data.chainId === 'string' &&
    typeof value.data.accountAddress === 'string'
  )
}

const sameAccount = (session: SIWXSession, chainId: string, address: string) =>
  session.data.chainId === chainId &&
  session.data.accountAddress.toLowerCase() === address.toLowerCase()

function defaultStorage(): Storage | undefined {
  // Touching `localStorage` itself throws where storage is denied (sandboxed frames, some privacy modes).
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

export function createLocalSiwxStorage(options: LocalSiwxStorageOptions = {}): LocalSiwxStorage {
  const key = options.key ?? SIWX_STORAGE_KEY
  const storage = options.storage ?? defaultStorage
  const now = options.now ?? Date.now

  function write(sessions: SIWXSession[]): void {
    try {
      const target = storage()
      if (!target) return
      if (sessions.length === 0) target.removeItem(key)
      else target.setItem(key, JSON.stringify(sessions))
    } catch {
      // Quota or access errors: the session lives until the page closes, in the dapp's memory.
    }
  }

  /** Every stored session that is well formed and not expired; rewrites the key if any were dropped. */
  function read(): SIWXSession[] {
    let raw: string | null | undefined
    try {
      raw = storage()?.getItem(key)
    } catch {
      return []
    }
    if (!raw) return []
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      write([])
      return []
    }
    const all = Array.isArray(parsed) ? parsed : []
    const time = now()
    const kept = all.filter(
      (entry): entry is SIWXSession =>
        isSession(entry) && sessionTimeStatus(entry.data, time) !== 'expired',
    )
    if (kept.length !== all.length) write(kept)
    return kept
  }

  return {
    get: (chainId, address) => read().filter((session) => sameAccount(session, chainId, address)),
    add(session) {
      // One session per account and chain: a new sign-in replaces the old one.
      const others = read().filter(
        (existing) => !sameAccount(existing, session.data.chainId, session.data.accountAddress),
      )
      write([...others, session])
    },
    set: (sessions) => write(sessions.filter(isSession)),
    delete(chainId, address) {
      write(read().filter((session) => !sameAccount(session, chainId, address)))
    },
  }
}
