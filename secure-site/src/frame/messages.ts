/**
 * The messages the frame itself answers with. Server messages pass through unchanged;
 * these are the frame's own, exact strings the host (or its user) sees.
 */
import { ErrorCatalogue } from '@airlock/protocol'

export const FrameMessages = {
  NO_FARCASTER_FLOW: 'No Farcaster sign-in in progress',
  /** CONNECT_SOCIAL with a result handle or a callback URL (the old protocol): refused. */
  SOCIAL_URI_NOT_A_FLOW:
    'CONNECT_SOCIAL needs the address GET_SOCIAL_REDIRECT_URI gave: a sign-in result cannot be handed to the wallet',
  SOCIAL_FLOW_NOT_HERE: 'This sign-in was not started in this window. Start again from the app.',
  SMART_ACCOUNTS_DISABLED: 'Smart accounts are not enabled on this secure site',
  /** Mapped by the host to JWT_TOKEN_NOT_VALID ('Session Expired'), see PROTOCOL.md › Origins. */
  SESSION_EXPIRED: 'JWT validation error: JWT Token is not yet valid',
  NO_PENDING_EMAIL: 'No email login in progress',
  DEVICE_APPROVAL_TIMEOUT: 'Device was not approved in time',
  NETWORK_ERROR: 'Network Error - Could not reach the secure site',
  /** The host maps it to IFRAME_REQUEST_TIMEOUT. */
  TIMED_OUT: ErrorCatalogue.IFRAME_REQUEST_TIMEOUT,
  RPC_NOT_ALLOWED: ErrorCatalogue.RPC_METHOD_NOT_ALLOWED,
  USER_REJECTED: ErrorCatalogue.USER_REJECTED,
  REQUEST_ABORTED: ErrorCatalogue.REQUEST_ABORTED,
  UNSUPPORTED_CHAIN: ErrorCatalogue.UNSUPPORTED_CHAIN,
  SOMETHING_WENT_WRONG: ErrorCatalogue.SOMETHING_WENT_WRONG,
  DEVICE_KEY_UNAVAILABLE: 'This browser could not make a device key for the wallet',
  SESSION_SWITCH_REJECTED: 'Sign-in cancelled: this browser stays signed in to its current wallet',
} as const
