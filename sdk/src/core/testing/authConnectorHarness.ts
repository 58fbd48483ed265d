/**
 * The auth connector's tests' shared set-up: a connector on the fake secure
 * site's URL, fake timers around each test, and nothing (connector, storage,
 * iframe) left after it. Registers its own beforeEach/afterEach. Tests only.
 */
import { afterEach, beforeEach, vi } from 'vitest'
import {
  type AuthConnector,
  type AuthConnectorOptions,
  createAuthConnector,
} from '../connectors/auth/authConnector'
import { SECURE_SITE_URL } from './fakeFrame'

export const testAuthDappData = {
  projectId: 'demo',
  sdkType: 'airlock',
  sdkVersion: 'airlock-0.1.0',
}

/** Returns `create`, which makes this test's connector (destroyed after it). */
export function installAuthConnectorHarness(
  timers?: Parameters<typeof vi.useFakeTimers>[0],
): (overrides?: Partial<AuthConnectorOptions>) => AuthConnector {
  let connector: AuthConnector | undefined

  beforeEach(() => {
    vi.useFakeTimers(timers)
  })

  afterEach(() => {
    connector?.destroy()
    connector = undefined
    vi.useRealTimers()
    localStorage.clear()
    document.body.innerHTML = ''
  })

  return (overrides = {}) => {
    connector = createAuthConnector({
      secureSiteUrl: SECURE_SITE_URL,
      projectId: 'demo',
      dappData: testAuthDappData,
      ...overrides,
    })
    return connector
  }
}
