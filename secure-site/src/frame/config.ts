/**
 * What the server hands the frame's browser runtime: plain data, embedded in the /sdk
 * document as JSON (src/server/frame/frameHtml.ts) and read back by pageConfig.ts.
 */
export interface FrameConfig {
  projectId: string
  /** The project's configured origin patterns; isAllowedOrigin adds the defaults. */
  allowedOrigins: string[]
  /** false: the protocol's default origins may not embed this project (see @airlock/protocol). */
  defaultOrigins: boolean
  /** Set when the project is unknown: every request is answered with this message. */
  projectError: string | null
  /** `chainId` query parameter: the chain before any SWITCH_NETWORK (number for eip155). */
  initialChainId: number | string | null
  /** `enableLogger` query parameter: debug logs in the frame's console. */
  enableLogger: boolean
}

/** The frame's own version, sent in READY. */
export const FRAME_VERSION = '0.1.0'

/** The `<script type="application/json">` of the /sdk document that carries the FrameConfig. */
export const FRAME_CONFIG_ELEMENT_ID = 'airlock-frame-config'

/** The element of the /sdk document the frame renders into (approval card or notice). */
export const FRAME_ROOT_ELEMENT_ID = 'airlock-frame'
