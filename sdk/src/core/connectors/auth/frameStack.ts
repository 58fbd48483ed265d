/**
 * The embedded wallet's frame code: the bus (and with it the protocol's
 * message schemas), the iframe element, and what asks why a frame stays silent. Loaded by `loadFrameStack` on first
 * use, never at page start: a page whose user never picks email pays nothing.
 */
export { createFrameBus } from '../../clients/frame/frameBus'
export { diagnoseFrameLoad } from '../../clients/frame/frameDiagnosis'
export { createFrameElement } from '../../clients/frame/frameElement'
