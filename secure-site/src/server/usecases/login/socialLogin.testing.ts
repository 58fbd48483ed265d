/** Test support for social login: the frame's, the start page's and the browser's parts, in order. */
import type { SocialProvider } from '@airlock/protocol'
import type { RequestMeta } from '../../http/requestClient'
import type { FakeIdentity, FakeProviders } from '../../social/providers.fake'
import { TEST_META, TEST_ORIGIN, TEST_PUBLIC_URL, type TestApi } from '../../wiring/testing'
import { bindSocialLogin } from './socialBind'
import {
  finishSocialCallback,
  redeemSocialLogin,
  type SocialCallbackParams,
  startSocialLogin,
} from './socialLogin'

export const FRAME_SECRET = 'frame-secret-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
export const DEVICE = 'cccccccc-0000-4000-8000-000000000003'
/** What the start page's same-origin fetch sends. */
export const SAME_ORIGIN = { origin: TEST_PUBLIC_URL, secFetchSite: 'same-origin' }

export function startInput(provider: SocialProvider, secret = FRAME_SECRET) {
  return { provider, projectId: 'demo', origin: TEST_ORIGIN, secret }
}

/** The `name=value` part of a Set-Cookie header: what the browser sends back. */
export function cookieOf(setCookie: string): string {
  return setCookie.split(';')[0] ?? ''
}

/** GET_SOCIAL_REDIRECT_URI, then the start page's bind: the flow and this browser's cookie. */
export async function boundFlowForTest(
  t: TestApi,
  provider: SocialProvider,
  meta: RequestMeta = TEST_META,
) {
  const started = await startSocialLogin(t.context, startInput(provider), meta)
  const { setCookie } = await bindSocialLogin(
    t.context,
    { flowId: started.flowId, binding: started.binding },
    SAME_ORIGIN,
  )
  const state = new URL(started.authorizeUrl).searchParams.get('state')
  return { ...started, state, cookie: cookieOf(setCookie) }
}

/** The provider's callback, in the browser that holds `cookie`. */
export function callbackForTest(
  t: TestApi,
  params: Partial<SocialCallbackParams>,
  meta: RequestMeta = TEST_META,
) {
  return finishSocialCallback(
    t.context,
    { state: null, code: null, error: null, user: null, cookie: null, ...params },
    meta.client,
  )
}

/** Start, bind, the provider's page and its callback: the completed flow's id. */
export async function completedFlowForTest(
  t: TestApi,
  providers: FakeProviders,
  provider: SocialProvider,
  identity: FakeIdentity,
  meta: RequestMeta = TEST_META,
): Promise<string> {
  const flow = await boundFlowForTest(t, provider, meta)
  const code = providers.issueCode(provider, flow.authorizeUrl, identity)
  // Apple gives the name only in its first callback's form field, never in the id_token.
  const user =
    provider === 'apple' && identity.name
      ? JSON.stringify({ name: { firstName: identity.name } })
      : null
  const outcome = await callbackForTest(
    t,
    { state: flow.state, code, user, cookie: flow.cookie },
    meta,
  )
  if (outcome.flowId === null || outcome.error !== null) {
    throw new Error(`callback failed: ${JSON.stringify(outcome)}`)
  }
  return flow.flowId
}

/** The frame's poll of a flow. */
export function redeemForTest(
  t: TestApi,
  flowId: string,
  meta: RequestMeta = TEST_META,
  secret = FRAME_SECRET,
) {
  return redeemSocialLogin(t.context, { flowId, secret, deviceId: DEVICE, projectId: 'demo' }, meta)
}

/** The whole sign-in, redeemed by the frame that started it: its session tokens. */
export async function socialSignInForTest(
  t: TestApi,
  providers: FakeProviders,
  provider: SocialProvider,
  identity: FakeIdentity,
  meta: RequestMeta = TEST_META,
) {
  const flowId = await completedFlowForTest(t, providers, provider, identity, meta)
  const answer = await redeemForTest(t, flowId, meta)
  if (answer.status !== 'connected') throw new Error('the flow is still pending')
  return answer
}
