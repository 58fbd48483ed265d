import { AirlockError } from '@airlock/protocol'
import type { ChainNamespace } from '../networks/types'
import type { ChainRpc } from './chainAdapter'
import { adapterFor } from './chainAdapters'

export interface ChainRpcs {
  /** The RPC side of `namespace`'s adapter, opened once for this owner; 'Chain is not supported' without one. */
  get(namespace: ChainNamespace): Promise<ChainRpc>
  /** Ends what the opened RPC sides keep running (transport ranking, receipt polls). */
  dispose(): void
}

/** One owner's (a feature's) RPC sides, one per namespace it used, all ended together. */
export function createChainRpcs(): ChainRpcs {
  const lifetime = new AbortController()
  const opened = new Map<ChainNamespace, Promise<ChainRpc>>()
  return {
    get(namespace) {
      const adapter = adapterFor(namespace)
      if (!adapter) return Promise.reject(new AirlockError('CHAIN_NOT_SUPPORTED'))
      let rpc = opened.get(namespace)
      if (!rpc) {
        rpc = adapter.loadRpc().then((open) => open({ signal: lifetime.signal }))
        // A failed load (offline) is forgotten: lazyModule retries on the next call.
        rpc.catch(() => opened.delete(namespace))
        opened.set(namespace, rpc)
      }
      return rpc
    },
    dispose: () => lifetime.abort(),
  }
}
