/**
 * The inbox against a real jsdom window (built here, see channel.test.ts for why).
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { createInbox, type ReceivedMessage } from './inbox'

const ORIGIN = 'https://dapp.example'
const STRANGER = 'https://stranger.example'

function setup() {
  const dom = new JSDOM('<!DOCTYPE html>', { url: 'https://secure.example/sdk' })
  const window = dom.window as unknown as Window & typeof globalThis
  const post = (data: unknown, origin = ORIGIN) =>
    window.dispatchEvent(new window.MessageEvent('message', { data, origin, source: window }))
  return { window, post }
}

describe('inbox', () => {
  it('listens only once taken: nothing sent before is kept for the runtime', () => {
    const { window, post } = setup()
    const inbox = createInbox(window)
    // A stranger flooding the frame before the runtime starts fills nothing.
    for (let index = 0; index < 500; index++)
      post({ type: '@w3m-app/SIGN_OUT', id: `${index}` }, STRANGER)
    post({ type: '@w3m-app/GET_CHAIN_ID' })
    const received: ReceivedMessage[] = []
    inbox.take((event) => received.push(event))
    expect(received).toEqual([])
    post({ type: '@w3m-app/GET_CHAIN_ID', id: 'after' })
    expect(received.map((event) => [event.origin, event.data])).toEqual([
      [ORIGIN, { type: '@w3m-app/GET_CHAIN_ID', id: 'after' }],
    ])
  })

  it('hands every event after take to the handler, and none after close', () => {
    const { window, post } = setup()
    const inbox = createInbox(window)
    const received: unknown[] = []
    inbox.take((event) => received.push(event.data))
    post('one')
    post('two', STRANGER)
    inbox.close()
    post('three')
    // The channel, not the inbox, decides what is accepted: both arrive here.
    expect(received).toEqual(['one', 'two'])
  })

  it('is latched: a second take, or a take after close, throws', () => {
    const { window } = setup()
    const taken = createInbox(window)
    taken.take(() => {})
    expect(() => taken.take(() => {})).toThrow('The frame inbox is already taken or closed')
    const closed = createInbox(window)
    closed.close()
    expect(() => closed.take(() => {})).toThrow('The frame inbox is already taken or closed')
  })

  it('never listens when a refused frame closes it unread', () => {
    const { window } = setup()
    const add = vi.spyOn(window, 'addEventListener')
    const inbox = createInbox(window)
    inbox.close()
    expect(add).not.toHaveBeenCalled()
  })
})
