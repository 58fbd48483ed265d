import { AirlockError, ErrorCatalogue, RpcErrorCode } from '@airlock/protocol'

/** EIP-1193 provider error codes (the protocol's RpcErrorCode has the SPEC ones; these complete the set). */
export const Eip1193ErrorCode = {
  USER_REJECTED: RpcErrorCode.USER_REJECTED,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  UNRECOGNIZED_CHAIN: RpcErrorCode.UNRECOGNIZED_CHAIN,
  INVALID_PARAMS: -32602,
  DEFAULT: RpcErrorCode.DEFAULT,
} as const

/**
 * The error an EIP-1193 provider throws: `code` must be a number there (wagmi and
 * viem read it), where AirlockError's `code` is the catalogue key. The catalogue
 * key rides along in `data.airlockCode`, the original error in `cause`.
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data: { airlockCode?: string } | undefined

  constructor(
    code: number,
    message: string,
    options: { airlockCode?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.code = code
    this.data = options.airlockCode ? { airlockCode: options.airlockCode } : undefined
  }
}

const CODE_OF: Partial<Record<AirlockError['code'], number>> = {
  USER_REJECTED: Eip1193ErrorCode.USER_REJECTED,
  // The user closed the modal on the request: to the dapp, that is a rejection.
  REQUEST_ABORTED: Eip1193ErrorCode.USER_REJECTED,
  RPC_METHOD_NOT_ALLOWED: Eip1193ErrorCode.UNSUPPORTED_METHOD,
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: Eip1193ErrorCode.UNAUTHORIZED,
  IFRAME_LOAD_FAILED: Eip1193ErrorCode.DISCONNECTED,
  IFRAME_NOT_SET: Eip1193ErrorCode.DISCONNECTED,
  SWITCH_NETWORK_NOT_FOUND: Eip1193ErrorCode.UNRECOGNIZED_CHAIN,
  UNSUPPORTED_CHAIN: Eip1193ErrorCode.UNRECOGNIZED_CHAIN,
}

/** Any error from the frame or the SDK, as the EIP-1193 error a dapp expects. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof AirlockError) {
    const airlockCode: AirlockError['code'] = error.code
    const code = error.rpcCode ?? CODE_OF[airlockCode] ?? Eip1193ErrorCode.DEFAULT
    return new ProviderRpcError(code, error.message, { airlockCode: error.code, cause: error })
  }
  const message =
    error instanceof Error && error.message ? error.message : ErrorCatalogue.SOMETHING_WENT_WRONG
  return new ProviderRpcError(Eip1193ErrorCode.DEFAULT, message, { cause: error })
}
