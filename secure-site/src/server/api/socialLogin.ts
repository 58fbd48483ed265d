/**
 * Social login, as the frame and the provider's callback drive it:
 * - start (GET_SOCIAL_REDIRECT_URI): a flow bound to the frame's secret, for a project
 *   and an origin its allowlist takes; the answer is the provider's authorize URL;
 * - callback (the provider sends the browser back to this origin): the code is exchanged
 *   here, the profile kept under the flow, and an opaque result handle goes to the dapp;
 * - redeem (CONNECT_SOCIAL): handle + the same frame's secret, once, within 2 minutes →
 *   the account of the identity (socialAccount.ts: joined by verified email only, and
 *   only from a device that address approved) and a session, made as email login makes them.
 * Rate limits per client IP on each step, and on new accounts.
 */
import type { SocialProvider, SocialProvidersResponse } from '@airlock/protocol'
import type {
  SocialRedeemRequest,
  SocialRedeemResponse,
  SocialStartRequest,
  SocialStartResponse,
} from '../../shared/apiContract'
import { ServerError } from '../errors'
import { authorizationUrl } from '../social/oauthClient'
import { PROVIDERS, socialCallbackUrl } from '../social/providers'
import { readSocialProfile } from '../social/readSocialProfile'
import { enabledProviders } from '../social/socialEnv'
import {
  abandonSocialFlow,
  completeSocialFlow,
  createSocialFlow,
  findPendingFlow,
  redeemSocialFlow,
} from '../social/socialFlows'
import type { ApiContext } from './context'
import { countRequest } from './limits'
import { verifiedMailOrigin } from './mailOrigin'
import type { RequestMeta } from './requestClient'
import { accountForSocialSignIn } from './socialAccount'
import { startSession } from './startSession'

/** The OAuth providers with credentials, then 'farcaster' when Farcaster sign-in is on. */
export function socialProviders(context: Pick<ApiContext, 'config'>): SocialProvidersResponse {
  const farcaster = context.config.farcaster ? (['farcaster'] as const) : []
  return { providers: [...enabledProviders(context.config.social), ...farcaster] }
}

function providerConfig(context: Pick<ApiContext, 'config'>, provider: SocialProvider) {
  const config = context.config.social[provider]
  if (!config) {
    throw new ServerError('SOCIAL_PROVIDER_DISABLED', {
      values: { provider: PROVIDERS[provider].label },
    })
  }
  return config
}

export async function startSocialLogin(
  context: ApiContext,
  input: SocialStartRequest,
  meta: RequestMeta,
): Promise<SocialStartResponse> {
  const config = providerConfig(context, input.provider)
  const origin = await verifiedMailOrigin(context, input)
  const returnUrl = checkedReturnUrl(input.returnUrl, origin)
  await countRequest(context, 'socialStartsPerIp', meta.client)
  const flow = await createSocialFlow(
    context.db,
    {
      provider: input.provider,
      projectId: input.projectId,
      origin,
      returnUrl,
      secret: input.secret,
    },
    context.clock,
  )
  const uri = authorizationUrl({
    provider: input.provider,
    config,
    redirectUri: socialCallbackUrl(context.config.publicUrl),
    ...flow,
  })
  return { uri, flowId: flow.flowId }
}

/** A page of `origin` (any path, no fragment), or the origin's root when none is given. */
function checkedReturnUrl(returnUrl: string | undefined, origin: string): string {
  if (returnUrl === undefined) return `${origin}/`
  let url: URL
  try {
    url = new URL(returnUrl)
  } catch {
    throw new ServerError('SOCIAL_RETURN_URL')
  }
  if (url.origin !== origin) throw new ServerError('SOCIAL_RETURN_URL')
  url.hash = ''
  return url.toString()
}

/** What the provider sent back to /social/callback (query or, Apple, form body). */
export interface SocialCallbackParams {
  state: string | null
  code: string | null
  error: string | null
  /** Apple's `user` form field (name, first sign-in only). */
  user: string | null
}

/** Where the callback page sends its answer; without a flow, it only shows the message. */
export type SocialCallbackOutcome =
  | { flow: null; message: string }
  | {
      flow: { origin: string; returnUrl: string }
      result: { handle: string } | { error: string }
    }

export async function finishSocialCallback(
  context: ApiContext,
  params: SocialCallbackParams,
  client: string,
): Promise<SocialCallbackOutcome> {
  await countRequest(context, 'socialCallbacksPerIp', client)
  const flow = params.state ? await findPendingFlow(context.db, params.state, context.clock) : null
  const config = flow ? context.config.social[flow.provider as SocialProvider] : undefined
  if (!flow || !config)
    return { flow: null, message: new ServerError('SOCIAL_LINK_INVALID').message }
  const target = { origin: flow.origin, returnUrl: flow.returnUrl }
  const provider = flow.provider as SocialProvider
  if (params.error !== null || params.code === null) {
    await abandonSocialFlow(context.db, flow.id, context.clock)
    const refused =
      params.error === null ||
      params.error === 'access_denied' ||
      params.error === 'user_cancelled_authorize'
        ? new ServerError('SOCIAL_CANCELLED')
        : providerFailed(provider)
    return { flow: target, result: { error: refused.message } }
  }
  try {
    const profile = await readSocialProfile(
      provider,
      config,
      {
        code: params.code,
        codeVerifier: flow.codeVerifier,
        nonce: flow.nonce,
        redirectUri: socialCallbackUrl(context.config.publicUrl),
        appleUser: params.user,
      },
      context.clock(),
    )
    const handle = await completeSocialFlow(context.db, flow.id, profile, context.clock)
    return { flow: target, result: { handle } }
  } catch (error) {
    console.warn(
      `[airlock] ${provider} sign-in failed:`,
      error instanceof Error ? error.message : error,
    )
    await abandonSocialFlow(context.db, flow.id, context.clock)
    return { flow: target, result: { error: providerFailed(provider).message } }
  }
}

function providerFailed(provider: SocialProvider): ServerError {
  return new ServerError('SOCIAL_PROVIDER_FAILED', {
    values: { provider: PROVIDERS[provider].label },
  })
}

export async function redeemSocialLogin(
  context: ApiContext,
  input: SocialRedeemRequest,
  meta: RequestMeta,
): Promise<SocialRedeemResponse> {
  await countRequest(context, 'socialRedeemsPerIp', meta.client)
  const { provider, profile, origin } = await redeemSocialFlow(
    context.db,
    { handle: input.handle, secret: input.secret, projectId: input.projectId },
    context.clock,
  )
  const user = await accountForSocialSignIn(
    context,
    { provider, profile, deviceId: input.deviceId, origin },
    meta,
  )
  const tokens = await startSession(context, user.id, input.deviceId)
  return { ...tokens, ...(profile.userName !== null ? { userName: profile.userName } : {}) }
}
