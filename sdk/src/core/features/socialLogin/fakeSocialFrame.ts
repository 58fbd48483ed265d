import { SOCIAL_PENDING_MESSAGE } from '@airlock/protocol'
import { type FakeAnswer, type FakeHandlers, TEST_ADDRESS } from '../../testing/fakeFrame'

/** What GET_SOCIAL_REDIRECT_URI answers in tests: the secure site's start page for a flow. */
export const START_URI =
  'https://wallet.example/social/start?flow=0f0e0d0c-0000-4000-8000-000000000001'

/**
 * The fake frame's answers for social login (test-only): GET_SOCIAL_REDIRECT_URI gives
 * `startUri`; CONNECT_SOCIAL answers SOCIAL_PENDING_MESSAGE `pending` times, then
 * connects TEST_ADDRESS on the asked chain with `user`'s fields (userName, email…).
 */
export function socialFrameHandlers(
  startUri: string = START_URI,
  user: Record<string, unknown> = { userName: 'ada.lovelace' },
  pending = 0,
): FakeHandlers {
  let left = pending
  const connectSocial = (payload: unknown): FakeAnswer => {
    if (left > 0) {
      left -= 1
      return { error: SOCIAL_PENDING_MESSAGE }
    }
    return {
      success: {
        address: TEST_ADDRESS,
        chainId: (payload as { chainId?: number } | undefined)?.chainId ?? 1,
        ...user,
      },
    }
  }
  return {
    GET_SOCIAL_REDIRECT_URI: { success: { uri: startUri } },
    CONNECT_SOCIAL: connectSocial,
  }
}
