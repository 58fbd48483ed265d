import { describe, expect, it } from 'vitest'
import {
  AirlockError,
  airlockError,
  ErrorCatalogue,
  errorFromFrameMessage,
  formatError,
  RpcErrorCode,
} from './errors'

describe('error catalogue', () => {
  it('carries the exact messages of SPEC §8', () => {
    expect(new AirlockError('IFRAME_LOAD_FAILED').message).toBe(
      'Network Error - Could not load embedded wallet',
    )
    expect(new AirlockError('IFRAME_REQUEST_TIMEOUT').message).toBe(
      'Embedded Wallet Request Timed Out',
    )
    expect(new AirlockError('JWT_TOKEN_NOT_VALID').message).toBe('Session Expired')
    expect(new AirlockError('INVALID_PROJECT_ID').message).toBe(
      'Invalid Project ID - update configuration',
    )
    expect(new AirlockError('SWITCH_NETWORK_NOT_FOUND').message).toBe('Network Not Found')
    expect(new AirlockError('RPC_METHOD_NOT_ALLOWED').message).toBe(
      'Requested RPC call is not allowed',
    )
    expect(ErrorCatalogue.TOKEN_BALANCE_UNAVAILABLE).toBe('Token Balance Unavailable')
  })

  it('fills placeholders', () => {
    expect(formatError('EMAIL_COOLDOWN', { seconds: 12 })).toBe('Please try again after 12 seconds')
    expect(airlockError('ERROR_REGISTERING_NAME', { name: 'ada' }).message).toBe(
      'Error registering name ada',
    )
    expect(formatError('FAILED_TO_DISCONNECT_CHAIN', { chain: 'eip155', reason: 'boom' })).toBe(
      'Failed to disconnect chain eip155: boom',
    )
  })

  it('is an Error with a code', () => {
    const error = new AirlockError('USER_REJECTED', { rpcCode: RpcErrorCode.USER_REJECTED })
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe('USER_REJECTED')
    expect(error.rpcCode).toBe(4001)
  })

  it('has the codes SPEC §8 names', () => {
    expect(RpcErrorCode).toMatchObject({
      UNRECOGNIZED_CHAIN: 4902,
      DEFAULT: 5000,
      INVALID_CHAIN_ID: 32603,
    })
  })
})

describe('server message mapping', () => {
  it('maps the three server messages', () => {
    expect(errorFromFrameMessage('Unauthorized: origin not allowed').code).toBe(
      'INVALID_APP_CONFIGURATION',
    )
    const jwt = errorFromFrameMessage('JWT validation error: JWT Token is not yet valid')
    expect([jwt.code, jwt.message]).toEqual(['JWT_TOKEN_NOT_VALID', 'Session Expired'])
    const key = errorFromFrameMessage('Unauthorized: invalid key')
    expect([key.code, key.message]).toEqual([
      'INVALID_PROJECT_ID',
      'Invalid Project ID - update configuration',
    ])
  })

  it("shows 'An error occurred' for an error without a message", () => {
    expect(errorFromFrameMessage(undefined).message).toBe('An error occurred')
    expect(errorFromFrameMessage('').message).toBe('An error occurred')
  })

  it('keeps other messages and marks user rejection with 4001', () => {
    expect(errorFromFrameMessage('Please try again after 3 seconds').message).toBe(
      'Please try again after 3 seconds',
    )
    expect(errorFromFrameMessage('User rejected the request').rpcCode).toBe(4001)
  })
})
