/**
 * The errors server modules throw on purpose: one type, a code, the exact message the
 * frame shows (or maps through the protocol's ServerMessageCodes), and the HTTP status
 * a route handler should answer with. Anything else that escapes a module is a bug and
 * deserves a 500 with a generic message.
 *
 * The messages are in src/shared/serverMessages.ts (the frame shows some of them too);
 * the statuses and the error type are server-only, here.
 */
import { type ServerErrorCode, serverMessage } from '../shared/serverMessages'
import { SiteError } from '../shared/siteError'

export { type ServerErrorCode, ServerMessages } from '../shared/serverMessages'

const STATUS: Record<ServerErrorCode, number> = {
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  TOO_MANY_ATTEMPTS: 429,
  EMAIL_COOLDOWN: 429,
  SESSION_EXPIRED: 401,
  JWT_NOT_YET_VALID: 401,
  INVALID_PROJECT_KEY: 401,
  ORIGIN_NOT_ALLOWED: 403,
  INVALID_EMAIL: 400,
  INVALID_DEVICE_LINK: 400,
  INVALID_DEVICE_ID: 400,
  WALLET_NOT_FOUND: 404,
  ADDRESS_MISMATCH: 400,
  CHAIN_MISMATCH: 502,
  INVALID_TRANSACTION: 400,
  NOT_A_SIGNER: 400,
  INVALID_MESSAGE: 400,
  INVALID_TYPED_DATA: 400,
  EMAIL_IN_USE: 409,
  NO_ACCOUNT_EMAIL: 400,
  SOCIAL_PROVIDER_DISABLED: 400,
  SOCIAL_LINK_INVALID: 400,
  SOCIAL_CANCELLED: 400,
  SOCIAL_PROVIDER_FAILED: 502,
  SOCIAL_RESULT_INVALID: 400,
  SOCIAL_RESULT_USED: 409,
  SOCIAL_RESULT_EXPIRED: 410,
  SOCIAL_RESULT_OTHER_FRAME: 403,
  SOCIAL_OTHER_BROWSER: 403,
  SOCIAL_BIND_FORBIDDEN: 403,
  SOCIAL_BIND_INVALID: 400,
  SOCIAL_BIND_USED: 409,
  SOCIAL_POLLS_EXCEEDED: 429,
  FARCASTER_DISABLED: 400,
  FARCASTER_RELAY_UNREACHABLE: 502,
  FARCASTER_RELAY_MALFORMED: 502,
  FARCASTER_RELAY_LOST: 410,
  FARCASTER_REGISTRY_UNREACHABLE: 502,
  FARCASTER_FLOW_INVALID: 400,
  FARCASTER_FLOW_OTHER_FRAME: 403,
  FARCASTER_FLOW_USED: 409,
  FARCASTER_FLOW_EXPIRED: 410,
  FARCASTER_MESSAGE_INVALID: 401,
  FARCASTER_WRONG_DOMAIN: 401,
  FARCASTER_WRONG_NONCE: 401,
  FARCASTER_WRONG_CHAIN: 401,
  FARCASTER_MESSAGE_EXPIRED: 401,
  FARCASTER_MESSAGE_NOT_YET_VALID: 401,
  FARCASTER_FID_MISMATCH: 401,
  FARCASTER_BAD_SIGNATURE: 401,
  FARCASTER_NOT_AUTHORIZED: 401,
  FARCASTER_WRONG_REQUESTER: 401,
  FARCASTER_TOO_MANY_POLLS: 429,
  NO_EMAIL_CHANGE: 400,
  SAME_EMAIL: 400,
  INVALID_REVERT_LINK: 400,
  REVERT_ADDRESS_TAKEN: 409,
  APPROVAL_REQUIRED: 403,
  APPROVAL_CHANGED: 403,
  ACCOUNT_REQUIRED: 400,
  ODD_HEX_MESSAGE: 400,
  TOO_MANY_TRANSACTIONS: 400,
  TRANSACTION_NOT_PREPARED: 400,
  RATE_LIMITED: 429,
  RPC_METHOD_NOT_ALLOWED: 403,
  WALLET_HANDOVER: 400,
  SOLANA_CLUSTER_MISMATCH: 400,
  BLOCKHASH_UNKNOWN: 400,
  SOLANA_RPC_UNREADABLE: 502,
  // 401, as RFC 9449 answers a bad proof: the frame refreshes once (with a new proof) and
  // gives up with 'Session Expired' when the key is not the session's.
  DEVICE_PROOF_REQUIRED: 401,
  DEVICE_PROOF_INVALID: 401,
  DEVICE_PROOF_USED: 401,
  DEVICE_PROOF_OTHER_REQUEST: 401,
  DEVICE_PROOF_STALE: 401,
  DEVICE_KEY_MISMATCH: 401,
  SOCIAL_DEVICE_APPROVAL: 403,
  SOCIAL_DEVICE_APPROVAL_WAIT: 429,
  IDENTITY_LAST_METHOD: 409,
  IDENTITY_UNKNOWN: 404,
  IDENTITY_REMOVAL_NOT_APPROVED: 403,
}

export class ServerError extends SiteError<ServerErrorCode> {
  override readonly name = 'ServerError'
  /** HTTP status a route handler answers with. */
  readonly status: number
  /** Set for cooldown and rate-limit errors: whole seconds until a retry can succeed. */
  readonly retryAfterS: number | undefined

  constructor(
    code: ServerErrorCode,
    options: { values?: Record<string, string | number>; cause?: unknown } = {},
  ) {
    const values = options.values ?? {}
    super(code, serverMessage(code, values), { cause: options.cause })
    this.status = STATUS[code]
    const seconds = values.seconds
    this.retryAfterS = typeof seconds === 'number' ? seconds : undefined
  }
}

export function isServerError(error: unknown): error is ServerError {
  return error instanceof ServerError
}
