// @vitest-environment node
import { expect, it } from 'vitest'
import { isMobile } from './isMobile'

it('is false on the server, where there is no window', () => {
  expect(typeof window).toBe('undefined')
  expect(isMobile()).toBe(false)
})
