import { SOCIAL_RESULT_TYPE } from '@airlock/protocol'
import { JSDOM, VirtualConsole } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { callbackDeliveryHtml, callbackMessageHtml } from '../social/socialPageHtml'
import { securityHeaders } from './securityHeaders'

/** Runs the callback page's script in jsdom, with or without an opener. */
function runCallback(html: string, opener: { postMessage: (...args: unknown[]) => void } | null) {
  // jsdom does not navigate: a location.replace shows up as its 'not implemented' error.
  const navigations: string[] = []
  const virtualConsole = new VirtualConsole()
  virtualConsole.on('jsdomError', (error) => navigations.push(error.message))
  const close = vi.fn()
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    url: 'http://localhost:3001/social/callback',
    virtualConsole,
    beforeParse(window) {
      Object.defineProperty(window, 'opener', { value: opener && { ...opener, closed: false } })
      window.close = close
    },
  })
  const data = JSON.parse(
    dom.window.document.getElementById('airlock-social')?.textContent ?? 'null',
  ) as { redirect: string } | null
  return { close, navigated: navigations.some((m) => m.includes('navigation')), data }
}

const delivery = {
  origin: 'http://localhost:5173',
  returnUrl: 'http://localhost:5173/app?tab=1#old',
  result: { handle: 'flow.handle</script><script>alert(1)</script>' },
}

describe('social login pages', () => {
  it('posts the handle to the opener, pinned to the dapp origin, then closes', () => {
    const postMessage = vi.fn()
    const window = runCallback(callbackDeliveryHtml(delivery, 'n0nce'), { postMessage })
    expect(postMessage).toHaveBeenCalledWith(
      { type: SOCIAL_RESULT_TYPE, handle: delivery.result.handle },
      'http://localhost:5173',
    )
    expect(window.close).toHaveBeenCalled()
    expect(window.navigated).toBe(false)
  })

  it('without an opener, goes back to the return URL with the result in the fragment', () => {
    const window = runCallback(callbackDeliveryHtml(delivery, 'n0nce'), null)
    expect(window.navigated).toBe(true)
    expect(window.close).not.toHaveBeenCalled()
    expect(window.data?.redirect).toBe(
      `http://localhost:5173/app?tab=1#airlock-social-result=${encodeURIComponent(delivery.result.handle)}`,
    )
  })

  it('hands an error over the same way', () => {
    const postMessage = vi.fn()
    runCallback(
      callbackDeliveryHtml({ ...delivery, result: { error: 'Sign-in was cancelled' } }, 'n'),
      { postMessage },
    )
    expect(postMessage).toHaveBeenCalledWith(
      { type: SOCIAL_RESULT_TYPE, error: 'Sign-in was cancelled' },
      'http://localhost:5173',
    )
  })

  it('never lets the data out of its script element, and runs one nonce’d script', () => {
    const html = callbackDeliveryHtml(delivery, 'n0nce')
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(html).toContain('<script nonce="n0nce">')
    expect(html).not.toContain('alert(1)</script>')
  })

  it('a page that names no flow only shows its message', () => {
    const html = callbackMessageHtml('This sign-in link is invalid or has expired', 'n')
    expect(html).toContain('This sign-in link is invalid or has expired')
    expect(html).not.toContain('<script')
  })

  it('keeps its opener (COOP unsafe-none) and is framed by nobody', () => {
    expect(securityHeaders('popup', { dev: false })).toMatchObject({
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'X-Frame-Options': 'DENY',
    })
  })
})
