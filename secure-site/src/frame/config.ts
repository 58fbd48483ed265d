/**
 * What the frame page's server component hands the browser runtime. Plain data: it
 * crosses the server/client boundary as props.
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
