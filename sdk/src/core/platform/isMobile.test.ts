import { afterEach, describe, expect, it, vi } from 'vitest'
import { isMobile, type PlatformEnv } from './isMobile'

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

/** A window stand-in whose primary pointer is `pointer`. */
const env = (pointer: 'coarse' | 'fine', userAgent: string): PlatformEnv => ({
  matchMedia: (query) => ({ matches: query === `(pointer: ${pointer})` }),
  navigator: { userAgent },
})

describe('isMobile (SPEC §2: coarse pointer or user agent)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    Reflect.deleteProperty(window, 'matchMedia')
  })

  it('is true for a coarse pointer, whatever the user agent says', () => {
    expect(isMobile(env('coarse', DESKTOP_CHROME))).toBe(true)
  })

  it('is true for a mobile user agent with a fine pointer', () => {
    expect(isMobile(env('fine', IPHONE_SAFARI))).toBe(true)
    expect(isMobile(env('fine', ANDROID_CHROME))).toBe(true)
  })

  it('is false for a desktop browser with a fine pointer', () => {
    expect(isMobile(env('fine', DESKTOP_CHROME))).toBe(false)
  })

  it('asks the user agent alone where matchMedia is missing', () => {
    expect(isMobile({ navigator: { userAgent: DESKTOP_CHROME } })).toBe(false)
    expect(isMobile({ navigator: { userAgent: IPHONE_SAFARI } })).toBe(true)
    expect(isMobile({})).toBe(false)
  })

  it('reads the current window by default, at call time', () => {
    // jsdom: no matchMedia, a desktop-like user agent.
    expect(isMobile()).toBe(false)
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME)
    expect(isMobile()).toBe(true)
    vi.restoreAllMocks()
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(pointer: coarse)' }),
    })
    expect(isMobile()).toBe(true)
  })
})
