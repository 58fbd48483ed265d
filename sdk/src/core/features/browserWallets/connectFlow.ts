import { lazyModule } from '../../lazyModule'

/**
 * The browser-wallet flows (browserWallets.impl.ts, the feature's own chunk) for the
 * features that act on a browser wallet's connection (network switch, disconnect):
 * they load the same chunk the feature does, only when there is such a connection.
 */
export const connectFlow = lazyModule(() => import('./browserWallets.impl'))
