import { describe, expect, it } from 'vitest'
import {
  AirlockError,
  airlockError,
  ErrorCatalogue,
  errorOf,
  FrameError,
  formatError,
  RpcErrorCode,
  UnsupportedChainError,
  UserRejectedError,
  ValidationError,
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

describe('error families', () => {
  it('a rejection is a UserRejectedError carrying 4001, with SPEC §8’s messages', () => {
    const rejected = new UserRejectedError()
    expect(rejected).toBeInstanceOf(AirlockError)
    expect(rejected).toBeInstanceOf(Error)
    expect(rejected).toMatchObject({
      name: 'UserRejectedError',
      code: 'USER_REJECTED',
      rpcCode: 4001,
      message: 'User rejected the request',
    })
    expect(new UserRejectedError('SIGNATURE_DECLINED')).toMatchObject({
      code: 'SIGNATURE_DECLINED',
      rpcCode: 4001,
      message: 'Signature declined',
    })
  })

  it('an unknown network is an UnsupportedChainError carrying 4902', () => {
    expect(new UnsupportedChainError()).toMatchObject({
      name: 'UnsupportedChainError',
      code: 'UNSUPPORTED_CHAIN',
      rpcCode: 4902,
      message: 'Unsupported chain',
    })
    expect(new UnsupportedChainError('SWITCH_NETWORK_NOT_FOUND')).toMatchObject({
      rpcCode: 4902,
      message: 'Network Not Found',
    })
  })

  it('frame and validation errors keep the catalogue messages and carry no RPC code', () => {
    expect(new FrameError('IFRAME_LOAD_FAILED')).toMatchObject({
      name: 'FrameError',
      message: 'Network Error - Could not load embedded wallet',
      rpcCode: undefined,
    })
    expect(new FrameError('IFRAME_REQUEST_TIMEOUT').message).toBe(
      'Embedded Wallet Request Timed Out',
    )
    expect(new FrameError('IFRAME_NOT_SET').message).toBe('W3mFrame: iframe is not set')
    expect(new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED').message).toBe(
      'An amount and receiver address are required',
    )
    expect(new ValidationError('SEND_TOKEN_REQUIRED').message).toBe('A token is required')
    expect(new ValidationError('NO_URL_PROVIDED')).toBeInstanceOf(AirlockError)
  })

  it('a code known only at run time gets its family’s class, the rest the base class', () => {
    expect(errorOf('USER_REJECTED')).toBeInstanceOf(UserRejectedError)
    expect(errorOf('IFRAME_NOT_SET')).toBeInstanceOf(FrameError)
    expect(airlockError('EMAIL_COOLDOWN', { seconds: 9 })).toMatchObject({
      name: 'ValidationError',
      message: 'Please try again after 9 seconds',
    })
    const generic = errorOf('SOMETHING_WENT_WRONG')
    expect(generic.constructor).toBe(AirlockError)
    expect(generic).toMatchObject({ name: 'AirlockError', message: 'Something went wrong' })
  })

  it('a more precise message replaces the catalogue’s; the code stays', () => {
    const error = new UserRejectedError('USER_REJECTED', { message: 'nope', rpcCode: 4001 })
    expect(error).toMatchObject({ code: 'USER_REJECTED', message: 'nope' })
  })
})
