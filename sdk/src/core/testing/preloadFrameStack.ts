/**
 * Vitest setup: loads the frame code before any test runs, as it is once a page
 * has used the frame. The tests written against a synchronously created frame
 * then see one; loadingFrameBus.test.ts covers the time before the code is there.
 */
import { loadFrameStack } from '../connectors/auth/loadFrameStack'
import { createDisconnectFeature } from '../features/disconnect/index'
import { createEmailLoginFeature } from '../features/emailLogin/index'
import { createEmailUpdateFeature } from '../features/emailUpdate/index'
import { createFarcasterLoginFeature } from '../features/farcasterLogin/index'
import { createNetworkFeature } from '../features/network/index'

// The same for the features' code (disconnect, email login and change, Farcaster, switching,
// the session check): a call starts in the caller's turn, as on a page that used it before.
await Promise.all([
  loadFrameStack(),
  ...[
    createDisconnectFeature,
    createEmailLoginFeature,
    createEmailUpdateFeature,
    createFarcasterLoginFeature,
    createNetworkFeature,
  ].map((feature) => feature.preload()),
])
