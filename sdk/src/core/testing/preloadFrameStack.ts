/**
 * Vitest setup: loads the frame code before any test runs, as it is once a page
 * has used the frame. The tests written against a synchronously created frame
 * then see one; loadingFrameBus.test.ts covers the time before the code is there.
 */
import { loadFrameStack } from '../connectors/auth/loadFrameStack'
import { loadInstanceActions } from '../instance/loadInstanceActions'

// The same for the actions chunk (disconnect, email login, switching, the session check).
await Promise.all([loadFrameStack(), loadInstanceActions()])
