/** The error catalogue of SPEC §8: one error type, a code and the message a user sees. */

export const ErrorCatalogue = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  SWITCH_NETWORK_NOT_FOUND: 'Network Not Found',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  IFRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
  UNVERIFIED_DOMAIN: 'Unverified Domain',
  JWT_TOKEN_NOT_VALID: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID - update configuration',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured - update configuration',
  EMAIL_DEPENDENCY_UNAVAILABLE: 'Unable to load email login dependency',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FRAME_ERROR_WITHOUT_MESSAGE: 'An error occurred',
  IFRAME_NOT_SET: 'W3mFrame: iframe is not set',
  PARENT_NOT_SET: 'W3mFrame: parent is not set',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  CHAIN_REQUIRED: 'Chain is required to update chain account data',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  ERROR_REGISTERING_NAME: 'Error registering name {name}',
  FAILED_TO_DISCONNECT_CHAIN: 'Failed to disconnect chain {chain}: {reason}',
  NO_URL_PROVIDED: 'No URL was provided',
  GAS_PRICE_OR_SWAPS_UNSUPPORTED: 'Network not supported for Gas Price or Swaps',
  SIGN_MESSAGE_FAILED: 'Sign message failed',
  GAS_ESTIMATION_FAILED: 'error estimating gas',
  USER_REJECTED: 'User rejected the request',
  PROVIDER_NOT_FOUND: 'Provider not found',
  RPC_METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
  RPC_METHOD_NOT_ALLOWED_UI: 'Action not allowed',
  EMAIL_COOLDOWN: 'Please try again after {seconds} seconds',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  SIWX_NO_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  SIWX_NO_CAIP_NETWORK: 'No ActiveCaipNetwork or client found',
  SIWX_NO_CONNECTION_CLIENT: 'No ConnectionController client found',
  SIWX_AND_SIWE_CONFIG: 'Options siweConfig and siwx cannot both be set',
  RECEIPT_REVERTED_UNKNOWN: 'unknown reason',
  PAIRING_URI_INVALID: 'Invalid WalletConnect pairing URI',
} as const

export type ErrorCode = keyof typeof ErrorCatalogue

/** JSON-RPC / EIP-1193 codes SPEC §8 names, plus the user-rejected code. */
export const RpcErrorCode = {
  USER_REJECTED: 4001,
  UNRECOGNIZED_CHAIN: 4902,
  DEFAULT: 5000,
  INVALID_CHAIN_ID: 32603,
} as const

export interface AirlockErrorOptions {
  message?: string
  rpcCode?: number
  cause?: unknown
}

/**
 * The one error type of the SDK and the protocol: a catalogue `code`, the
 * message a user sees (the catalogue's unless a more precise one is given),
 * and the EIP-1193 code when it crosses a provider boundary. The families
 * below narrow it; everything else (SOMETHING_WENT_WRONG…) is an AirlockError.
 */
export class AirlockError<C extends ErrorCode = ErrorCode> extends Error {
  override readonly name: string = 'AirlockError'
  readonly code: C
  /** EIP-1193 / JSON-RPC code, when the error crosses a provider boundary. */
  readonly rpcCode: number | undefined

  constructor(code: C, options: AirlockErrorOptions = {}) {
    super(options.message ?? ErrorCatalogue[code], { cause: options.cause })
    this.code = code
    this.rpcCode = options.rpcCode
  }
}

/** The user (or their wallet) declined: EIP-1193's 4001. */
export class UserRejectedError extends AirlockError<'USER_REJECTED' | 'SIGNATURE_DECLINED'> {
  override readonly name: string = 'UserRejectedError'
  constructor(
    code: 'USER_REJECTED' | 'SIGNATURE_DECLINED' = 'USER_REJECTED',
    options: AirlockErrorOptions = {},
  ) {
    super(code, { rpcCode: RpcErrorCode.USER_REJECTED, ...options })
  }
}

/** A network the dapp did not configure, or a namespace the feature does not serve: 4902. */
export class UnsupportedChainError extends AirlockError<
  'UNSUPPORTED_CHAIN' | 'SWITCH_NETWORK_NOT_FOUND'
> {
  override readonly name: string = 'UnsupportedChainError'
  constructor(
    code: 'UNSUPPORTED_CHAIN' | 'SWITCH_NETWORK_NOT_FOUND' = 'UNSUPPORTED_CHAIN',
    options: AirlockErrorOptions = {},
  ) {
    super(code, { rpcCode: RpcErrorCode.UNRECOGNIZED_CHAIN, ...options })
  }
}

export type FrameErrorCode =
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'IFRAME_NOT_SET'
  | 'PARENT_NOT_SET'
  | 'FRAME_ERROR_WITHOUT_MESSAGE'
  | 'EMAIL_DEPENDENCY_UNAVAILABLE'

/** The secure frame did not load, answer in time, or exist any more. */
export class FrameError extends AirlockError<FrameErrorCode> {
  override readonly name: string = 'FrameError'
}

export type ValidationErrorCode =
  | 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'
  | 'SEND_TOKEN_REQUIRED'
  | 'EMAIL_COOLDOWN'
  | 'NO_URL_PROVIDED'
  | 'SIWX_AND_SIWE_CONFIG'
  | 'PROJECT_ID_NOT_CONFIGURED'
  | 'PAIRING_URI_INVALID'

/** Input (a form, the options, a configured URL) that SPEC §5 refuses. */
export class ValidationError extends AirlockError<ValidationErrorCode> {
  override readonly name: string = 'ValidationError'
}

const FAMILY: Partial<
  Record<ErrorCode, new (code: never, options?: AirlockErrorOptions) => AirlockError>
> = {
  USER_REJECTED: UserRejectedError,
  SIGNATURE_DECLINED: UserRejectedError,
  UNSUPPORTED_CHAIN: UnsupportedChainError,
  SWITCH_NETWORK_NOT_FOUND: UnsupportedChainError,
  IFRAME_LOAD_FAILED: FrameError,
  IFRAME_REQUEST_TIMEOUT: FrameError,
  IFRAME_NOT_SET: FrameError,
  PARENT_NOT_SET: FrameError,
  FRAME_ERROR_WITHOUT_MESSAGE: FrameError,
  EMAIL_DEPENDENCY_UNAVAILABLE: FrameError,
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: ValidationError,
  SEND_TOKEN_REQUIRED: ValidationError,
  EMAIL_COOLDOWN: ValidationError,
  NO_URL_PROVIDED: ValidationError,
  SIWX_AND_SIWE_CONFIG: ValidationError,
  PROJECT_ID_NOT_CONFIGURED: ValidationError,
  PAIRING_URI_INVALID: ValidationError,
}

/** The error of `code`, of its family's class when it has one (for codes known only at run time). */
export function errorOf(code: ErrorCode, options: AirlockErrorOptions = {}): AirlockError {
  const Family = FAMILY[code]
  return Family ? new Family(code as never, options) : new AirlockError(code, options)
}

/** Fills `{name}` placeholders of a catalogue message. */
export function formatError(code: ErrorCode, values: Record<string, string | number>): string {
  return ErrorCatalogue[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

export function airlockError(code: ErrorCode, values?: Record<string, string | number>) {
  return errorOf(code, values ? { message: formatError(code, values) } : {})
}
