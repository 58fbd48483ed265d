/** Test support for social login: the frame's and the browser's parts, played in order. */
import type { SocialProvider } from '@airlock/protocol'
import type { FakeIdentity, FakeProviders } from '../social/providers.fake'
import type { RequestMeta } from './requestClient'
import { finishSocialCallback, redeemSocialLogin, startSocialLogin } from './socialLogin'
import { TEST_META, TEST_ORIGIN, type TestApi } from './testing'

export const FRAME_SECRET = 'frame-secret-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
export const DEVICE = 'cccccccc-0000-4000-8000-000000000003'

export function startInput(provider: SocialProvider, secret = FRAME_SECRET) {
  return { provider, projectId: 'demo', origin: TEST_ORIGIN, secret }
}

/** GET_SOCIAL_REDIRECT_URI, then the provider's page and its callback: the result handle. */
export async function socialHandleForTest(
  t: TestApi,
  providers: FakeProviders,
  provider: SocialProvider,
  identity: FakeIdentity,
  meta: RequestMeta = TEST_META,
): Promise<string> {
  const { uri } = await startSocialLogin(t.context, startInput(provider), meta)
  const code = providers.issueCode(provider, uri, identity)
  const state = new URL(uri).searchParams.get('state')
  const outcome = await finishSocialCallback(
    t.context,
    // Apple gives the name only in its first callback's form field, never in the id_token.
    {
      state,
      code,
      error: null,
      user:
        provider === 'apple' && identity.name
          ? JSON.stringify({ name: { firstName: identity.name } })
          : null,
    },
    meta.client,
  )
  if (!outcome.flow || !('handle' in outcome.result)) {
    throw new Error(`callback failed: ${JSON.stringify(outcome)}`)
  }
  return outcome.result.handle
}

/** The whole sign-in, redeemed by the frame that started it. */
export async function socialSignInForTest(
  t: TestApi,
  providers: FakeProviders,
  provider: SocialProvider,
  identity: FakeIdentity,
  meta: RequestMeta = TEST_META,
) {
  const handle = await socialHandleForTest(t, providers, provider, identity, meta)
  return redeemSocialLogin(
    t.context,
    { handle, secret: FRAME_SECRET, deviceId: DEVICE, projectId: 'demo' },
    meta,
  )
}
