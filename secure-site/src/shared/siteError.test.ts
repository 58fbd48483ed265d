import { describe, expect, it } from 'vitest'
import { ApiError } from '../frame/api'
import { ConfigError } from '../server/config/env'
import { ServerError, ServerMessages } from '../server/errors'
import { HttpError } from '../server/http/http'
import { BodyTooLargeError } from '../server/net/byteLimit'
import { OutboundError } from '../server/net/outboundFetch'
import { UrlRefusedError } from '../server/net/publicUrl'
import { SealedSecretError } from '../server/vault/envelope'
import { KeyVaultError } from '../server/vault/envKeyVault'
import { httpErrorCode, SiteError } from './siteError'

describe('SiteError: one family, a catalogue code on each', () => {
  it.each([
    [
      new ServerError('RATE_LIMITED', { values: { wait: '3 s' } }),
      'ServerError',
      'RATE_LIMITED',
      'Too many requests, try again in 3 s',
    ],
    [
      new HttpError(413, 'Request body too large'),
      'HttpError',
      'PAYLOAD_TOO_LARGE',
      'Request body too large',
    ],
    [new HttpError(418, 'Teapot'), 'HttpError', 'HTTP_ERROR', 'Teapot'],
    [new ApiError('Session Expired', 401), 'ApiError', 'UNAUTHORIZED', 'Session Expired'],
    [new ApiError('Network error', 0), 'ApiError', 'NO_ANSWER', 'Network error'],
    [
      new ConfigError('AIRLOCK_KEK: missing'),
      'ConfigError',
      'CONFIG_INVALID',
      'AIRLOCK_KEK: missing',
    ],
    [new BodyTooLargeError(10), 'BodyTooLargeError', 'BODY_TOO_LARGE', 'Body larger than 10 bytes'],
    [new OutboundError('timeout', 'timed out'), 'OutboundError', 'timeout', 'timed out'],
    [new UrlRefusedError('address', '10.0.0.1'), 'UrlRefusedError', 'address', 'address: 10.0.0.1'],
    [
      new KeyVaultError('Data keys are 32 bytes'),
      'KeyVaultError',
      'KEY_REFUSED',
      'Data keys are 32 bytes',
    ],
    [
      new SealedSecretError('Sealed secret is malformed'),
      'SealedSecretError',
      'SEALED_SECRET_REFUSED',
      'Sealed secret is malformed',
    ],
  ] as const)('%s', (error, name, code, message) => {
    expect(error).toBeInstanceOf(SiteError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe(name)
    expect(error.code).toBe(code)
    expect(error.message).toBe(message)
  })

  it('keeps the cause and the extra fields callers read', () => {
    const cause = new Error('socket hang up')
    const outbound = new OutboundError('unreachable', 'unreachable', { cause })
    expect(outbound.cause).toBe(cause)
    expect(outbound.reason).toBe('unreachable')
    const server = new ServerError('EMAIL_COOLDOWN', { values: { seconds: 30 } })
    expect(server.status).toBe(429)
    expect(server.retryAfterS).toBe(30)
    expect(server.message).toBe(ServerMessages.EMAIL_COOLDOWN.replace('{seconds}', '30'))
    expect(new HttpError(403, 'Forbidden: cross-origin request').status).toBe(403)
  })

  it('maps every listed status and nothing else', () => {
    expect(httpErrorCode(400)).toBe('BAD_REQUEST')
    expect(httpErrorCode(504)).toBe('GATEWAY_TIMEOUT')
    expect(httpErrorCode(200)).toBe('HTTP_ERROR')
  })
})
