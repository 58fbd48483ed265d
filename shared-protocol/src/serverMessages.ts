/**
 * Error replies from the frame and the blockchain API, read back into catalogue
 * errors. Apart from errors.ts because only the frame bus and the API client
 * (both lazy chunks of the SDK) read replies; the page start needs the catalogue alone.
 */

import { AirlockError, ErrorCatalogue, type ErrorCode, RpcErrorCode } from './errors'

/** Server messages that map onto catalogue codes (PROTOCOL.md › Origins, SPEC §8). */
export const ServerMessageCodes: Readonly<Record<string, ErrorCode>> = {
  'Unauthorized: origin not allowed': 'INVALID_APP_CONFIGURATION',
  'JWT validation error: JWT Token is not yet valid': 'JWT_TOKEN_NOT_VALID',
  'Unauthorized: invalid key': 'INVALID_PROJECT_ID',
}

/**
 * The catalogue code of a server message, if it is one of them. Own keys only: a
 * message such as 'constructor' or '__proto__' must not find Object.prototype's.
 */
export function serverMessageCode(message: unknown): ErrorCode | undefined {
  return typeof message === 'string' && Object.hasOwn(ServerMessageCodes, message)
    ? ServerMessageCodes[message]
    : undefined
}

/**
 * Turns an `_ERROR` reply's message into the error the host throws: the three
 * server messages become their catalogue errors, an empty one becomes 'An error
 * occurred', anything else keeps its text.
 */
export function errorFromFrameMessage(message: string | undefined): AirlockError {
  if (!message) return new AirlockError('FRAME_ERROR_WITHOUT_MESSAGE')
  const code = serverMessageCode(message)
  if (code) return new AirlockError(code)
  if (message === ErrorCatalogue.RPC_METHOD_NOT_ALLOWED)
    return new AirlockError('RPC_METHOD_NOT_ALLOWED')
  if (message === ErrorCatalogue.USER_REJECTED) {
    return new AirlockError('USER_REJECTED', { rpcCode: RpcErrorCode.USER_REJECTED })
  }
  if (message === ErrorCatalogue.IFRAME_REQUEST_TIMEOUT)
    return new AirlockError('IFRAME_REQUEST_TIMEOUT')
  return new AirlockError('SOMETHING_WENT_WRONG', { message })
}
