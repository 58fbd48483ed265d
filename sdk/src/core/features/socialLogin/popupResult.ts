import {
  AirlockError,
  parseSocialResultMessage,
  SOCIAL_POPUP_CLOSED_MESSAGE,
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_TIMEOUT_MESSAGE,
  type SocialResultMessage,
} from '@airlock/protocol'

export interface SocialPopupWatchOptions {
  popup: Window
  /** The secure site's origin: the only one a result is taken from. */
  origin: string
  /** The window the popup answers (its opener). */
  window: Window
  signal: AbortSignal
  pollMs?: number | undefined
}

export interface SocialPopupWatch {
  /**
   * The popup's first valid message. Rejects when the user closes the popup, when
   * the clock started by `startClock` runs out, or when `signal` aborts.
   */
  readonly result: Promise<SocialResultMessage>
  /** Starts the no-answer clock (once the popup is on its way to the provider). */
  startClock(ms: number): void
  /** Removes the listener and timers; `result`, if still open, rejects 'Request was aborted'. */
  stop(): void
}

/**
 * Listens for the popup's result: only a message whose `event.origin` is the secure
 * origin AND whose `event.source` is this popup, and that parses, counts; anything
 * else (another origin, another window, a frame message, junk) is ignored. Closing
 * is noticed by polling `popup.closed` (no event tells the opener); it must be seen
 * on two polls in a row, so a result posted just before the page closes itself wins.
 */
export function watchSocialPopup(options: SocialPopupWatchOptions): SocialPopupWatch {
  const { popup, origin, window: win, signal } = options
  let poll: ReturnType<typeof setInterval> | undefined
  let clock: ReturnType<typeof setTimeout> | undefined
  let fail: (error: AirlockError) => void = () => {}
  const controller = new AbortController()

  function cleanUp(): void {
    controller.abort()
    clearInterval(poll)
    clearTimeout(clock)
  }

  const result = new Promise<SocialResultMessage>((resolve, reject) => {
    fail = (error) => {
      cleanUp()
      reject(error)
    }
    if (signal.aborted) return fail(new AirlockError('REQUEST_ABORTED'))
    win.addEventListener(
      'message',
      (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== popup) return
        const message = parseSocialResultMessage(event.data)
        if (!message) return
        cleanUp()
        resolve(message)
      },
      { signal: controller.signal },
    )
    signal.addEventListener('abort', () => fail(new AirlockError('REQUEST_ABORTED')), {
      signal: controller.signal,
    })
    let closedBefore = false
    poll = setInterval(() => {
      const closed = popup.closed
      if (closed && closedBefore)
        fail(new AirlockError('USER_REJECTED', { message: SOCIAL_POPUP_CLOSED_MESSAGE }))
      closedBefore = closed
    }, options.pollMs ?? SOCIAL_POPUP_POLL_MS)
  })
  // The caller may stop caring (an earlier failure) before this settles.
  result.catch(() => {})

  return {
    result,
    startClock(ms) {
      if (controller.signal.aborted) return
      clearTimeout(clock)
      clock = setTimeout(
        () => fail(new AirlockError('IFRAME_REQUEST_TIMEOUT', { message: SOCIAL_TIMEOUT_MESSAGE })),
        ms,
      )
    },
    stop: () => fail(new AirlockError('REQUEST_ABORTED')),
  }
}
