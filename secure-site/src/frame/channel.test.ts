/**
 * Channel checks against a real jsdom window. The window is built here rather than
 * with vitest's jsdom environment docblock: its built-in environment loads the jsdom
 * its install peers with (the sdk's jsdom 31, which needs Node >= 22.22), while this
 * package's jsdom 28 runs on the Node 20.19 the workspace supports.
 */
import { parseFrameEvent } from '@airlock/protocol'
import { JSDOM } from 'jsdom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createChannel } from './channel'
import { createInbox } from './inbox'
import { silentLogger } from './log'

const ORIGIN = 'https://dapp.example'
const request = { type: '@w3m-app/GET_CHAIN_ID', id: 'req-1' }

// A top-level jsdom window: window.parent === window, which stands in for the host.
const dom = new JSDOM('<!DOCTYPE html>', { url: 'https://secure.example/sdk' })
const window = dom.window as unknown as Window & typeof globalThis
const { MessageEvent } = window

function setup() {
  const postMessage = vi.spyOn(window, 'postMessage').mockImplementation(() => {})
  const channel = createChannel({ parent: window.parent, origin: ORIGIN, log: silentLogger })
  return { channel, postMessage }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('channel: what it accepts', () => {
  it('accepts a valid request from the verified origin and the parent window', () => {
    const { channel } = setup()
    expect(channel.accept({ data: request, origin: ORIGIN, source: window })).toEqual(request)
  })

  it('drops a message from another origin', () => {
    const { channel } = setup()
    expect(
      channel.accept({ data: request, origin: 'https://evil.example', source: window }),
    ).toBeNull()
  })

  it('drops a message from the right origin but another window', () => {
    const { channel } = setup()
    // Another frame in the same page, e.g. an ad iframe of the dapp's origin.
    const iframe = window.document.createElement('iframe')
    window.document.body.append(iframe)
    const other = iframe.contentWindow
    expect(other).not.toBeNull()
    expect(channel.accept({ data: request, origin: ORIGIN, source: other })).toBeNull()
    expect(channel.accept({ data: request, origin: ORIGIN, source: null })).toBeNull()
  })

  it('drops messages that fail their schema', () => {
    const { channel } = setup()
    const source = window
    for (const data of [
      null,
      'GET_CHAIN_ID',
      { type: '@w3m-app/NOT_A_REQUEST' },
      { type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'not an email' } },
      { type: '@w3m-frame/READY' },
    ]) {
      expect(channel.accept({ data, origin: ORIGIN, source })).toBeNull()
    }
  })

  it('accepts real MessageEvents delivered through the inbox', () => {
    const { channel } = setup()
    const inbox = createInbox(window)
    const accepted: unknown[] = []
    inbox.take((event) => accepted.push(channel.accept(event)))
    window.dispatchEvent(
      new MessageEvent('message', { data: request, origin: ORIGIN, source: window }),
    )
    window.dispatchEvent(
      new MessageEvent('message', {
        data: request,
        origin: 'https://evil.example',
        source: window,
      }),
    )
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { ...request, id: 'req-2' },
        origin: ORIGIN,
        source: window,
      }),
    )
    inbox.close()
    window.dispatchEvent(
      new MessageEvent('message', { data: request, origin: ORIGIN, source: window }),
    )
    expect(accepted).toEqual([request, null, { ...request, id: 'req-2' }])
    expect(() => inbox.take(() => {})).toThrow()
  })
})

describe('channel: what it posts', () => {
  it('replies only to the verified origin, carrying the request id', () => {
    const { channel, postMessage } = setup()
    channel.reply(request as never, { ok: true, payload: { chainId: 1 } })
    expect(postMessage).toHaveBeenCalledWith(
      { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'req-1', payload: { chainId: 1 } },
      ORIGIN,
    )
  })

  it('replies without an id when the request had none (older hosts)', () => {
    const { channel, postMessage } = setup()
    channel.reply({ type: '@w3m-app/SIGN_OUT' } as never, { ok: true, payload: undefined })
    channel.reply({ type: '@w3m-app/SIGN_OUT' } as never, { ok: false, message: 'nope' })
    expect(postMessage.mock.calls).toEqual([
      [{ type: '@w3m-frame/SIGN_OUT_SUCCESS' }, ORIGIN],
      [{ type: '@w3m-frame/SIGN_OUT_ERROR', payload: { message: 'nope' } }, ORIGIN],
    ])
  })

  it('answers an RPC whose result is undefined with a payload key the host takes', () => {
    const { channel, postMessage } = setup()
    const rpc = { type: '@w3m-app/RPC_REQUEST', id: 'req-3' }
    channel.reply(rpc as never, { ok: true, payload: undefined })
    const [[sent]] = postMessage.mock.calls as [[unknown]]
    expect(sent).toHaveProperty('payload', undefined)
    expect(Object.keys(sent as object)).toContain('payload')
    expect(parseFrameEvent(sent)).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS' })
  })

  it('turns a success that fails the wire schema into an error reply', () => {
    const { channel, postMessage } = setup()
    channel.reply(request as never, { ok: true, payload: { chainId: { nested: true } } })
    expect(postMessage).toHaveBeenCalledWith(
      {
        type: '@w3m-frame/GET_CHAIN_ID_ERROR',
        id: 'req-1',
        payload: { message: 'Something went wrong' },
      },
      ORIGIN,
    )
  })

  it('bounds error messages and never sends an empty one', () => {
    const { channel, postMessage } = setup()
    channel.reply(request as never, { ok: false, message: 'x'.repeat(10_000) })
    channel.reply(request as never, { ok: false, message: '' })
    const [long, empty] = postMessage.mock.calls.map(
      ([message]) => message as { payload: { message: string } },
    )
    expect(long?.payload.message.length).toBe(4096)
    expect(empty?.payload.message).toBe('Something went wrong')
  })

  it('posts READY once', () => {
    const { channel, postMessage } = setup()
    channel.ready('0.1.0')
    channel.ready('0.1.0')
    expect(postMessage.mock.calls).toEqual([
      [{ type: '@w3m-frame/READY', payload: { version: '0.1.0' } }, ORIGIN],
    ])
  })
})
