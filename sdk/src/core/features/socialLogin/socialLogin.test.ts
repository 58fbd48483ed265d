import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameStorageKeys } from '../../clients/frame/frameStorage'
import type { AirlockInstance } from '../../createAirlock'
import { startTestAirlock, stopTestAirlock } from '../../testing/airlockHarness'
import {
  bringUpFrame as bringUpFakeFrame,
  type FakeHandlers,
  mountedFrames,
  SECURE_ORIGIN,
  TEST_ADDRESS,
} from '../../testing/fakeFrame'
import { type FakePopup, fakePopup, postToOpener } from './fakePopup'
import { socialFrameHandlers } from './fakeSocialFrame'

const PROVIDER_URI = 'https://accounts.google.example/o/oauth2/auth?state=s'

const socialHandlers = socialFrameHandlers(PROVIDER_URI, {
  email: 'ada@example.com',
  accounts: [{ address: TEST_ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  userName: 'ada.lovelace',
})

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
  sessionStorage.clear()
})

/** The fake secure site, once the flow's chunk has loaded and created the iframe. */
async function bringUpFrame(handlers: FakeHandlers = {}) {
  await vi.waitFor(() => expect(mountedFrames()).toHaveLength(1))
  return bringUpFakeFrame(handlers)
}

/** Starts a Google login and brings the fake secure site up; resolves once the popup is at the provider. */
async function startLogin(handlers: FakeHandlers = {}) {
  const login = airlock.connectSocial('google')
  const outcome = login.then(
    () => 'connected',
    (error: Error) => error.message,
  )
  const frame = await bringUpFrame({ ...socialHandlers, ...handlers })
  await vi.waitFor(() => expect(popup.href()).toBe(PROVIDER_URI))
  return { frame, outcome }
}

const result = (handle = 'handle-1') => ({ type: '@airlock-social/RESULT', handle })

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

  it('sends the popup to the provider, then redeems its handle: connected like email, with provider and name', async () => {
    const { frame, outcome } = await startLogin()
    expect(frame.last('GET_SOCIAL_REDIRECT_URI')?.payload).toEqual({ provider: 'google' })
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'ConnectingSocial',
      data: { socialProvider: 'google' },
    })
    expect(airlock.stores.socialLogin.getState()).toMatchObject({
      provider: 'google',
      status: 'waiting',
    })
    postToOpener(result(), { origin: SECURE_ORIGIN, source: popup.window })
    await expect(outcome).resolves.toBe('connected')
    expect(frame.last('CONNECT_SOCIAL')?.payload).toEqual({
      uri: 'handle-1',
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

  it('ignores a result from another origin or another window; the real one still connects', async () => {
    const { frame, outcome } = await startLogin()
    postToOpener(result('forged'), { origin: 'https://evil.example', source: popup.window })
    postToOpener(result('forged'), { origin: SECURE_ORIGIN, source: fakePopup().window })
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.names()).not.toContain('CONNECT_SOCIAL')
    postToOpener(result(), { origin: SECURE_ORIGIN, source: popup.window })
    await expect(outcome).resolves.toBe('connected')
    expect(frame.last('CONNECT_SOCIAL')?.payload).toMatchObject({ uri: 'handle-1' })
  })

  it('a closed popup ends the attempt with a clear message; Try again opens a new one', async () => {
    const { frame, outcome } = await startLogin()
    popup.closeByUser()
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(outcome).resolves.toBe('The sign-in window was closed before sign-in finished')
    expect(airlock.stores.socialLogin.getState()).toMatchObject({
      status: 'failed',
      error: 'The sign-in window was closed before sign-in finished',
    })
    expect(airlock.stores.router.getState().view).toBe('ConnectingSocial')
    expect(airlock.getState().status).toBe('disconnected')
    expect(frame.names()).not.toContain('CONNECT_SOCIAL')

    const second = fakePopup()
    open.mockImplementation(() => second.window)
    const retry = airlock.connectSocial('google')
    expect(open).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(second.href()).toBe(PROVIDER_URI))
    postToOpener(result('handle-2'), { origin: SECURE_ORIGIN, source: second.window })
    await retry
    expect(frame.last('CONNECT_SOCIAL')?.payload).toMatchObject({ uri: 'handle-2' })
    // One history entry for the view, however many tries.
    expect(airlock.stores.router.getState().history).toEqual(['Account'])
  })

  it('closed while the provider URL is still on its way: ends at once, the URL is not used', async () => {
    const login = airlock.connectSocial('google').then(
      () => 'connected',
      (error: Error) => error.message,
    )
    const frame = await bringUpFrame({ ...socialHandlers, GET_SOCIAL_REDIRECT_URI: 'silent' })
    popup.closeByUser()
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(login).resolves.toBe('The sign-in window was closed before sign-in finished')
    expect(popup.href()).not.toBe(PROVIDER_URI)
    expect(frame.names()).toContain('GET_SOCIAL_REDIRECT_URI')
  })

  it('30 s at the provider without a result: ends, closes the popup, says so', async () => {
    const { outcome } = await startLogin()
    await vi.advanceTimersByTimeAsync(29_000)
    expect(airlock.stores.socialLogin.getState().status).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(outcome).resolves.toBe(
      'Sign-in timed out: no answer from the sign-in window in 30 seconds',
    )
    expect(popup.close).toHaveBeenCalled()
    expect(airlock.stores.socialLogin.getState().status).toBe('failed')
  })

  it('the provider URL never comes: the frame request’s 30 s timeout ends it', async () => {
    const login = airlock.connectSocial('google').then(
      () => 'connected',
      (error: Error) => error.message,
    )
    await bringUpFrame({ ...socialHandlers, GET_SOCIAL_REDIRECT_URI: 'silent' })
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
      GET_SOCIAL_REDIRECT_URI: { error: 'google is not enabled on this secure site' },
    })
    await expect(login).resolves.toBe('google is not enabled on this secure site')
    expect(popup.close).toHaveBeenCalled()
    expect(airlock.stores.socialLogin.getState().error).toBe(
      'google is not enabled on this secure site',
    )
  })

  it('a provider URL that is not a web page is never navigated to', async () => {
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

  it('an error the popup reports (declined at the provider) is shown, nothing is redeemed', async () => {
    const { frame, outcome } = await startLogin()
    postToOpener(
      { type: '@airlock-social/RESULT', error: 'Access denied by the user' },
      { origin: SECURE_ORIGIN, source: popup.window },
    )
    await expect(outcome).resolves.toBe('Access denied by the user')
    expect(airlock.stores.socialLogin.getState()).toMatchObject({
      status: 'failed',
      error: 'Access denied by the user',
    })
    expect(frame.names()).not.toContain('CONNECT_SOCIAL')
  })

  it("CONNECT_SOCIAL fails: SPEC §8's toast, signed out, back to Connect", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { frame, outcome } = await startLogin({ CONNECT_SOCIAL: { error: 'Handle expired' } })
    postToOpener(result(), { origin: SECURE_ORIGIN, source: popup.window })
    await expect(outcome).resolves.toBe('A problem occurred while trying initialize authentication')
    // The frame's reason goes to the console for the developer; the user sees SPEC's message.
    expect(logged).toHaveBeenCalledWith(
      '[airlock] A problem occurred while trying initialize authentication',
      { error: expect.objectContaining({ message: 'Handle expired' }) },
    )
    logged.mockRestore()
    expect(airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'A problem occurred while trying initialize authentication',
    })
    expect(frame.names()).toContain('SIGN_OUT')
    expect(airlock.getState().status).toBe('disconnected')
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'Connect',
      history: ['Connect'],
    })
    expect(localStorage.getItem(FrameStorageKeys.emailLoginUsed)).toBeNull()
    expect(airlock.stores.socialLogin.getState().status).toBe('idle')
  })

  it("a join that waits for the mailed device approval shows the site's own words", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const refusal =
      'This email already has a wallet. Open the link we sent to ada@example.com to approve this device, then continue with Google again.'
    const { outcome } = await startLogin({ CONNECT_SOCIAL: { error: refusal } })
    postToOpener(result(), { origin: SECURE_ORIGIN, source: popup.window })
    await expect(outcome).resolves.toBe('A problem occurred while trying initialize authentication')
    logged.mockRestore()
    expect(airlock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: refusal,
    })
    expect(airlock.getState().status).toBe('disconnected')
  })

  it('Cancel closes the popup, goes back to Connect, and a late result is ignored', async () => {
    const { frame, outcome } = await startLogin()
    await airlock.cancelSocial()
    await expect(outcome).resolves.toBe('Request was aborted')
    expect(popup.close).toHaveBeenCalled()
    expect(airlock.stores.router.getState().view).toBe('Connect')
    expect(airlock.stores.socialLogin.getState().status).toBe('idle')
    postToOpener(result(), { origin: SECURE_ORIGIN, source: popup.window })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(frame.names()).not.toContain('CONNECT_SOCIAL')
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
