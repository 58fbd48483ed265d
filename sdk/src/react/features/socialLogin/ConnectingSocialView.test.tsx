import { SOCIAL_PENDING_MESSAGE } from '@airlock/protocol'
import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../../core/createAirlock'
import { type FakePopup, fakePopup } from '../../../core/features/socialLogin/fakePopup'
import { START_URI, socialFrameHandlers } from '../../../core/features/socialLogin/fakeSocialFrame'
import { startTestAirlock } from '../../../core/testing/airlockHarness'
import {
  bringUpFrame,
  type FakeAnswer,
  type FakeHandlers,
  mountedFrames,
  TEST_ADDRESS,
} from '../../../core/testing/fakeFrame'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../../modal/modalHarness'

/** The frame answers pending until the test says the provider finished. */
let signedIn = false
const connectSocial = (payload: unknown): FakeAnswer =>
  signedIn
    ? {
        success: {
          address: TEST_ADDRESS,
          chainId: (payload as { chainId?: number }).chainId ?? 1,
          userName: 'ada.lovelace',
        },
      }
    : { error: SOCIAL_PENDING_MESSAGE }
const handlers: FakeHandlers = { ...socialFrameHandlers(START_URI), CONNECT_SOCIAL: connectSocial }

let airlock: AirlockInstance
let modal: TestModal
let popups: FakePopup[]
let open: ReturnType<typeof vi.fn<Window['open']>>

async function start(overrides: Parameters<typeof startTestAirlock>[0] = {}) {
  signedIn = false
  popups = []
  open = vi.fn<Window['open']>(() => {
    const popup = fakePopup()
    popups.push(popup)
    return popup.window
  })
  vi.spyOn(window, 'open').mockImplementation(open)
  airlock = startTestAirlock(overrides)
  modal = await mountTestModal(airlock)
  await act(async () => airlock.open())
}

afterEach(() => {
  vi.restoreAllMocks()
  stopTestModal(modal, airlock)
})

/** Lets React and the fake timers run until `check` passes (RTL's waitFor knows only Jest's fake timers). */
async function waitFor(check: () => void): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      check()
      return
    } catch (error) {
      if (attempt >= 100) throw error
      await tick(20)
    }
  }
}

const button = (name: string | RegExp) => modal.ui.getByRole('button', { name })
const click = (name: string | RegExp) => act(async () => fireEvent.click(button(name)))

/** Clicks a social button; the fake secure site comes up and the popup goes to the start page. */
async function startGoogle(extra: FakeHandlers = {}) {
  await click('Continue with Google')
  await waitFor(() => expect(mountedFrames()).toHaveLength(1))
  const frame = await bringUpFrame({ ...handlers, ...extra })
  await waitFor(() => expect(popups[0]?.href()).toBe(START_URI))
  await tick()
  return frame
}

describe('Connect view: social logins', () => {
  it('SPEC §1 order: Google wide, X, Discord and Farcaster as icons, the rest behind More', async () => {
    await start()
    const section = modal.ui.getByRole('region', { name: 'Social login' })
    const names = [...section.querySelectorAll('button')].map(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    )
    expect(names).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'More',
    ])
    expect(button('More').getAttribute('aria-expanded')).toBe('false')
    expect(modal.ui.queryByRole('button', { name: 'Continue with GitHub' })).toBeNull()
    await click('More')
    expect(button('More').getAttribute('aria-expanded')).toBe('true')
    const list = modal.ui.getByRole('list', { name: 'More social logins' })
    expect([...list.querySelectorAll('button')].map((element) => element.textContent)).toEqual([
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
    ])
  })

  it('hides the socials the secure site does not serve, and shows none when the dapp turns them off', async () => {
    await start()
    act(() => airlock.stores.socialLogin.getState().setAvailable(['github', 'discord']))
    expect(button('Continue with Discord')).toBeTruthy()
    expect(button('Continue with GitHub')).toBeTruthy()
    expect(modal.ui.queryByRole('button', { name: 'Continue with Farcaster' })).toBeNull()
    expect(modal.ui.queryByRole('button', { name: 'Continue with Google' })).toBeNull()
    act(() => airlock.stores.socialLogin.getState().setAvailable(['github', 'farcaster']))
    expect(button('Continue with Farcaster')).toBeTruthy()
    expect(modal.ui.queryByRole('button', { name: 'More' })).toBeNull()
    stopTestModal(modal, airlock)
    await start({ features: { socials: false } })
    expect(modal.ui.queryByRole('region', { name: 'Social login' })).toBeNull()
  })

  it('a click opens the popup in the click itself and shows ConnectingSocial', async () => {
    await start()
    await click('Continue with Google')
    expect(open).toHaveBeenCalledWith(
      'https://wallet.example/social/start?provider=google',
      'airlock-social',
      expect.stringContaining('popup'),
    )
    await waitFor(() =>
      expect(modal.ui.getByRole('heading', { name: 'Continue in Google' })).toBeTruthy(),
    )
    expect(modal.ui.getByRole('heading', { level: 2, name: 'Google' })).toBeTruthy()
    expect(button('Cancel')).toBeTruthy()
  })
})

describe('ConnectingSocial', () => {
  it('the frame’s result connects: Account shows the social name and the provider', async () => {
    await start()
    const frame = await startGoogle()
    signedIn = true
    await tick(1_000)
    await waitFor(() => expect(airlock.stores.router.getState().view).toBe('Account'))
    expect(frame.last('CONNECT_SOCIAL')?.payload).toMatchObject({ uri: START_URI })
    const social = modal.ui.getByTestId('account-social')
    expect(social.textContent).toBe('ada.lovelace')
    expect(social.querySelector('svg')).toBeTruthy()
  })

  it('the popup looks closed while the frame waits: says so, keeps Cancel, still connects', async () => {
    await start()
    await startGoogle()
    act(() => popups[0]?.closeByUser())
    await tick(1_000)
    expect(modal.ui.getByRole('heading', { name: 'Finishing sign-in with Google' })).toBeTruthy()
    expect(modal.ui.getByRole('status').textContent).toContain(
      'The sign-in window closed. If you signed in, your wallet is ready in a moment; if not, cancel.',
    )
    expect(button('Cancel')).toBeTruthy()
    signedIn = true
    await tick(1_000)
    await waitFor(() => expect(airlock.stores.router.getState().view).toBe('Account'))
  })

  it('popup blocked: says why in the view, with Try again', async () => {
    await start()
    open.mockImplementation(() => null)
    await click('Continue with Google')
    await tick()
    const alert = modal.ui.getByRole('alert')
    expect(alert.textContent).toContain('Sign-in did not finish')
    expect(alert.textContent).toContain(
      'Pop-ups are blocked. Allow pop-ups for this site to continue with Google.',
    )
    expect(button('Try again')).toBeTruthy()
    expect(button('Cancel')).toBeTruthy()
  })

  it('the frame says the flow ended: why, and Try again opens a new popup from its own click', async () => {
    await start()
    await startGoogle({ CONNECT_SOCIAL: { error: 'Sign-in was cancelled' } })
    await tick()
    const alert = modal.ui.getByRole('alert')
    expect(alert.textContent).toContain('Sign-in did not finish')
    expect(alert.textContent).toContain('Sign-in was cancelled')
    await click('Try again')
    expect(open).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(popups[1]?.href()).toBe(START_URI))
  })

  it('Cancel closes the popup and returns to Connect', async () => {
    await start()
    await startGoogle()
    await click('Cancel')
    await tick()
    expect(popups[0]?.close).toHaveBeenCalled()
    expect(airlock.stores.router.getState().view).toBe('Connect')
    expect(button('Continue with Google')).toBeTruthy()
  })
})
