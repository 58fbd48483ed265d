import { describe, expect, it } from 'vitest'
import { parseAppEvent, parseFrameEvent } from './envelope'

const id = 'req-1'

describe('the sign-in method extensions', () => {
  it('REMOVE_SIGN_IN_METHOD needs a non-empty id of at most 64 characters', () => {
    const request = (payload: unknown) =>
      parseAppEvent({ type: '@w3m-app/REMOVE_SIGN_IN_METHOD', id, payload })
    expect(request({ id: 'f'.repeat(32) })).not.toBeNull()
    for (const payload of [{}, { id: '' }, { id: 'f'.repeat(65) }, { id: 5 }, null]) {
      expect(request(payload)).toBeNull()
    }
  })

  it('GET_SIGN_IN_METHODS answers a list of email and identity methods, nothing else', () => {
    const success = (payload: unknown) =>
      parseFrameEvent({ type: '@w3m-frame/GET_SIGN_IN_METHODS_SUCCESS', id, payload })
    const identity = {
      kind: 'identity',
      id: 'f'.repeat(32),
      provider: 'farcaster',
      userName: null,
      linkedAt: '2030-01-01T00:00:00.000Z',
    }
    expect(success({ methods: [identity] })).not.toBeNull()
    expect(success({ methods: [{ ...identity, kind: 'phone' }] })).toBeNull()
    expect(
      success({ methods: [{ kind: 'email', email: 'not an email', linkedAt: 'x' }] }),
    ).toBeNull()
    expect(success({ methods: Array.from({ length: 65 }, () => identity) })).toBeNull()
  })
})
