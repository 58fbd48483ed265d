/**
 * The Farcaster sign-in this frame started (GET_FARCASTER_URI) and CONNECT_FARCASTER
 * finishes: its flow id and the secret the server bound it to, in the frame's own
 * storage (partitioned per top-level site, never the host's). One at a time: a new
 * start replaces it. Kept at most KEEP_MS, longer than the server keeps a flow (1 h max).
 */
import { type KeyValueStorage, readJson } from './storage'

export const FARCASTER_FLOW_KEY = '@airlock-frame/farcaster-flow'
const KEEP_MS = 65 * 60_000

export interface FarcasterFlowStore {
  remember(flowId: string, secret: string, now: number): void
  current(now: number): { flowId: string; secret: string } | null
  forget(flowId: string): void
}

export function createFarcasterFlowStore(storage: KeyValueStorage): FarcasterFlowStore {
  const read = (): { flowId: string; secret: string; at: number } | null => {
    const value = readJson(storage, FARCASTER_FLOW_KEY)
    if (typeof value !== 'object' || value === null) return null
    const { flowId, secret, at } = value as Record<string, unknown>
    if (typeof flowId !== 'string' || typeof secret !== 'string' || typeof at !== 'number') {
      return null
    }
    return { flowId, secret, at }
  }
  return {
    remember(flowId, secret, now) {
      storage.setItem(FARCASTER_FLOW_KEY, JSON.stringify({ flowId, secret, at: now }))
    },
    current(now) {
      const flow = read()
      if (!flow || now - flow.at >= KEEP_MS) return null
      return { flowId: flow.flowId, secret: flow.secret }
    },
    forget(flowId) {
      if (read()?.flowId === flowId) storage.removeItem(FARCASTER_FLOW_KEY)
    },
  }
}
