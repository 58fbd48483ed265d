import { lazyView } from '../../modal/lazyView'

// The social login's views load with their own chunk: the first open of the modal carries
// only the Connect view's buttons (socialViews.chunk.test.ts).
export const ConnectingSocialView = lazyView(() =>
  import('./ConnectingSocialView').then((m) => m.ConnectingSocialView),
)
export const ConnectingFarcasterView = lazyView(() =>
  import('../farcasterLogin/ConnectingFarcasterView').then((m) => m.ConnectingFarcasterView),
)

/** Fetches both ahead (the pointer reached the social buttons): a click shows them at once. */
export function preloadSocialViews(): void {
  void ConnectingSocialView.preload()
  void ConnectingFarcasterView.preload()
}
