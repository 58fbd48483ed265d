import { describe, expect, it } from 'vitest'
import { AirlockError, airlockError, ErrorCatalogue, formatError, RpcErrorCode } from './errors'

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
