import { type FakeAnswer, type FakeHandlers, TEST_ADDRESS } from '../../testing/fakeFrame'

export const FARCASTER_URL = 'https://farcaster.example/~/siwf?channelToken=c-1'

/**
 * The fake frame's answers for Sign In With Farcaster (test-only): GET_FARCASTER_URI
 * gives `url`; CONNECT_FARCASTER is left unanswered (the user has not approved in the
 * app yet: the test answers it); GET_USER connects TEST_ADDRESS on the asked chain,
 * with no userName of its own.
 */
export function farcasterFrameHandlers(url = FARCASTER_URL): FakeHandlers {
  return {
    GET_FARCASTER_URI: { success: { url } },
    CONNECT_FARCASTER: 'silent',
    GET_USER: userOnAskedChain,
  }
}

function userOnAskedChain(payload: unknown): FakeAnswer {
  return {
    success: {
      address: TEST_ADDRESS,
      chainId: (payload as { chainId?: number } | undefined)?.chainId ?? 1,
      accounts: [{ address: TEST_ADDRESS, type: 'eoa' }],
      preferredAccountType: 'eoa',
    },
  }
}
