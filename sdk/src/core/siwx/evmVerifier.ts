import type { CaipNetworkId } from '@airlock/protocol'
import { lazyModule } from '../lazyModule'
import type { SIWXSession, SIWXVerifier } from './types'

/** The checking code (viem's signature recovery), loaded by the first session to verify. */
const verifyEvm = lazyModule(() => import('./verifyEvm'))

export interface EvmVerifierOptions {
  /** RPC URL of a session's chain, for smart accounts (ERC-1271 / ERC-6492); EOAs need none. */
  rpcUrl?: string | ((chainId: CaipNetworkId) => string | undefined) | undefined
  now?: (() => number) | undefined
}

/**
 * A verifier for `createDefaultSiwx({ verifiers })`. The checking code is a
 * dynamic import: it costs nothing until a session is added.
 */
export function createEvmVerifier(options: EvmVerifierOptions = {}): SIWXVerifier {
  return {
    chainNamespace: 'eip155',
    async verify(session: SIWXSession) {
      const { verifyEvmSession } = await verifyEvm.load()
      const { rpcUrl } = options
      return verifyEvmSession(session, {
        rpcUrl: typeof rpcUrl === 'function' ? rpcUrl(session.data.chainId) : rpcUrl,
        now: options.now,
      })
    },
  }
}
