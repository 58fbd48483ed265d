import { describe, expect, it } from 'vitest'
import { assertEmailCooldownOver, emailCooldownRemaining } from './emailCooldown'

describe('email cooldown', () => {
  it('allows a first login', () => {
    expect(emailCooldownRemaining(undefined, 1_000)).toBe(0)
    expect(() => assertEmailCooldownOver(undefined, 1_000)).not.toThrow()
  })

  it('counts the remaining whole seconds, rounded up', () => {
    expect(emailCooldownRemaining(0, 0)).toBe(30)
    expect(emailCooldownRemaining(0, 1)).toBe(30)
    expect(emailCooldownRemaining(0, 1_000)).toBe(29)
    expect(emailCooldownRemaining(0, 29_001)).toBe(1)
    expect(emailCooldownRemaining(0, 30_000)).toBe(0)
  })

  it("throws exactly 'Please try again after N seconds'", () => {
    expect(() => assertEmailCooldownOver(10_000, 22_500)).toThrow(
      expect.objectContaining({
        code: 'EMAIL_COOLDOWN',
        message: 'Please try again after 18 seconds',
      }),
    )
  })

  it('does not lock out on a last-login time in the future', () => {
    expect(emailCooldownRemaining(10_000_000, 0)).toBe(0)
  })
})
