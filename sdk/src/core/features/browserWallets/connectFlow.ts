import { lazyModule } from '../../lazyModule'

/**
 * The browser-wallet connect flow (connectExternal.ts), loaded on first use:
 * it costs nothing to a page whose visitor never picks a browser wallet. It
 * imports nothing the page start has loaded (only types and ctx), so bundlers
 * leave the page's own chunk whole.
 */
export const connectFlow = lazyModule(() => import('./connectExternal'))
