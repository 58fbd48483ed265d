import { AirlockError } from '@airlock/protocol'
import { describe, expect, it, vi } from 'vitest'
import { installFrameBusHarness, promiseState } from '../../testing/frameBusHarness'

const h = installFrameBusHarness()

describe('frame bus: which replies are accepted', () => {
  async function pendingUser() {
    h.setup()
    await h.initialise()
    const promise = h.bus.request('GET_USER', { chainId: 1 })
    const request = h.frame.last('GET_USER')
    if (!request) throw new Error('not sent')
    return { promise, request }
  }
  const user = { address: '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c', chainId: 1 }

  it('ignores a reply from the wrong origin', async () => {
    const { promise, request } = await pendingUser()
    const data = { type: '@w3m-frame/GET_USER_SUCCESS', id: request.id, payload: user }
    h.frame.dispatch(data, { origin: 'https://evil.example' })
    h.frame.dispatch(data, { origin: 'https://wallet.example:444' })
    h.frame.dispatch(data, { origin: 'http://wallet.example' })
    expect(await promiseState(promise)).toBe('pending')
    expect(h.bus.pendingCount).toBe(1)
  })

  it('ignores a reply from the right origin but another window', async () => {
    const { promise, request } = await pendingUser()
    const data = { type: '@w3m-frame/GET_USER_SUCCESS', id: request.id, payload: user }
    h.frame.dispatch(data, { source: window })
    h.frame.dispatch(data, { source: null })
    const other = document.createElement('iframe')
    document.body.appendChild(other)
    h.frame.dispatch(data, { source: other.contentWindow })
    expect(await promiseState(promise)).toBe('pending')
  })

  it('ignores a reply with a guessed id', async () => {
    const { promise } = await pendingUser()
    h.frame.dispatch({
      type: '@w3m-frame/GET_USER_SUCCESS',
      id: crypto.randomUUID(),
      payload: user,
    })
    h.frame.dispatch({ type: '@w3m-frame/GET_USER_SUCCESS', payload: user })
    expect(await promiseState(promise)).toBe('pending')
  })

  it('ignores a reply with the right id but another NAME', async () => {
    const { promise, request } = await pendingUser()
    h.frame.dispatch({
      type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
      id: request.id,
      payload: { chainId: 1 },
    })
    h.frame.dispatch({
      type: '@w3m-frame/IS_CONNECTED_ERROR',
      id: request.id,
      payload: { message: 'x' },
    })
    expect(await promiseState(promise)).toBe('pending')
  })

  it('ignores malformed messages', async () => {
    const { promise, request } = await pendingUser()
    for (const data of [
      null,
      'GET_USER_SUCCESS',
      42,
      [],
      { type: '@w3m-frame/GET_USER_SUCCESS', id: request.id },
      { type: '@w3m-frame/GET_USER_SUCCESS', id: request.id, payload: { chainId: 1 } },
      { type: '@w3m-frame/GET_USER_SUCCESS', id: request.id, payload: { ...user, chainId: true } },
      { type: '@w3m-frame/GET_USER_SUCCESS', id: 7, payload: user },
      { type: '@w3m-frame/NOPE_SUCCESS', id: request.id, payload: user },
      { type: '@w3m-app/GET_USER', id: request.id, payload: {} },
    ]) {
      h.frame.dispatch(data)
    }
    expect(await promiseState(promise)).toBe('pending')
  })

  it('ignores a reply to a request still queued (never sent to the frame)', async () => {
    const id = '0b6f2a52-5a7b-4c1e-9a2d-3c4b5d6e7f80'
    vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(id)
    h.setup()
    const promise = h.bus.request('GET_CHAIN_ID', {})
    h.frame.dispatch({ type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 1 } })
    expect(await promiseState(promise)).toBe('pending')
  })

  it('resolves on the right reply, with its payload', async () => {
    const { promise, request } = await pendingUser()
    h.frame.succeed(request, user)
    await expect(promise).resolves.toEqual(user)
    expect(h.bus.pendingCount).toBe(0)
  })

  it('logs dropped messages at debug level only', async () => {
    const debug = vi.fn()
    const error = vi.fn()
    h.setup({ logger: { debug, error } })
    h.frame.dispatch({ type: '@w3m-frame/READY' }, { origin: 'https://evil.example' })
    expect(debug).toHaveBeenCalledWith(
      'frame message dropped',
      expect.objectContaining({ reason: 'origin' }),
    )
    expect(error).not.toHaveBeenCalled()
  })

  it('ignores SESSION_UPDATE: the host keeps no token', async () => {
    h.setup()
    await h.initialise()
    h.frame.dispatch({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'secret-token' } })
    expect(h.bus.status).toBe('ready')
  })
})

describe('frame bus: errors', () => {
  async function failWith(message: string | undefined) {
    h.setup()
    await h.initialise()
    const promise = h.bus.request('GET_CHAIN_ID', {})
    const request = h.frame.last('GET_CHAIN_ID')
    if (!request) throw new Error('not sent')
    h.frame.fail(request, message)
    return promise.then(
      () => {
        throw new Error('resolved')
      },
      (error: AirlockError) => error,
    )
  }

  it("an _ERROR without a message becomes 'An error occurred'", async () => {
    const error = await failWith(undefined)
    expect(error).toBeInstanceOf(AirlockError)
    expect(error.message).toBe('An error occurred')
    expect(h.bus.pendingCount).toBe(0)
  })

  it.each([
    ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION', 'Invalid App Configuration'],
    ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID', 'Session Expired'],
    [
      'Unauthorized: invalid key',
      'INVALID_PROJECT_ID',
      'Invalid Project ID - update configuration',
    ],
  ])('maps the server message %j', async (serverMessage, code, message) => {
    const error = await failWith(serverMessage)
    expect(error.code).toBe(code)
    expect(error.message).toBe(message)
  })

  it('keeps any other message', async () => {
    expect((await failWith('Invalid code')).message).toBe('Invalid code')
  })
})
