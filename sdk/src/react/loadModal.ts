import { lazyModule } from '../core/lazyModule'
import { attachedInstances } from './attachedInstances'

/**
 * The one place that imports the modal. Everything behind this dynamic import
 * (React DOM rendering, views, styles, viem's balance read) is a separate chunk
 * that a page pays for only when the modal first opens, or when it prefetches.
 */
export type ModalModule = typeof import('./mountModal')

// A failed load (offline, a deploy replaced the chunk) is retried on the next open.
const modal = lazyModule(() => import('./mountModal'))

export function loadModal(): Promise<ModalModule> {
  return modal.load()
}

/**
 * Starts loading the modal without opening it: call it on hover or focus of a
 * connect button so the first open shows at once. It also starts the wallet list of each
 * instance whose modal is attached (their first open loads it anyway), so the Connect view
 * shows complete in its first frame instead of growing when the wallets arrive.
 */
export function prefetchModal(): void {
  // The wallets first: their chain (code, list, icons) is the longer one.
  for (const instance of attachedInstances) instance.walletCatalog.prefetch()
  loadModal().catch(() => {
    // Prefetch is a hint; the real open reports a failure.
  })
}
