import { lazyModule } from '../../lazyModule'
import type { EmbeddedSolanaProvider, SolanaProviderOptions } from './solanaProvider'

/**
 * The embedded Solana provider with its code (serialisation, base58) in its own
 * chunk, loaded by the first signing call: most dapps have no Solana network,
 * and those that do pay for it when someone signs. The address is read directly.
 */
export function createLazySolanaProvider(options: SolanaProviderOptions): EmbeddedSolanaProvider {
  const chunk = lazyModule(() =>
    import('./solanaProvider').then(({ createSolanaProvider }) => createSolanaProvider(options)),
  )
  const provider = () => chunk.load()
  return {
    get address() {
      return options.account.get().address
    },
    signMessage: (message) => provider().then((real) => real.signMessage(message)),
    signTransaction: (transaction) => provider().then((real) => real.signTransaction(transaction)),
    signAllTransactions: (transactions) =>
      provider().then((real) => real.signAllTransactions(transactions)),
    signAndSendTransaction: (transaction, sendOptions) =>
      provider().then((real) => real.signAndSendTransaction(transaction, sendOptions)),
  }
}
