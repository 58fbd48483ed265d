import { ErrorCatalogue } from '@airlock/protocol'
import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../../core/createAirlock'
import {
  FARCASTER_URL,
  farcasterFrameHandlers,
} from '../../../core/features/farcasterLogin/fakeFarcasterFrame'
import { startTestAirlock } from '../../../core/testing/airlockHarness'
import {
  bringUpFrame,
  type FakeFrame,
  type FakeHandlers,
  mountedFrames,
} from '../../../core/testing/fakeFrame'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../../modal/modalHarness'
import { svgQrMatrix } from '../../testing/svgQrMatrix'
import { qrMatrix } from '../../ui/qrMatrix'

const writeText = vi.fn(async (_text: string) => {})
let airlock: AirlockInstance
let modal: TestModal
let open: ReturnType<typeof vi.fn<Window['open']>>

function asPhone(mobile: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query === '(pointer: coarse)',
    media: query,
  }))
}

beforeEach(async () => {
  writeText.mockClear()
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  open = vi.fn<Window['open']>(() => null)
  vi.spyOn(window, 'open').mockImplementation(open)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  stopTestModal(modal, airlock)
})

/** Lets React and the fake timers run until `check` passes. */
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

/** Opens Connect, clicks Farcaster; the fake secure site comes up and gives the URL. */
async function startFarcaster(handlers: FakeHandlers = {}): Promise<FakeFrame> {
  airlock = startTestAirlock()
  modal = await mountTestModal(airlock)
  await act(async () => airlock.open())
  await click('Continue with Farcaster')
  await waitFor(() => expect(mountedFrames()).toHaveLength(1))
  const frame = await bringUpFrame({ ...farcasterFrameHandlers(), ...handlers })
  await tick()
  return frame
}

const drawn = () =>
  svgQrMatrix(
    modal.ui.getByRole('img', { name: 'Farcaster sign-in QR code' }) as unknown as SVGElement,
  )

function approve(frame: FakeFrame, userName: string): void {
  const request = frame.last('CONNECT_FARCASTER')
  if (!request) throw new Error('no CONNECT_FARCASTER')
  frame.succeed(request, { userName })
}

describe('ConnectingFarcaster', () => {
  it('draws the sign-in URL as a QR code, waits, then shows the Account with the Farcaster name', async () => {
    const frame = await startFarcaster()
    await waitFor(() => expect(drawn()).toEqual(qrMatrix(FARCASTER_URL)))
    expect(modal.ui.getByRole('status').textContent).toContain('Waiting for Farcaster')
    // A desktop: nothing opens by itself.
    expect(open).not.toHaveBeenCalled()
    await act(async () => approve(frame, 'ada'))
    await waitFor(() => expect(modal.ui.getByTestId('account-social').textContent).toContain('ada'))
  })

  it('opened by a caller (open({ view })) it starts the sign-in itself, once', async () => {
    airlock = startTestAirlock()
    modal = await mountTestModal(airlock)
    await act(async () => airlock.open({ view: 'ConnectingFarcaster' }))
    await waitFor(() => expect(mountedFrames()).toHaveLength(1))
    const frame = await bringUpFrame(farcasterFrameHandlers())
    await waitFor(() => expect(drawn()).toEqual(qrMatrix(FARCASTER_URL)))
    expect(frame.names().filter((name) => name === 'GET_FARCASTER_URI')).toHaveLength(1)
  })

  it('"Open Farcaster" opens the link in a new tab on a desktop; "Copy link" copies it', async () => {
    await startFarcaster()
    await waitFor(() => expect(button('Open Farcaster')).toBeTruthy())
    await click('Open Farcaster')
    expect(open).toHaveBeenCalledWith(FARCASTER_URL, '_blank', 'noopener,noreferrer')
    await click(/Copy link/)
    expect(writeText).toHaveBeenCalledWith(FARCASTER_URL)
  })

  it('on a phone the app opens by itself, in place and once', async () => {
    asPhone(true)
    await startFarcaster()
    await waitFor(() => expect(open).toHaveBeenCalledWith(FARCASTER_URL, '_self', undefined))
    await tick(100)
    expect(open).toHaveBeenCalledTimes(1)
    expect(modal.ui.getByText('Approve the sign-in in the Farcaster app')).toBeTruthy()
  })

  it('Cancel goes back to Connect; a later approval connects nothing', async () => {
    const frame = await startFarcaster()
    await waitFor(() => expect(button('Cancel')).toBeTruthy())
    await click('Cancel')
    await waitFor(() => expect(button('Continue with Farcaster')).toBeTruthy())
    await act(async () => approve(frame, 'ada'))
    await waitFor(() => expect(frame.names()).toContain('SIGN_OUT'))
    expect(modal.ui.queryByTestId('account-social')).toBeNull()
    expect(airlock.getState().status).toBe('disconnected')
  })

  it('shows the frame’s error when the secure site has no Farcaster; Try again asks anew', async () => {
    const frame = await startFarcaster({
      GET_FARCASTER_URI: { error: 'farcaster is not enabled on this secure site' },
    })
    await waitFor(() =>
      expect(modal.ui.getByRole('alert').textContent).toContain(
        'farcaster is not enabled on this secure site',
      ),
    )
    frame.handle({ GET_FARCASTER_URI: { success: { url: FARCASTER_URL } } })
    await click('Try again')
    await waitFor(() => expect(drawn()).toEqual(qrMatrix(FARCASTER_URL)))
    expect(frame.names().filter((name) => name === 'GET_FARCASTER_URI')).toHaveLength(2)
  })

  it('a failed sign-in shows SPEC §8’s message and returns to Connect', async () => {
    const frame = await startFarcaster()
    await waitFor(() => expect(frame.last('CONNECT_FARCASTER')).toBeTruthy())
    const request = frame.last('CONNECT_FARCASTER')
    await act(async () => request && frame.fail(request, 'The Farcaster sign-in expired'))
    await waitFor(() => expect(modal.ui.getByText(ErrorCatalogue.AUTH_INIT_FAILED)).toBeTruthy())
    expect(button('Continue with Farcaster')).toBeTruthy()
    expect(frame.names()).toContain('SIGN_OUT')
  })
})
