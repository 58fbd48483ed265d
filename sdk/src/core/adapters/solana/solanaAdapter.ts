import { isSolanaAddress } from '@airlock/protocol'
import { lazyModule } from '../../lazyModule'
import type { ChainAdapter } from '../chainAdapter'

// The JSON-RPC reads and the hand-built transfer: loaded on the first balance read or send.
const rpc = lazyModule(() => import('./solanaRpc').then((module) => module.createSolanaRpc))

/** solana: the embedded wallet, balances, SOL and SPL transfers and the on-ramp (SPEC §9); base58 addresses. */
export const solanaAdapter: ChainAdapter = {
  namespace: 'solana',
  supports: {
    embeddedWallet: true,
    send: true,
    // SPL tokens: the recipient's associated token account is created when missing.
    tokenTransfers: true,
    history: false,
    names: false,
    swap: false,
    onramp: true,
    numericChainIds: false,
  },
  isAddress: (text) => isSolanaAddress(text),
  normalizeAddress: (address) => address,
  loadRpc: () => rpc.load(),
}
