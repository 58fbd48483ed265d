/**
 * The embedded wallet's frame code: the bus (and with it the protocol's
 * message schemas) and the iframe element. Loaded by `loadFrameStack` on first
 * use, never at page start: a page whose user never picks email pays nothing.
 */
export { createFrameBus } from '../../clients/frame/frameBus'
export { createFrameElement } from '../../clients/frame/frameElement'
