/**
 * The one place that imports the modal. Everything behind this dynamic import
 * (React DOM rendering, views, styles, viem's balance read) is a separate chunk
 * that a page pays for only when the modal first opens, or when it prefetches.
 */
export type ModalModule = typeof import('./mountModal')

let loading: Promise<ModalModule> | undefined

export function loadModal(): Promise<ModalModule> {
  if (!loading) {
    loading = import('./mountModal')
    // A failed load (offline, a deploy replaced the chunk) may be retried on the next open.
    loading.catch(() => {
      loading = undefined
    })
  }
  return loading
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
