import { describe, expect, it } from 'vitest'
import { deviceLabel, UNKNOWN_DEVICE } from './deviceLabel'

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0'

describe('deviceLabel', () => {
  it('names the browser, its major version and the system', () => {
    expect(deviceLabel(CHROME_LINUX)).toBe('Chrome 140 on Linux')
    expect(deviceLabel(SAFARI_IPHONE)).toBe('Safari 17 on iOS (phone)')
    expect(deviceLabel(EDGE_WINDOWS)).toBe('Microsoft Edge 120 on Windows')
  })

  it('never echoes a name the user agent made up', () => {
    expect(deviceLabel('Your Bank Secure Login/1.0 (trusted)')).toBe(
      'Unknown browser on an unknown system',
    )
  })

  it('says unknown for a missing, empty or oversized user agent', () => {
    expect(deviceLabel(null)).toBe(UNKNOWN_DEVICE)
    expect(deviceLabel('   ')).toBe(UNKNOWN_DEVICE)
    expect(deviceLabel(`${CHROME_LINUX} ${'x'.repeat(600)}`)).toBe(UNKNOWN_DEVICE)
  })
})
