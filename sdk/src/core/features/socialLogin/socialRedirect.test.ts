import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ControllerContext } from '../../context'
import type { AirlockInstance } from '../../createAirlock'
import { silentLogger } from '../../logger'
import { createTestAirlock, stopTestAirlock } from '../../testing/airlockHarness'
import {
  bringUpFrame as bringUpFakeFrame,
  type FakeHandlers,
  mountedFrames,
  SECURE_ORIGIN,
} from '../../testing/fakeFrame'
import { socialFrameHandlers } from './fakeSocialFrame'
import { PENDING_SOCIAL_KEY, PENDING_SOCIAL_TTL_MS } from './pendingRedirect'
import { runSocialLogin } from './socialLogin'

const PROVIDER_URI = 'https://github.example/login/oauth/authorize?state=s'

const handlers = socialFrameHandlers(PROVIDER_URI, { userName: 'ada-gh' })

let airlock: AirlockInstance | undefined

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  if (airlock) stopTestAirlock(airlock)
  airlock = undefined
  vi.useRealTimers()
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

async function bringUpFrame(extra: FakeHandlers = {}) {
  await vi.waitFor(() => expect(mountedFrames()).toHaveLength(1))
  return bringUpFakeFrame({ ...handlers, ...extra })
}

/** The part of an instance's context the social flow uses (the instance keeps its own private). */
const contextOf = (instance: AirlockInstance) =>
  ({
    stores: instance.stores,
    connector: instance.connector,
    logger: silentLogger,
  }) as ControllerContext

function pendingFor(provider: string, at = Date.now()): void {
  sessionStorage.setItem(PENDING_SOCIAL_KEY, JSON.stringify({ provider, at }))
}

describe('social login with the popup blocked: the redirect flow', () => {
  it('window.open returns null: the page itself goes to the provider and asks to come back here', async () => {
    airlock = createTestAirlock()
    history.replaceState(null, '', '/swap?from=eth#top')
    const assign = vi.fn()
    const page = { location: { href: location.href, assign } } as unknown as Window
    const startedAt = Date.now()
    const started = runSocialLogin(contextOf(airlock), {
      provider: 'github',
      popup: null,
      origin: SECURE_ORIGIN,
      signal: new AbortController().signal,
      window: page,
    })
    const frame = await bringUpFrame()
    await started
    expect(frame.last('GET_SOCIAL_REDIRECT_URI')?.payload).toEqual({
      provider: 'github',
      returnUrl: 'http://localhost:3000/swap?from=eth#top',
    })
    expect(assign).toHaveBeenCalledWith(PROVIDER_URI)
    expect(JSON.parse(sessionStorage.getItem(PENDING_SOCIAL_KEY) ?? '{}')).toEqual({
      provider: 'github',
      at: startedAt,
    })
  })

  it('through the instance: no popup → the redirecting state (the page is about to leave)', async () => {
    airlock = createTestAirlock()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    void airlock.connectSocial('github').catch(() => {})
    expect(open).toHaveBeenCalledTimes(1)
    await vi.waitFor(() =>
      expect(airlock?.stores.socialLogin.getState()).toMatchObject({
        provider: 'github',
        status: 'redirecting',
      }),
    )
    expect(airlock.stores.router.getState().view).toBe('ConnectingSocial')
    open.mockRestore()
  })

  it('the frame cannot give the URL: the attempt fails and nothing stays pending', async () => {
    airlock = createTestAirlock()
    const assign = vi.fn()
    const page = { location: { href: location.href, assign } } as unknown as Window
    const started = runSocialLogin(contextOf(airlock), {
      provider: 'github',
      popup: null,
      origin: SECURE_ORIGIN,
      signal: new AbortController().signal,
      window: page,
    }).catch((error: Error) => error.message)
    await bringUpFrame({ GET_SOCIAL_REDIRECT_URI: { error: 'github is not enabled' } })
    await expect(started).resolves.toBe('github is not enabled')
    expect(assign).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(PENDING_SOCIAL_KEY)).toBeNull()
  })

  it('back with the handle: taken out of the URL, redeemed at start, connected', async () => {
    pendingFor('github')
    history.replaceState({ app: 1 }, '', '/swap?from=eth#airlock-social-result=handle-9')
    airlock = createTestAirlock()
    // Out of the address bar before anything is awaited on the network.
    await vi.waitFor(() => expect(location.hash).toBe(''))
    expect(location.search).toBe('?from=eth')
    expect(location.pathname).toBe('/swap')
    expect(history.state).toEqual({ app: 1 })
    const frame = await bringUpFrame()
    await airlock.ready
    expect(frame.last('CONNECT_SOCIAL')?.payload).toMatchObject({ uri: 'handle-9', chainId: 31337 })
    expect(airlock.getAccount('eip155')).toMatchObject({
      status: 'connected',
      socialProvider: 'github',
      user: { userName: 'ada-gh' },
    })
    expect(airlock.stores.modal.getState().open).toBe(true)
    expect(airlock.stores.router.getState().view).toBe('Account')
    expect(sessionStorage.getItem(PENDING_SOCIAL_KEY)).toBeNull()
  })

  it('back with an error: ConnectingSocial says why, nothing is redeemed', async () => {
    pendingFor('github')
    history.replaceState(null, '', '/#airlock-social-error=Access%20denied')
    airlock = createTestAirlock()
    await airlock.ready
    expect(location.hash).toBe('')
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'ConnectingSocial',
      data: { socialProvider: 'github' },
    })
    expect(airlock.stores.socialLogin.getState()).toMatchObject({
      status: 'failed',
      error: 'Access denied',
    })
    expect(mountedFrames()).toHaveLength(0)
  })

  it('a handle this tab did not ask for (a link someone sent) is removed and ignored', async () => {
    history.replaceState(null, '', '/#airlock-social-result=planted')
    airlock = createTestAirlock()
    await airlock.ready
    expect(location.hash).toBe('')
    expect(mountedFrames()).toHaveLength(0)
    expect(airlock.getState().status).toBe('disconnected')
    expect(airlock.stores.modal.getState().open).toBe(false)
  })

  it('a pending attempt older than the limit is not resumed', async () => {
    pendingFor('github', Date.now() - PENDING_SOCIAL_TTL_MS - 1)
    history.replaceState(null, '', '/#airlock-social-result=late')
    airlock = createTestAirlock()
    await airlock.ready
    expect(location.hash).toBe('')
    expect(mountedFrames()).toHaveLength(0)
    expect(sessionStorage.getItem(PENDING_SOCIAL_KEY)).toBeNull()
  })

  it('pending but nothing came back (the user pressed Back): forgotten, no connect', async () => {
    pendingFor('github')
    airlock = createTestAirlock()
    await airlock.ready
    expect(sessionStorage.getItem(PENDING_SOCIAL_KEY)).toBeNull()
    expect(mountedFrames()).toHaveLength(0)
    expect(airlock.stores.modal.getState().open).toBe(false)
  })

  it('the handle fails to redeem: the toast, signed out, Connect; ready still settles', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    pendingFor('github')
    history.replaceState(null, '', '/#airlock-social-result=expired')
    airlock = createTestAirlock()
    const frame = await bringUpFrame({ CONNECT_SOCIAL: { error: 'Handle expired' } })
    await airlock.ready
    logged.mockRestore()
    expect(frame.names()).toContain('SIGN_OUT')
    expect(airlock.stores.toast.getState().message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(airlock.stores.router.getState().view).toBe('Connect')
    expect(airlock.getState().status).toBe('disconnected')
  })
})
