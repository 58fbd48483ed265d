/**
 * Test harness for the frame bus alone: a real iframe element with the fake
 * secure site attached, a bus over it, and a count of `message` listeners.
 * Registers its own beforeEach/afterEach. Tests only.
 */
import type { AirlockError } from '@airlock/protocol'
import { afterEach, beforeEach, type Mock, vi } from 'vitest'
import { createFrameBus, type FrameBus, type FrameBusOptions } from '../clients/frame/frameBus'
import { createFrameElement } from '../clients/frame/frameElement'
import { attachFakeFrame, type FakeFrame, SECURE_SITE_URL } from './fakeFrame'

export const testDappData = {
  metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
  sdkVersion: 'airlock-0.1.0',
  sdkType: 'airlock',
  projectId: 'demo',
}

export interface FrameBusHarness {
  readonly bus: FrameBus
  readonly frame: FakeFrame
  readonly onError: Mock<(error: AirlockError) => void>
  /** `message` listeners added to / removed from window since the test started. */
  readonly listeners: { added: number; removed: number }
  setup(overrides?: Partial<FrameBusOptions>): void
  /** READY, the 500 ms init delay, the two init requests answered; then forgets what was posted. */
  initialise(): Promise<void>
}

export function installFrameBusHarness(): FrameBusHarness {
  let bus: FrameBus | undefined
  let frame: FakeFrame | undefined
  const onError = vi.fn<(error: AirlockError) => void>()
  const listeners = { added: 0, removed: 0 }

  beforeEach(() => {
    vi.useFakeTimers()
    onError.mockReset()
    listeners.added = 0
    listeners.removed = 0
    const add = window.addEventListener.bind(window)
    const remove = window.removeEventListener.bind(window)
    vi.spyOn(window, 'addEventListener').mockImplementation((type, ...rest) => {
      if (type === 'message') listeners.added += 1
      add(type, ...rest)
    })
    vi.spyOn(window, 'removeEventListener').mockImplementation((type, ...rest) => {
      if (type === 'message') listeners.removed += 1
      remove(type, ...rest)
    })
  })

  afterEach(() => {
    bus?.destroy()
    bus = undefined
    frame = undefined
    vi.useRealTimers()
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('call setup() first')
    return value
  }

  return {
    get bus() {
      return need(bus)
    },
    get frame() {
      return need(frame)
    },
    onError,
    listeners,
    setup(overrides = {}) {
      const element = createFrameElement({ src: `${SECURE_SITE_URL}/sdk?projectId=demo&version=1` })
      frame = attachFakeFrame(element.mount())
      bus = createFrameBus({
        secureSiteUrl: SECURE_SITE_URL,
        element,
        dappData: testDappData,
        onError,
        // Never the real origin check (a fetch): frameBus.diagnosis.test.ts covers it.
        diagnose: async () => undefined,
        ...overrides,
      })
    },
    async initialise() {
      const fake = need(frame)
      fake.ready()
      await vi.advanceTimersByTimeAsync(500)
      const sync = fake.last('SYNC_DAPP_DATA')
      const networks = fake.last('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      if (sync) fake.succeed(sync)
      if (networks) fake.succeed(networks, { smartAccountEnabledNetworks: [1, 137] })
      fake.posted.length = 0
    },
  }
}

/** A promise's state after pending microtasks ran, without waiting for it to settle. */
export async function promiseState(
  promise: Promise<unknown>,
): Promise<'pending' | 'resolved' | 'rejected'> {
  let result: 'pending' | 'resolved' | 'rejected' = 'pending'
  promise.then(
    () => {
      result = 'resolved'
    },
    () => {
      result = 'rejected'
    },
  )
  await Promise.resolve()
  await Promise.resolve()
  return result
}
