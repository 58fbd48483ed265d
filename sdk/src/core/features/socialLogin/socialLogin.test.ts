import { SOCIAL_PENDING_MESSAGE } from '@airlock/protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameStorageKeys } from '../../clients/frame/frameStorage'
import type { AirlockInstance } from '../../createAirlock'
import { startTestAirlock, stopTestAirlock } from '../../testing/airlockHarness'
import {
  bringUpFrame as bringUpFakeFrame,
  type FakeAnswer,
  type FakeHandlers,
  mountedFrames,
  TEST_ADDRESS,
} from '../../testing/fakeFrame'
import { type FakePopup, fakePopup } from './fakePopup'
import { START_URI, socialFrameHandlers } from './fakeSocialFrame'

const USER = {
  email: 'ada@example.com',
  accounts: [{ address: TEST_ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  userName: 'ada.lovelace',
}

let airlock: AirlockInstance
let popup: FakePopup
let open: ReturnType<typeof vi.fn<Window['open']>>

beforeEach(() => {
  airlock = startTestAirlock()
  popup = fakePopup()
  open = vi.fn<Window['open']>(() => popup.window)
  vi.spyOn(window, 'open').mockImplementation(open)
})
afterEach(() => {
  vi.restoreAllMocks()
  stopTestAirlock(airlock)
})

/** The fake secure site, once the flow's chunk has loaded and created the iframe. */
async function bringUpFrame(handlers: FakeHandlers = {}) {
  await vi.waitFor(() => expect(mountedFrames()).toHaveLength(1))
  return bringUpFakeFrame(handlers)
}

/** Starts a Google login; the frame says pending `pending` times. Resolves once the popup is at the start page. */
async function startLogin(handlers: FakeHandlers = {}, pending = 0) {
  const login = airlock.connectSocial('google')
  const outcome = login.then(
    () => 'connected',
    (error: Error) => error.message,
  )
  const frame = await bringUpFrame({
    ...socialFrameHandlers(START_URI, USER, pending),
    ...handlers,
  })
  await vi.waitFor(() => expect(popup.href()).toBe(START_URI))
  return { frame, outcome }
}

const connects = (frame: Awaited<ReturnType<typeof bringUpFrame>>) =>
  frame.names().filter((name) => name === 'CONNECT_SOCIAL').length

describe('social login, popup flow', () => {
  it('opens the popup on the secure site’s loading page in the caller’s turn', () => {
    void airlock.connectSocial('google').catch(() => {})
    // Synchronously: nothing awaited between the click and window.open.
    expect(open).toHaveBeenCalledTimes(1)
    const [url, name, features] = open.mock.calls[0] ?? []
    expect(url).toBe('https://wallet.example/social/start?provider=google')
    expect(name).toBe('airlock-social')
    expect(features).toContain('popup')
    expect(features).not.toContain('noopener')
  })

  it('keeps a deployment path prefix in the loading page URL', () => {
    stopTestAirlock(airlock)
    airlock = startTestAirlock({ secureSiteUrl: 'https://wallet.example/airlock/' })
    void airlock.connectSocial('github').catch(() => {})
    expect(open.mock.calls[0]?.[0]).toBe(
      'https://wallet.example/airlock/social/start?provider=github',
    )
  })

  it('sends the popup to the start page, asks the frame for the result: connected like email, with provider and name', async () => {
    const { frame, outcome } = await startLogin()
    expect(frame.last('GET_SOCIAL_REDIRECT_URI')?.payload).toEqual({ provider: 'google' })
    await expect(outcome).resolves.toBe('connected')
    expect(frame.last('CONNECT_SOCIAL')?.payload).toEqual({
      uri: START_URI,
      chainId: 31337,
      preferredAccountType: 'eoa',
      rpcUrl: 'http://127.0.0.1:8545',
    })
    expect(popup.close).toHaveBeenCalled()
    expect(airlock.getAccount('eip155')).toMatchObject({
      address: TEST_ADDRESS,
      status: 'connected',
      connectorId: 'AUTH',
      socialProvider: 'google',
      user: { userName: 'ada.lovelace' },
    })
    expect(airlock.getState()).toMatchObject({ status: 'connected', address: TEST_ADDRESS })
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'Account',
      history: ['Account'],
    })
    expect(localStorage.getItem(FrameStorageKeys.socialUsername)).toBe('ada.lovelace')
    expect(localStorage.getItem(FrameStorageKeys.connectedSocial)).toBe('google')
    expect(localStorage.getItem(FrameStorageKeys.emailLoginUsed)).toBe('true')
  })

  it('asks again while the frame says the sign-in is still in progress', async () => {
    const { frame, outcome } = await startLogin({}, 3)
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(outcome).resolves.toBe('connected')
    expect(connects(frame)).toBe(4)
  })

  it('waits on after the popup looks closed (a provider page with COOP), and says so', async () => {
    let pending = true
    const connectSocial = (payload: unknown): FakeAnswer =>
      pending
        ? { error: SOCIAL_PENDING_MESSAGE }
        : { success: { address: TEST_ADDRESS, chainId: (payload as { chainId: number }).chainId } }
    const { frame, outcome } = await startLogin({ CONNECT_SOCIAL: connectSocial })
    popup.closeByUser()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(airlock.stores.socialLogin.getState()).toMatchObject({
      status: 'waiting',
      windowClosed: true,
    })
    expect(airlock.stores.router.getState().view).toBe('ConnectingSocial')
    pending = false
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(outcome).resolves.toBe('connected')
    expect(connects(frame)).toBeGreaterThan(1)
  })

  it('gives up after the flow’s lifetime with a clear message', async () => {
    const { frame, outcome } = await startLogin({
      CONNECT_SOCIAL: { error: SOCIAL_PENDING_MESSAGE },
    })
    await vi.advanceTimersByTimeAsync(9 * 60_000)
    expect(airlock.stores.socialLogin.getState().status).toBe('waiting')
    await vi.advanceTimersByTimeAsync(2 * 60_000)
    await expect(outcome).resolves.toBe('Sign-in timed out: start again from the app')
    expect(airlock.stores.socialLogin.getState()).toMatchObject({
      status: 'failed',
      error: 'Sign-in timed out: start again from the app',
    })
    expect(connects(frame)).toBeGreaterThan(100)
  })

  it('a blocked popup ends the attempt at once with why; nothing is asked of the frame', async () => {
    open.mockImplementation(() => null)
    await expect(airlock.connectSocial('github')).rejects.toThrow(
      'Pop-ups are blocked. Allow pop-ups for this site to continue with GitHub.',
    )
    expect(airlock.stores.socialLogin.getState()).toMatchObject({
      status: 'failed',
      provider: 'github',
      error: 'Pop-ups are blocked. Allow pop-ups for this site to continue with GitHub.',
    })
    expect(airlock.stores.router.getState().view).toBe('ConnectingSocial')
    expect(mountedFrames()).toHaveLength(0)
  })

  it('a popup closed before it left for the start page ends the attempt; Try again opens a new one', async () => {
    const login = airlock.connectSocial('google').then(
      () => 'connected',
      (error: Error) => error.message,
    )
    const frame = await bringUpFrame({
      ...socialFrameHandlers(START_URI, USER),
      GET_SOCIAL_REDIRECT_URI: 'silent',
    })
    popup.closeByUser()
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(login).resolves.toBe('The sign-in window was closed before sign-in finished')
    expect(popup.href()).not.toBe(START_URI)
    expect(airlock.stores.socialLogin.getState()).toMatchObject({
      status: 'failed',
      error: 'The sign-in window was closed before sign-in finished',
    })
    expect(frame.names()).not.toContain('CONNECT_SOCIAL')

    const second = fakePopup()
    open.mockImplementation(() => second.window)
    frame.on('GET_SOCIAL_REDIRECT_URI', { success: { uri: START_URI } })
    const retry = airlock.connectSocial('google')
    expect(open).toHaveBeenCalledTimes(2)
    await retry
    expect(second.href()).toBe(START_URI)
    // One history entry for the view, however many tries.
    expect(airlock.stores.router.getState().history).toEqual(['Account'])
  })

  it('the start URI never comes: the frame request’s 30 s timeout ends it', async () => {
    const login = airlock.connectSocial('google').then(
      () => 'connected',
      (error: Error) => error.message,
    )
    await bringUpFrame({ ...socialFrameHandlers(), GET_SOCIAL_REDIRECT_URI: 'silent' })
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(login).resolves.toBe('Embedded Wallet Request Timed Out')
    expect(popup.close).toHaveBeenCalled()
  })

  it('the frame refuses the provider: its message, the popup closed', async () => {
    const login = airlock.connectSocial('google').then(
      () => 'connected',
      (error: Error) => error.message,
    )
    await bringUpFrame({
      GET_SOCIAL_REDIRECT_URI: { error: 'Google login is not enabled on this secure site' },
    })
    await expect(login).resolves.toBe('Google login is not enabled on this secure site')
    expect(popup.close).toHaveBeenCalled()
    expect(airlock.stores.socialLogin.getState().error).toBe(
      'Google login is not enabled on this secure site',
    )
  })

  it('a start URI that is not a web page is never navigated to', async () => {
    const login = airlock.connectSocial('google').then(
      () => 'connected',
      (error: Error) => error.message,
    )
    await bringUpFrame({
      GET_SOCIAL_REDIRECT_URI: { success: { uri: 'javascript:alert(document.domain)' } },
    })
    await expect(login).resolves.toBe('The secure site gave no valid sign-in URL')
    expect(popup.href()).toBe('https://wallet.example/social/start?provider=google')
  })

  it.each([
    'Sign-in was cancelled',
    'This sign-in was started in another browser. Start again from the app.',
    'GitHub sign-in failed, try again',
  ])(
    'the frame reports the flow ended (%s): shown, Try again offered, not connected',
    async (why) => {
      const { outcome } = await startLogin({ CONNECT_SOCIAL: { error: why } })
      await expect(outcome).resolves.toBe(why)
      expect(airlock.stores.socialLogin.getState()).toMatchObject({ status: 'failed', error: why })
      expect(airlock.stores.router.getState().view).toBe('ConnectingSocial')
      expect(airlock.getState().status).toBe('disconnected')
      expect(popup.close).toHaveBeenCalled()
    },
  )

  it('Cancel while waiting closes the popup, goes back to Connect, and asks the frame no more', async () => {
    const { frame, outcome } = await startLogin({ CONNECT_SOCIAL: 'silent' })
    await vi.advanceTimersByTimeAsync(10)
    await airlock.cancelSocial()
    await expect(outcome).resolves.toBe('Request was aborted')
    expect(popup.close).toHaveBeenCalled()
    expect(airlock.stores.router.getState().view).toBe('Connect')
    expect(airlock.stores.socialLogin.getState().status).toBe('idle')
    const asked = connects(frame)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(connects(frame)).toBe(asked)
    expect(airlock.getState().status).toBe('disconnected')
  })
})

describe('start-up after a social login', () => {
  it('restores provider and name from storage when the session is still there', async () => {
    stopTestAirlock(airlock)
    localStorage.setItem(FrameStorageKeys.emailLoginUsed, 'true')
    localStorage.setItem(FrameStorageKeys.connectedSocial, 'discord')
    localStorage.setItem(FrameStorageKeys.socialUsername, 'ada#1815')
    airlock = startTestAirlock()
    await bringUpFrame()
    await airlock.ready
    expect(airlock.getAccount('eip155')).toMatchObject({
      status: 'connected',
      socialProvider: 'discord',
      user: { userName: 'ada#1815' },
    })
  })

  it('ignores a stored provider that is not one of the socials', async () => {
    stopTestAirlock(airlock)
    localStorage.setItem(FrameStorageKeys.emailLoginUsed, 'true')
    localStorage.setItem(FrameStorageKeys.connectedSocial, '<img src=x>')
    localStorage.setItem(FrameStorageKeys.socialUsername, 'ada')
    airlock = startTestAirlock()
    await bringUpFrame()
    await airlock.ready
    const account = airlock.getAccount('eip155')
    expect(account?.status).toBe('connected')
    expect(account?.socialProvider).toBeUndefined()
    expect(account?.user?.userName).toBeUndefined()
  })
})

describe('social login after the instance ended', () => {
  it('closes the popup the click opened and rejects with "Request was aborted"', async () => {
    airlock.destroy()
    await expect(airlock.connectSocial('google')).rejects.toThrow('Request was aborted')
    expect(open).toHaveBeenCalledTimes(1)
    expect(popup.window.closed).toBe(true)
    expect(mountedFrames()).toHaveLength(0)
  })
})
