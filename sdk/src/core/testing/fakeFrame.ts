/**
 * Test harness: plays the secure site against a real iframe element in jsdom.
 * It records what the host posts (by spying on the iframe window's postMessage)
 * and dispatches `MessageEvent`s with a chosen origin, source and data on the
 * host window, exactly as a browser would deliver the frame's replies.
 * Used by tests only; not exported from the package.
 */
import { FRAME_EVENT_PREFIX, type RequestName } from '@airlock/protocol'
import { vi } from 'vitest'

export const SECURE_SITE_URL = 'https://wallet.example'
export const SECURE_ORIGIN = 'https://wallet.example'

export interface PostedMessage {
  type: string
  id: string
  name: RequestName
  payload: unknown
  targetOrigin: string
}

/** How the fake frame answers a request: a success payload, an error message, or nothing. */
export type FakeAnswer = { success: unknown } | { error: string | undefined } | 'silent' | undefined

/** A fixed answer, or one computed from the request's payload. */
export type FakeHandler = FakeAnswer | ((payload: unknown) => FakeAnswer)

export type FakeHandlers = Partial<Record<RequestName, FakeHandler>>

export interface DispatchOptions {
  origin?: string
  source?: Window | null
}

export interface FakeFrame {
  readonly iframe: HTMLIFrameElement
  readonly frameWindow: Window
  readonly posted: PostedMessage[]
  readonly postMessage: ReturnType<typeof vi.fn>
  /** Names of the posted requests, in order. */
  names(): RequestName[]
  last(name: RequestName): PostedMessage | undefined
  /** Dispatches a message on the host window as if it came from `source` at `origin`. */
  dispatch(data: unknown, options?: DispatchOptions): void
  ready(): void
  succeed(request: PostedMessage, payload?: unknown): void
  fail(request: PostedMessage, message?: string): void
  /** Auto-answers: every later request whose NAME has a handler is answered on a microtask. */
  handle(handlers: FakeHandlers): void
  /** One handler, e.g. to observe the host's state at the moment a request arrives. */
  on(name: RequestName, handler: FakeHandler): void
}

export function attachFakeFrame(iframe: HTMLIFrameElement, hostWindow: Window = window): FakeFrame {
  const frameWindow = iframe.contentWindow
  if (!frameWindow) throw new Error('fake frame: the iframe has no window (is it in the document?)')
  const posted: PostedMessage[] = []
  let handlers: FakeHandlers = {}

  function dispatch(data: unknown, options: DispatchOptions = {}): void {
    const source = options.source === undefined ? frameWindow : options.source
    const event = new MessageEvent('message', {
      data,
      origin: options.origin ?? SECURE_ORIGIN,
      source,
    })
    hostWindow.dispatchEvent(event)
  }

  function reply(request: PostedMessage, outcome: 'SUCCESS' | 'ERROR', payload: unknown): void {
    const data: Record<string, unknown> = {
      type: `${FRAME_EVENT_PREFIX}${request.name}_${outcome}`,
      id: request.id,
    }
    if (payload !== undefined) data.payload = payload
    dispatch(data)
  }

  const postMessage = vi.fn((message: unknown, targetOrigin: unknown) => {
    // A browser would hand a '*' post to whatever page the frame shows now; the fake refuses it loudly.
    if (targetOrigin !== SECURE_ORIGIN)
      throw new Error(`fake frame: posted to ${String(targetOrigin)}`)
    const { type, id, payload } = message as { type: string; id: string; payload: unknown }
    const name = type.replace('@w3m-app/', '') as RequestName
    const entry: PostedMessage = { type, id, name, payload, targetOrigin: String(targetOrigin) }
    posted.push(entry)
    const handler = handlers[name]
    const answer = typeof handler === 'function' ? handler(payload) : handler
    if (answer === undefined || answer === 'silent') return
    queueMicrotask(() => {
      if ('success' in answer) reply(entry, 'SUCCESS', answer.success)
      else reply(entry, 'ERROR', answer.error === undefined ? undefined : { message: answer.error })
    })
  })
  // The host calls frameWindow.postMessage(message, origin); record instead of delivering.
  Object.defineProperty(frameWindow, 'postMessage', { value: postMessage, configurable: true })

  return {
    iframe,
    frameWindow,
    posted,
    postMessage,
    names: () => posted.map((entry) => entry.name),
    last: (name) => posted.filter((entry) => entry.name === name).at(-1),
    dispatch,
    ready: () => dispatch({ type: `${FRAME_EVENT_PREFIX}READY`, payload: { version: 'test' } }),
    succeed: (request, payload = {}) => reply(request, 'SUCCESS', payload),
    fail: (request, message) =>
      reply(request, 'ERROR', message === undefined ? undefined : { message }),
    handle(next) {
      handlers = { ...handlers, ...next }
    },
    on(name, handler) {
      handlers = { ...handlers, [name]: handler }
    },
  }
}

/** The secure iframe(s) the SDK mounted, in document order. */
export function mountedFrames(doc: Document = document): HTMLIFrameElement[] {
  return [...doc.querySelectorAll<HTMLIFrameElement>('iframe[name="w3m-secure-iframe"]')]
}

export const TEST_ADDRESS = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'

/** Answers the frame's init requests and a connected user, like a healthy secure site. */
export const healthyFrameHandlers: FakeHandlers = {
  SYNC_DAPP_DATA: () => ({ success: {} }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ success: { smartAccountEnabledNetworks: [] } }),
  SYNC_THEME: () => ({ success: {} }),
  CONNECT_EMAIL: () => ({ success: { action: 'VERIFY_OTP' } }),
  CONNECT_OTP: () => ({ success: {} }),
  IS_CONNECTED: () => ({ success: { isConnected: true } }),
  GET_USER: (payload) => ({
    success: {
      email: 'ada@example.com',
      address: TEST_ADDRESS,
      chainId: (payload as { chainId?: number } | undefined)?.chainId ?? 1,
      accounts: [{ address: TEST_ADDRESS, type: 'eoa' }],
      preferredAccountType: 'eoa',
    },
  }),
  SIGN_OUT: () => ({ success: {} }),
}

/** Attaches the fake secure site to a mounted iframe (the newest by default) and lets it become ready. */
export async function bringUpFrame(
  handlers: FakeHandlers = {},
  iframe = mountedFrames().at(-1),
): Promise<FakeFrame> {
  if (!iframe) throw new Error('no iframe mounted')
  const frame = attachFakeFrame(iframe)
  frame.handle({ ...healthyFrameHandlers, ...handlers })
  frame.ready()
  await vi.advanceTimersByTimeAsync(500)
  return frame
}
