import { describe, expect, it } from 'vitest'
import {
  appEventName,
  appEventType,
  frameReplyInfo,
  frameReplyType,
  isValidOutgoingReply,
  newMessageId,
  parseAppEvent,
  parseFrameEvent,
} from './envelope'
import { validRequests, validSuccesses } from './fixtures'
import { requestNames } from './table'

const id = '6f1c1c3e-2b7a-4d6e-9a51-0d3c3f0a9b11'

describe('request schemas', () => {
  it('has a valid example for every request in the table', () => {
    expect(Object.keys(validRequests).sort()).toEqual([...requestNames].sort())
  })

  for (const name of requestNames) {
    it(`accepts a valid ${name} request`, () => {
      const message = { type: appEventType(name), id, payload: validRequests[name] }
      expect(parseAppEvent(message)).toEqual(message)
    })
  }

  it('accepts requests without an id (hosts of the older format)', () => {
    expect(parseAppEvent({ type: '@w3m-app/GET_CHAIN_ID' })).toEqual({
      type: '@w3m-app/GET_CHAIN_ID',
    })
  })

  it('rejects a missing required field', () => {
    expect(parseAppEvent({ type: '@w3m-app/CONNECT_EMAIL', id, payload: {} })).toBeNull()
    expect(parseAppEvent({ type: '@w3m-app/CONNECT_OTP', id })).toBeNull()
    expect(
      parseAppEvent({ type: '@w3m-app/SYNC_DAPP_DATA', id, payload: { metadata: undefined } }),
    ).toBeNull()
  })

  it('rejects a wrong type in a field', () => {
    expect(parseAppEvent({ type: '@w3m-app/CONNECT_OTP', id, payload: { otp: 123456 } })).toBeNull()
    expect(
      parseAppEvent({ type: '@w3m-app/SWITCH_NETWORK', id, payload: { chainId: true } }),
    ).toBeNull()
    expect(
      parseAppEvent({ type: '@w3m-app/CONNECT_EMAIL', id: 42, payload: { email: 'a@b.co' } }),
    ).toBeNull()
  })

  it('rejects invalid values', () => {
    expect(
      parseAppEvent({ type: '@w3m-app/CONNECT_EMAIL', id, payload: { email: 'not-an-email' } }),
    ).toBeNull()
    expect(
      parseAppEvent({ type: '@w3m-app/CONNECT_OTP', id, payload: { otp: '12345' } }),
    ).toBeNull()
    expect(
      parseAppEvent({
        type: '@w3m-app/GET_SOCIAL_REDIRECT_URI',
        id,
        payload: { provider: 'myspace' },
      }),
    ).toBeNull()
    expect(
      parseAppEvent({ type: '@w3m-app/SET_PREFERRED_ACCOUNT', id, payload: { type: 'root' } }),
    ).toBeNull()
  })

  it('rejects unknown types and the wrong prefix', () => {
    expect(parseAppEvent({ type: '@w3m-app/STEAL_KEYS', id })).toBeNull()
    expect(parseAppEvent({ type: '@w3m-frame/GET_USER', id, payload: {} })).toBeNull()
    expect(parseAppEvent({ type: 'GET_USER', id, payload: {} })).toBeNull()
    expect(parseAppEvent({ type: '@w3m-app/__proto__', id })).toBeNull()
    expect(parseAppEvent({ type: '@w3m-app/constructor', id })).toBeNull()
  })

  it('rejects non-objects', () => {
    for (const data of [null, undefined, 0, 'x', '@w3m-app/GET_USER', [], true, () => 1]) {
      expect(parseAppEvent(data)).toBeNull()
    }
  })

  it('rejects huge strings without handling them', () => {
    const huge = 'a'.repeat(100_000)
    expect(parseAppEvent({ type: huge, id })).toBeNull()
    expect(parseAppEvent({ type: '@w3m-app/GET_CHAIN_ID', id: huge })).toBeNull()
    expect(
      parseAppEvent({ type: '@w3m-app/CONNECT_EMAIL', id, payload: { email: `${huge}@x.io` } }),
    ).toBeNull()
    expect(
      parseAppEvent({ type: '@w3m-app/SWITCH_NETWORK', id, payload: { chainId: huge } }),
    ).toBeNull()
  })

  it('applies the RPC payload checks', () => {
    const sendCalls = (to: string) => ({
      type: '@w3m-app/RPC_REQUEST',
      id,
      payload: { method: 'wallet_sendCalls', params: [{ calls: [{ to, data: '0x' }] }] },
    })
    expect(parseAppEvent(sendCalls('0x0000000000000000000000000000000000000001'))).not.toBeNull()
    expect(parseAppEvent(sendCalls('0000000000000000000000000000000000000001'))).toBeNull()
    const signAndSend = (preflightCommitment: string) => ({
      type: '@w3m-app/RPC_REQUEST',
      id,
      payload: {
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQID', options: { preflightCommitment } },
        chainNamespace: 'solana',
      },
    })
    expect(parseAppEvent(signAndSend('confirmed'))).not.toBeNull()
    expect(parseAppEvent(signAndSend('eventually'))).toBeNull()
  })
})

describe('frame events', () => {
  for (const name of requestNames) {
    it(`accepts a valid ${name} success and error`, () => {
      const success = { type: frameReplyType(name, 'SUCCESS'), id, payload: validSuccesses[name] }
      expect(parseFrameEvent(success)).toEqual(success)
      const error = { type: frameReplyType(name, 'ERROR'), id, payload: { message: 'nope' } }
      expect(parseFrameEvent(error)).toEqual(error)
    })
  }

  it('accepts READY with and without a version, and SESSION_UPDATE', () => {
    expect(parseFrameEvent({ type: '@w3m-frame/READY' })).toEqual({ type: '@w3m-frame/READY' })
    expect(
      parseFrameEvent({ type: '@w3m-frame/READY', payload: { version: '1.0.0' } }),
    ).not.toBeNull()
    expect(
      parseFrameEvent({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } }),
    ).not.toBeNull()
    expect(parseFrameEvent({ type: '@w3m-frame/SESSION_UPDATE', payload: {} })).toBeNull()
  })

  it('keeps an error reply without a message so the host can settle it', () => {
    expect(parseFrameEvent({ type: '@w3m-frame/GET_USER_ERROR', id })).not.toBeNull()
  })

  it('rejects malformed replies', () => {
    expect(
      parseFrameEvent({ type: '@w3m-frame/GET_USER_SUCCESS', id, payload: { email: 'x' } }),
    ).toBeNull()
    expect(
      parseFrameEvent({
        type: '@w3m-frame/IS_CONNECTED_SUCCESS',
        id,
        payload: { isConnected: 'yes' },
      }),
    ).toBeNull()
    expect(
      parseFrameEvent({ type: '@w3m-frame/GET_USER_ERROR', id, payload: { message: 5 } }),
    ).toBeNull()
    expect(parseFrameEvent({ type: '@w3m-frame/NOPE_SUCCESS', id })).toBeNull()
    expect(parseFrameEvent({ type: '@w3m-app/GET_USER_SUCCESS', id })).toBeNull()
    expect(parseFrameEvent('@w3m-frame/READY')).toBeNull()
    expect(parseFrameEvent(null)).toBeNull()
  })

  it('holds outgoing errors to exactly { message: string }', () => {
    expect(
      isValidOutgoingReply({ type: '@w3m-frame/GET_USER_ERROR', id, payload: { message: 'x' } }),
    ).toBe(true)
    expect(isValidOutgoingReply({ type: '@w3m-frame/GET_USER_ERROR', id })).toBe(false)
    expect(
      isValidOutgoingReply({
        type: '@w3m-frame/GET_USER_ERROR',
        id,
        payload: { message: 'x', stack: 's' },
      }),
    ).toBe(false)
    expect(
      isValidOutgoingReply({
        type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
        id,
        payload: { chainId: 1 },
      }),
    ).toBe(true)
  })
})

describe('names and ids', () => {
  it('builds and splits types', () => {
    expect(appEventType('CONNECT_EMAIL')).toBe('@w3m-app/CONNECT_EMAIL')
    expect(frameReplyType('GET_USER', 'ERROR')).toBe('@w3m-frame/GET_USER_ERROR')
    expect(frameReplyInfo('@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS')).toEqual({
      name: 'UPDATE_EMAIL_PRIMARY_OTP',
      outcome: 'SUCCESS',
    })
    expect(frameReplyInfo('@w3m-frame/READY')).toBeNull()
    expect(frameReplyInfo('@w3m-frame/toString_SUCCESS')).toBeNull()
    expect(appEventName('@w3m-app/RELOAD')).toBe('RELOAD')
    expect(appEventName('@w3m-app/hasOwnProperty')).toBeNull()
  })

  it('makes random UUID ids', () => {
    const ids = new Set(Array.from({ length: 1000 }, newMessageId))
    expect(ids.size).toBe(1000)
    for (const value of ids)
      expect(value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
