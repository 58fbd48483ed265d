import { type FakeHandlers, TEST_ADDRESS } from '../../testing/fakeFrame'

/**
 * The fake frame's answers for social login (test-only): GET_SOCIAL_REDIRECT_URI gives
 * `providerUri`, CONNECT_SOCIAL connects TEST_ADDRESS on the asked chain with `user`'s
 * fields (userName, email, accounts…).
 */
export function socialFrameHandlers(
  providerUri: string,
  user: Record<string, unknown> = { userName: 'ada.lovelace' },
): FakeHandlers {
  const connected = (payload: unknown) => ({
    success: {
      address: TEST_ADDRESS,
      chainId: (payload as { chainId?: number } | undefined)?.chainId ?? 1,
      ...user,
    },
  })
  return {
    GET_SOCIAL_REDIRECT_URI: { success: { uri: providerUri } },
    CONNECT_SOCIAL: connected,
  }
}
