import { type LazyModule, lazyModule } from '../../lazyModule'
import type { WalletConnectClient, WalletConnectClientOptions } from './walletConnectClient'

/**
 * The code-split point of WalletConnect: sign-client and the session logic load on
 * the connector's first request, once per connector.
 */
export function walletConnectModule(
  options: () => WalletConnectClientOptions,
): LazyModule<WalletConnectClient> {
  return lazyModule(() =>
    import('./walletConnectClient').then(({ startWalletConnectClient }) =>
      startWalletConnectClient(options()),
    ),
  )
}
