/**
 * The exact messages of the errors server modules throw on purpose (ServerError,
 * src/server/errors.ts, adds the HTTP status), by code. Shared because the frame shows
 * some of them itself, before or instead of a call (refusals, a last sign-in method):
 * the same words either way. Imports nothing from node or the server.
 * Messages the protocol already owns are taken from it, not retyped.
 */
import { EMAIL_INVALID_MESSAGE, ErrorCatalogue, SOCIAL_JOIN_APPROVAL_LEAD } from '@airlock/protocol'

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

/** The message of `code` with its `{placeholders}` filled; an unknown one stays as written. */
export function serverMessage(
  code: ServerErrorCode,
  values: Record<string, string | number> = {},
): string {
  return ServerMessages[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}
