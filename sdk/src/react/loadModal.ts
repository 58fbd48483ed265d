import { lazyModule } from '../core/lazyModule'

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
 * connect button so the first open shows at once.
 */
export function prefetchModal(): void {
  loadModal().catch(() => {
    // Prefetch is a hint; the real open reports a failure.
  })
}
