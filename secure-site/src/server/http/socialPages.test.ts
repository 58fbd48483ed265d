import { JSDOM, VirtualConsole } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import {
  SOCIAL_BINDING_TYPE,
  SOCIAL_DONE_TYPE,
  SOCIAL_HELLO_TYPE,
} from '../../shared/socialWindowMessages'
import {
  callbackDoneHtml,
  callbackMessageHtml,
  SIGNED_IN_MESSAGE,
  startPageHtml,
} from '../social/socialPageHtml'
import { securityHeaders } from './securityHeaders'

const SITE = 'http://localhost:3001'
const FLOW = '0f0e0d0c-0000-4000-8000-000000000001'

interface FakeFrame {
  postMessage: ReturnType<typeof vi.fn>
}

/** Runs a page's script in jsdom, with an opener whose frames are `frames` (or none). */
function run(html: string, path: string, frames: FakeFrame[] | null, fetch = vi.fn()) {
  const navigations: string[] = []
  const virtualConsole = new VirtualConsole()
  // jsdom does not navigate: a location.replace shows up as its 'not implemented' error.
  virtualConsole.on('jsdomError', (error) => navigations.push(error.message))
  const close = vi.fn()
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    url: `${SITE}${path}`,
    virtualConsole,
    beforeParse(window) {
      const opener = frames && { closed: false, frames: Object.assign([...frames], {}) }
      Object.defineProperty(window, 'opener', { value: opener })
      window.close = close
      Object.defineProperty(window, 'fetch', { value: fetch })
    },
  })
  const status = () => dom.window.document.getElementById('status')?.textContent
  const receive = (data: unknown, origin: string) =>
    dom.window.dispatchEvent(new dom.window.MessageEvent('message', { data, origin }))
  return {
    dom,
    close,
    status,
    receive,
    navigated: () => navigations.some((m) => m.includes('navigation')),
  }
}

describe('the start page', () => {
  it('asks every frame of its opener for the flow, pinned to its own origin', () => {
    const frames = [{ postMessage: vi.fn() }, { postMessage: vi.fn() }]
    run(startPageHtml(FLOW, 'n'), `/social/start?flow=${FLOW}`, frames)
    for (const frame of frames) {
      expect(frame.postMessage).toHaveBeenCalledWith(
        { type: SOCIAL_HELLO_TYPE, flowId: FLOW },
        SITE,
      )
    }
  })

  it('binds with what a frame of its own origin answers, then goes to the provider', async () => {
    const fetch = vi.fn(async () => ({ ok: true, json: async () => ({}) }))
    const page = run(startPageHtml(FLOW, 'n'), `/social/start?flow=${FLOW}`, [], fetch)
    const authorizeUrl = 'http://localhost:4010/authorize?state=s'
    page.receive({ type: SOCIAL_BINDING_TYPE, flowId: FLOW, binding: 'b1', authorizeUrl }, SITE)
    expect(fetch).toHaveBeenCalledWith('/api/auth/social/bind', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ flowId: FLOW, binding: 'b1' }),
    })
    await vi.waitFor(() => expect(page.navigated()).toBe(true))
  })

  it.each([
    ['another origin (the host)', 'http://localhost:5173', {}],
    ['another flow', SITE, { flowId: '0f0e0d0c-0000-4000-8000-000000000002' }],
    ['a javascript: URL', SITE, { authorizeUrl: 'javascript:alert(1)' }],
    ['no binding', SITE, { binding: 42 }],
  ])('takes no binding from %s', (_case, origin, change) => {
    const fetch = vi.fn()
    const page = run(startPageHtml(FLOW, 'n'), `/social/start?flow=${FLOW}`, [], fetch)
    const data = {
      type: SOCIAL_BINDING_TYPE,
      flowId: FLOW,
      binding: 'b1',
      authorizeUrl: 'http://localhost:4010/authorize',
      ...change,
    }
    page.receive(data, origin)
    expect(fetch).not.toHaveBeenCalled()
    expect(page.navigated()).toBe(false)
  })

  it("shows the server's refusal and stays", async () => {
    const message = 'This sign-in was already started in another window. Start again from the app.'
    const fetch = vi.fn(async () => ({ ok: false, json: async () => ({ message }) }))
    const page = run(startPageHtml(FLOW, 'n'), `/social/start?flow=${FLOW}`, [], fetch)
    page.receive(
      { type: SOCIAL_BINDING_TYPE, flowId: FLOW, binding: 'b', authorizeUrl: 'http://p.example/' },
      SITE,
    )
    await vi.waitFor(() => expect(page.status()).toBe(message))
    expect(page.navigated()).toBe(false)
  })

  it('without a flow (the first load) runs no script', () => {
    expect(startPageHtml(null, 'n')).not.toContain('<script')
  })
})

describe('the callback page', () => {
  it('tells the frames of its opener that the flow ended, content-free, pinned, then closes', () => {
    const frames = [{ postMessage: vi.fn() }, { postMessage: vi.fn() }]
    const page = run(callbackDoneHtml(FLOW, null, 'n'), '/social/callback', frames)
    for (const frame of frames) {
      expect(frame.postMessage).toHaveBeenCalledWith({ type: SOCIAL_DONE_TYPE, flowId: FLOW }, SITE)
    }
    expect(page.close).toHaveBeenCalled()
  })

  it('with its opener severed (COOP at the provider), says signed in and stays', () => {
    const page = run(callbackDoneHtml(FLOW, null, 'n'), '/social/callback', null)
    expect(page.status()).toBe(SIGNED_IN_MESSAGE)
    expect(page.status()).toBe('Signed in. You can close this window and return to the app.')
    expect(page.close).not.toHaveBeenCalled()
  })

  it('shows why a flow failed', () => {
    const page = run(callbackDoneHtml(FLOW, 'Sign-in was cancelled', 'n'), '/social/callback', null)
    expect(page.status()).toBe('Sign-in was cancelled')
  })

  it('runs one nonce’d script and lets no data out of its script element', () => {
    const html = callbackDoneHtml(FLOW, '</script><script>alert(1)</script>', 'n0nce')
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(html).toContain('<script nonce="n0nce">')
    expect(html).not.toContain('alert(1)</script>')
  })

  it('a page that delivers nothing only shows its message', () => {
    const html = callbackMessageHtml(
      'This sign-in was started in another browser. Start again from the app.',
      'n',
    )
    expect(html).toContain('This sign-in was started in another browser. Start again from the app.')
    expect(html).not.toContain('<script')
  })

  it('keeps its opener (COOP unsafe-none) and is framed by nobody', () => {
    expect(securityHeaders('popup', { dev: false })).toMatchObject({
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'X-Frame-Options': 'DENY',
    })
  })
})
