/**
 * Test harness: a createAirlock instance on the anvil network, with the fake
 * secure site attached to its iframe once it exists. Tests only.
 */
import { vi } from 'vitest'
import { type AirlockInstance, type CreateAirlockOptions, createAirlock } from '../createAirlock'
import { localhost } from '../networks/localhost'
import { bringUpFrame, type FakeFrame, type FakeHandlers, SECURE_SITE_URL } from './fakeFrame'

// Its home is the fake frame's file; kept here too, where the instance tests import it from.
export { bringUpFrame } from './fakeFrame'

export const testMetadata = {
  name: 'Dapp',
  description: 'A dapp',
  url: 'https://dapp.example',
  icons: [],
}

export function createTestAirlock(overrides: Partial<CreateAirlockOptions> = {}): AirlockInstance {
  return createAirlock({
    projectId: 'demo',
    networks: [localhost],
    metadata: testMetadata,
    secureSiteUrl: SECURE_SITE_URL,
    ...overrides,
  })
}

/** Per-test start: fake timers on, then a fresh instance. Pair with `stopTestAirlock` in `afterEach`. */
export function startTestAirlock(overrides: Partial<CreateAirlockOptions> = {}): AirlockInstance {
  vi.useFakeTimers()
  return createTestAirlock(overrides)
}

/** Per-test stop: destroys the instance, restores real timers and leaves no storage or DOM behind. */
export function stopTestAirlock(airlock: AirlockInstance): void {
  airlock.destroy()
  vi.useRealTimers()
  localStorage.clear()
  document.body.innerHTML = ''
}

/** Signs in through the email flow with the healthy fake frame; returns the frame. */
export async function signIn(
  airlock: AirlockInstance,
  handlers: FakeHandlers = {},
): Promise<FakeFrame> {
  const sent = airlock.connectEmail('ada@example.com')
  const frame = await bringUpFrame(handlers)
  await sent
  await airlock.verifyOtp('123456')
  return frame
}
