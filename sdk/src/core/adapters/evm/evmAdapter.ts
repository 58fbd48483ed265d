import { isEvmAddress } from '@airlock/protocol'
import { lazyModule } from '../../lazyModule'
import type { ChainAdapter } from '../chainAdapter'

// viem's actions and ABI code: loaded on the first balance read, transfer or signature.
const rpc = lazyModule(() => import('./evmRpc').then((module) => module.createEvmRpc))

/** eip155: every feature of SPEC §9; addresses 0x + 40 hex digits, the 0x optional (SPEC §5). */
export const evmAdapter: ChainAdapter = {
  namespace: 'eip155',
  supports: {
    embeddedWallet: true,
    send: true,
    tokenTransfers: true,
    history: true,
    names: true,
    swap: true,
    onramp: true,
    numericChainIds: true,
  },
  isAddress: (text) => isEvmAddress(text),
  normalizeAddress: (address) => (address.startsWith('0x') ? address : `0x${address}`),
  loadRpc: () => rpc.load(),
}
