import { AirlockError, RpcErrorCode, UserRejectedError } from '@airlock/protocol'

const numericCode = (value: unknown): number | undefined =>
  typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number'
    ? value.code
    : undefined

/**
 * -32002 (EIP-1474 "resource unavailable"): MetaMask's answer to a second
 * eth_requestAccounts while the site's first still waits in its popup
 * ("Request of type 'wallet_requestPermissions' already pending for origin …").
 */
export const REQUEST_PENDING_CODE = -32002

/**
 * Rabby says the same with -32001 ("resource not found", RabbyHub/Rabby
 * rpcFlow.ts): only its own words tell this case from any other -32001.
 */
const RABBY_PENDING = {
  code: -32001,
  message: /^Already processing (connect|unlock)\. Please wait\.$/,
}

/** What the views say for -32002: the wallet's own text names an RPC method, not what to do. */
export const REQUEST_PENDING_MESSAGE =
  'The wallet already has a request from this site open: finish it in the wallet, then try again.'

/** The EIP-1193 code of a wallet's error. */
export function providerErrorCode(error: unknown): number | undefined {
  return numericCode(error)
}

/**
 * The code a wallet wrapped inside another error: MetaMask mobile answers an
 * unknown chain with -32603 and the real 4902 in `data.originalError.code`.
 */
export function wrappedProviderErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined
  const { data } = error
  if (typeof data !== 'object' || data === null || !('originalError' in data)) return undefined
  return numericCode(data.originalError)
}

/**
 * A wallet's error as the SDK's one error type: a rejection keeps its 4001 so
 * the views can say the user declined; a request already open in the wallet
 * (MetaMask -32002, Rabby -32001) says what to do; anything else keeps the wallet's text.
 */
export function toWalletError(error: unknown): AirlockError {
  if (error instanceof AirlockError) return error
  const code = providerErrorCode(error)
  if (code === RpcErrorCode.USER_REJECTED)
    return new UserRejectedError('USER_REJECTED', { rpcCode: code, cause: error })
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined
  const rabbyPending =
    code === RABBY_PENDING.code &&
    typeof message === 'string' &&
    RABBY_PENDING.message.test(message)
  if (code === REQUEST_PENDING_CODE || rabbyPending)
    return new AirlockError('SOMETHING_WENT_WRONG', {
      message: REQUEST_PENDING_MESSAGE,
      rpcCode: code,
      cause: error,
    })
  return new AirlockError('SOMETHING_WENT_WRONG', {
    ...(typeof message === 'string' && message ? { message } : {}),
    ...(code === undefined ? {} : { rpcCode: code }),
    cause: error,
  })
}
