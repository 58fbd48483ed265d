import { isBitcoinAddress } from '@airlock/protocol'
import { lazyModule } from '../../lazyModule'
import type { ChainAdapter } from '../chainAdapter'

// The Esplora reads and the wallet's transfer: loaded on the first balance read or send.
const rpc = lazyModule(() => import('./bitcoinRpc').then((module) => module.createBitcoinRpc))

/**
 * bip122: balances from the network's Esplora API (its `rpcUrls.default.http[0]`, as
 * Solana's RPC URL) and BTC sent through the browser wallet's sendTransfer. No
 * embedded wallet here (SPEC §6: only eip155 and solana have the auth connector).
 */
export const bitcoinAdapter: ChainAdapter = {
  namespace: 'bip122',
  supports: {
    embeddedWallet: false,
    send: true,
    tokenTransfers: false,
    history: false,
    names: false,
    swap: false,
    onramp: false,
    numericChainIds: false,
  },
  isAddress: isBitcoinAddress,
  normalizeAddress: (address) => address,
  loadRpc: () => rpc.load(),
}
