/**
 * The last chain the host selected, kept in the frame's storage so GET_CHAIN_ID can
 * answer from it after a reload. The host's RPC URL for that chain rides along: the
 * server uses it only for chains it has no entry of its own for.
 */
import { DEFAULT_CHAIN, type FrameChain, parseChainId } from './chain'
import { type KeyValueStorage, readJson } from './storage'

export const LAST_CHAIN_KEY = '@airlock-frame/last-chain'

export interface SelectedChain {
  chain: FrameChain
  rpcUrl: string | undefined
}

export interface LastChainStore {
  get(): SelectedChain
  set(chain: FrameChain, rpcUrl: string | undefined): void
}

export function createLastChainStore(
  storage: KeyValueStorage,
  initialChainId: number | string | null,
): LastChainStore {
  const fallback = (): SelectedChain => {
    if (initialChainId !== null) {
      try {
        return { chain: parseChainId(initialChainId), rpcUrl: undefined }
      } catch {
        // An unusable `chainId` query parameter falls through to the default chain.
      }
    }
    return { chain: DEFAULT_CHAIN, rpcUrl: undefined }
  }
  return {
    get() {
      const stored = readJson(storage, LAST_CHAIN_KEY) as {
        wireId?: unknown
        rpcUrl?: unknown
      } | null
      const wireId = stored?.wireId
      if (typeof wireId !== 'number' && typeof wireId !== 'string') return fallback()
      try {
        const rpcUrl = typeof stored?.rpcUrl === 'string' ? stored.rpcUrl : undefined
        return { chain: parseChainId(wireId), rpcUrl }
      } catch {
        return fallback()
      }
    },
    set(chain, rpcUrl) {
      storage.setItem(LAST_CHAIN_KEY, JSON.stringify({ wireId: chain.wireId, rpcUrl }))
    },
  }
}
