/**
 * The errors server modules throw on purpose: one type, a code, the exact message the
 * frame shows (or maps through the protocol's ServerMessageCodes), and the HTTP status
 * a route handler should answer with. Anything else that escapes a module is a bug and
 * deserves a 500 with a generic message.
 *
 * This file imports nothing from node: the frame UI may import ServerMessages too.
 * Messages the protocol already owns are taken from it, not retyped.
 */
import { EMAIL_INVALID_MESSAGE, ErrorCatalogue, SOCIAL_JOIN_APPROVAL_LEAD } from '@airlock/protocol'
import { SiteError } from '../shared/siteError'

export const ServerMessages = {
  INVALID_CODE: 'Invalid code',
  CODE_EXPIRED: 'Code expired',
  TOO_MANY_ATTEMPTS: 'Too many attempts — request a new code',
  EMAIL_COOLDOWN: ErrorCatalogue.EMAIL_COOLDOWN,
  SESSION_EXPIRED: ErrorCatalogue.JWT_TOKEN_NOT_VALID,
  JWT_NOT_YET_VALID: 'JWT validation error: JWT Token is not yet valid',
  INVALID_PROJECT_KEY: 'Unauthorized: invalid key',
  ORIGIN_NOT_ALLOWED: 'Unauthorized: origin not allowed',
  INVALID_EMAIL: EMAIL_INVALID_MESSAGE,
  INVALID_DEVICE_LINK: 'This approval link is invalid or has expired',
  INVALID_DEVICE_ID: 'Invalid device id',
  WALLET_NOT_FOUND: 'Wallet not found',
  ADDRESS_MISMATCH: 'Requested address does not belong to this wallet',
  CHAIN_MISMATCH: 'RPC endpoint serves a different chain',
  INVALID_TRANSACTION: 'Invalid transaction',
  NOT_A_SIGNER: 'Transaction does not need a signature from this wallet',
  INVALID_MESSAGE: 'Invalid message',
  INVALID_TYPED_DATA: 'Invalid typed data',
  EMAIL_IN_USE: 'This email is already in use',
  NO_ACCOUNT_EMAIL: 'This wallet has no email address',
  SOCIAL_PROVIDER_DISABLED: '{provider} login is not enabled on this secure site',
  SOCIAL_LINK_INVALID: 'This sign-in link is invalid or has expired',
  SOCIAL_CANCELLED: 'Sign-in was cancelled',
  SOCIAL_PROVIDER_FAILED: '{provider} sign-in failed, try again',
  SOCIAL_RESULT_INVALID: 'This sign-in result is invalid',
  SOCIAL_RESULT_USED: 'This sign-in result was already used',
  SOCIAL_RESULT_EXPIRED: 'This sign-in result has expired, sign in again',
  SOCIAL_RESULT_OTHER_FRAME: 'This sign-in result belongs to another browser or window',
  SOCIAL_OTHER_BROWSER: 'This sign-in was started in another browser. Start again from the app.',
  SOCIAL_BIND_FORBIDDEN: "A sign-in can only be started from the secure site's own sign-in window",
  SOCIAL_BIND_INVALID: 'This sign-in cannot be started here. Start again from the app.',
  SOCIAL_BIND_USED: 'This sign-in was already started in another window. Start again from the app.',
  SOCIAL_POLLS_EXCEEDED: 'Too many checks of this sign-in. Start again from the app.',
  FARCASTER_DISABLED: 'Farcaster login is not enabled on this secure site',
  FARCASTER_RELAY_UNREACHABLE: 'The Farcaster relay could not be reached, try again',
  FARCASTER_RELAY_MALFORMED: 'The Farcaster relay gave an unexpected answer, try again',
  FARCASTER_RELAY_LOST: 'The Farcaster relay no longer knows this sign-in, start again',
  FARCASTER_REGISTRY_UNREACHABLE: 'The Farcaster registry could not be read, try again',
  FARCASTER_FLOW_INVALID: 'This Farcaster sign-in is invalid, start again',
  FARCASTER_FLOW_OTHER_FRAME: 'This Farcaster sign-in belongs to another browser or window',
  FARCASTER_FLOW_USED: 'This Farcaster sign-in was already used',
  FARCASTER_FLOW_EXPIRED:
    'Farcaster sign-in timed out: it was not approved in the Farcaster app in time',
  FARCASTER_MESSAGE_INVALID:
    'Farcaster sign-in refused: the signed message is not a valid Sign In With Farcaster message',
  FARCASTER_WRONG_DOMAIN: 'Farcaster sign-in refused: the message was signed for another site',
  FARCASTER_WRONG_NONCE: 'Farcaster sign-in refused: the message was signed for another sign-in',
  FARCASTER_WRONG_CHAIN: 'Farcaster sign-in refused: the message must name chain 10 (OP Mainnet)',
  FARCASTER_MESSAGE_EXPIRED: 'Farcaster sign-in refused: the signed message has expired',
  FARCASTER_MESSAGE_NOT_YET_VALID: 'Farcaster sign-in refused: the signed message is not valid yet',
  FARCASTER_FID_MISMATCH: 'Farcaster sign-in refused: the message names another fid than the relay',
  FARCASTER_BAD_SIGNATURE: 'Farcaster sign-in refused: the signature does not match the message',
  FARCASTER_NOT_AUTHORIZED:
    'Farcaster sign-in refused: the signer is neither the custody address nor an auth address of fid {fid}',
  FARCASTER_WRONG_REQUESTER:
    'Farcaster sign-in refused: the message does not name the site that asked for it ({site})',
  FARCASTER_TOO_MANY_POLLS: 'This Farcaster sign-in was checked more than {max} times, start again',
  NO_EMAIL_CHANGE: 'No email change in progress',
  SAME_EMAIL: 'This is already the email of this wallet',
  INVALID_REVERT_LINK: 'This link is invalid, was already used or has expired',
  REVERT_ADDRESS_TAKEN:
    'The old address now belongs to another wallet, so this change cannot be undone by link',
  APPROVAL_REQUIRED: 'Request was not approved',
  APPROVAL_CHANGED: 'Request was not approved: {fields} changed since approval',
  ACCOUNT_REQUIRED: 'Request does not name the account to sign with',
  ODD_HEX_MESSAGE: 'Invalid message: 0x-hex with an odd number of digits is not whole bytes',
  TOO_MANY_TRANSACTIONS: 'Too many transactions: at most {max} can be shown and signed at once',
  TRANSACTION_NOT_PREPARED:
    'Transaction was not prepared for approval: {missing} must be set as the card showed them',
  RATE_LIMITED: 'Too many requests, try again in {wait}',
  RPC_METHOD_NOT_ALLOWED: ErrorCatalogue.RPC_METHOD_NOT_ALLOWED,
  WALLET_HANDOVER: 'This transaction would give your wallet to another program',
  SOLANA_CLUSTER_MISMATCH:
    'RPC endpoint is not on {cluster}: its genesis hash does not match the network the card names',
  BLOCKHASH_UNKNOWN:
    'Transaction refused: {cluster} does not know its recent blockhash (expired, or made for another network)',
  SOLANA_RPC_UNREADABLE: 'The Solana RPC endpoint gave no valid answer to {method}, try again',
  DEVICE_PROOF_REQUIRED: 'Device proof required',
  DEVICE_PROOF_INVALID: 'Device proof invalid',
  DEVICE_PROOF_USED: 'Device proof already used',
  DEVICE_PROOF_OTHER_REQUEST: 'Device proof is for another request',
  DEVICE_PROOF_STALE: "Device proof is outside its time window: check this device's clock",
  DEVICE_KEY_MISMATCH: 'Session is bound to another device',
  SOCIAL_DEVICE_APPROVAL: `${SOCIAL_JOIN_APPROVAL_LEAD} Open the link we sent to {email} to approve this device, then continue with {provider} again.`,
  SOCIAL_DEVICE_APPROVAL_WAIT: `${SOCIAL_JOIN_APPROVAL_LEAD} To approve this device, continue with {provider} again in {seconds} seconds: we then mail a link to {email}.`,
  IDENTITY_LAST_METHOD: 'You cannot remove your only sign-in method',
  IDENTITY_UNKNOWN: 'This sign-in method is not linked to this wallet',
  IDENTITY_REMOVAL_NOT_APPROVED: 'Removing a sign-in method needs the card approved in the wallet',
} as const

export type ServerErrorCode = keyof typeof ServerMessages

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
    const message = ServerMessages[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
      key in values ? String(values[key]) : whole,
    )
    super(code, message, { cause: options.cause })
    this.status = STATUS[code]
    const seconds = values.seconds
    this.retryAfterS = typeof seconds === 'number' ? seconds : undefined
  }
}

export function isServerError(error: unknown): error is ServerError {
  return error instanceof ServerError
}
