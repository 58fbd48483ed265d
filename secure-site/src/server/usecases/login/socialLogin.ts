/**
 * Social login, as the frame, the popup's pages and the provider's callback drive it:
 * - start (GET_SOCIAL_REDIRECT_URI): a flow bound to the frame's secret and to a
 *   binding, for a project and an origin its allowlist takes; the answer goes to the
 *   frame only (the host gets the start page's URL);
 * - bind (socialBind.ts): the start page, in the frame's browser, gets the flow's cookie;
 * - callback (the provider sends the browser back to this origin): only with that
 *   cookie is the code exchanged and the profile kept under the flow; nothing of it is
 *   handed to any page;
 * - redeem (CONNECT_SOCIAL, polled): flow id + the same frame's secret → pending, or
 *   once the account of the identity (socialAccount.ts: joined by verified email only, and
 *   only from a device that address approved) and a session, made as email login makes them.
 * Rate limits per client IP on start, callback and each redeemed flow; polls per flow.
 */
import type { SocialProvider, SocialProvidersResponse } from '@airlock/protocol'
import type {
  SocialRedeemRequest,
  SocialRedeemResponse,
  SocialStartRequest,
  SocialStartResponse,
} from '../../../shared/apiContract'
import { ServerError, type ServerErrorCode } from '../../errors'
import type { RequestMeta } from '../../http/requestClient'
import { authorizationUrl } from '../../social/oauthClient'
import { PROVIDERS, socialCallbackUrl } from '../../social/providers'
import { readSocialProfile } from '../../social/readSocialProfile'
import { hasBindingCookie } from '../../social/socialCookie'
import { enabledProviders } from '../../social/socialEnv'
import {
  abandonSocialFlow,
  completeSocialFlow,
  consumeSocialFlow,
  createSocialFlow,
  findPendingFlow,
  findSocialFlow,
  pollSocialFlow,
  type SocialFlowRow,
} from '../../social/socialFlows'
import type { ApiContext } from '../../wiring/apiContext'
import { countRequest } from '../requestLimits'
import { verifiedMailOrigin } from '../verifiedMailOrigin'
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

/** Where the host's popup goes: this site's start page for one flow (a path prefix kept). */
export function socialStartUrl(publicUrl: string, flowId: string): string {
  return `${publicUrl}/social/start?flow=${encodeURIComponent(flowId)}`
}

/** A frame's polls of one flow, at most: its lifetime at one a second, and some wake-ups. */
export const MAX_REDEEM_POLLS = 900

export async function startSocialLogin(
  context: ApiContext,
  input: SocialStartRequest,
  meta: RequestMeta,
): Promise<SocialStartResponse> {
  const config = providerConfig(context, input.provider)
  const origin = await verifiedMailOrigin(context, input)
  await countRequest(context, 'socialStartsPerIp', meta.client)
  const flow = await createSocialFlow(
    context.db,
    { provider: input.provider, projectId: input.projectId, origin, secret: input.secret },
    context.clock,
  )
  const authorizeUrl = authorizationUrl({
    provider: input.provider,
    config,
    redirectUri: socialCallbackUrl(context.config.publicUrl),
    ...flow,
  })
  return {
    flowId: flow.flowId,
    authorizeUrl,
    binding: flow.binding,
    startUrl: socialStartUrl(context.config.publicUrl, flow.flowId),
  }
}

/** What the provider sent back to /social/callback (query or, Apple, form body). */
export interface SocialCallbackParams {
  state: string | null
  code: string | null
  error: string | null
  /** Apple's `user` form field (name, first sign-in only). */
  user: string | null
  /** The request's Cookie header: the flow's binding cookie must be in it. */
  cookie: string | null
}

/**
 * What the callback page does: only show a message (no flow, or another browser's:
 * nothing is told to any window), or tell the frames of its opener that the flow
 * ended (`error` null: signed in), clearing the flow's cookie.
 */
export type SocialCallbackOutcome =
  | { flowId: null; message: string }
  | { flowId: string; error: string | null }

export async function finishSocialCallback(
  context: ApiContext,
  params: SocialCallbackParams,
  client: string,
): Promise<SocialCallbackOutcome> {
  await countRequest(context, 'socialCallbacksPerIp', client)
  const flow = params.state ? await findPendingFlow(context.db, params.state, context.clock) : null
  const config = flow ? context.config.social[flow.provider as SocialProvider] : undefined
  if (!flow || !config) return { flowId: null, message: serverMessage('SOCIAL_LINK_INVALID') }
  // The proof that this browser is the one whose frame started the flow (socialCookie.ts).
  if (flow.boundAt === null || !hasBindingCookie(params.cookie, flow.id, flow.bindingHash)) {
    await abandonSocialFlow(context.db, flow.id, 'SOCIAL_OTHER_BROWSER', context.clock)
    return { flowId: null, message: serverMessage('SOCIAL_OTHER_BROWSER') }
  }
  const provider = flow.provider as SocialProvider
  if (params.error !== null || params.code === null) {
    const code: ServerErrorCode =
      params.error === null ||
      params.error === 'access_denied' ||
      params.error === 'user_cancelled_authorize'
        ? 'SOCIAL_CANCELLED'
        : 'SOCIAL_PROVIDER_FAILED'
    await abandonSocialFlow(context.db, flow.id, code, context.clock)
    return { flowId: flow.id, error: flowErrorMessage(code, provider) }
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
    if (!(await completeSocialFlow(context.db, flow.id, profile, context.clock))) {
      return { flowId: null, message: serverMessage('SOCIAL_LINK_INVALID') }
    }
    return { flowId: flow.id, error: null }
  } catch (error) {
    console.warn(
      `[airlock] ${provider} sign-in failed:`,
      error instanceof Error ? error.message : error,
    )
    await abandonSocialFlow(context.db, flow.id, 'SOCIAL_PROVIDER_FAILED', context.clock)
    return { flowId: flow.id, error: flowErrorMessage('SOCIAL_PROVIDER_FAILED', provider) }
  }
}

function serverMessage(code: ServerErrorCode): string {
  return new ServerError(code).message
}

function flowError(code: ServerErrorCode, provider: SocialProvider): ServerError {
  return new ServerError(code, { values: { provider: PROVIDERS[provider].label } })
}

function flowErrorMessage(code: ServerErrorCode, provider: SocialProvider): string {
  return flowError(code, provider).message
}

/**
 * One poll of the frame's flow: pending while the provider has not answered; then,
 * once, the session (two redeems racing: one wins); or exactly why not. The per-IP
 * limit counts refusals and each flow redeemed, not the polls (capped per flow).
 */
export async function redeemSocialLogin(
  context: ApiContext,
  input: SocialRedeemRequest,
  meta: RequestMeta,
): Promise<SocialRedeemResponse> {
  const flow = await pollSocialFlow(context.db, input.flowId, input.secret)
  if (!flow || flow.projectId !== input.projectId) {
    await countRequest(context, 'socialRedeemsPerIp', meta.client)
    const known = flow ?? (await findSocialFlow(context.db, input.flowId))
    throw new ServerError(
      known && known.projectId === input.projectId
        ? 'SOCIAL_RESULT_OTHER_FRAME'
        : 'SOCIAL_RESULT_INVALID',
    )
  }
  if (flow.redeemPolls > MAX_REDEEM_POLLS) throw new ServerError('SOCIAL_POLLS_EXCEEDED')
  if (flow.redeemedAt) throw new ServerError('SOCIAL_RESULT_USED')
  const provider = flow.provider as SocialProvider
  if (flow.errorCode) throw flowError(flow.errorCode as ServerErrorCode, provider)
  const now = context.clock()
  if (!flow.completedAt) {
    if (flow.expiresAt > now) return { status: 'pending' }
    throw new ServerError('SOCIAL_RESULT_EXPIRED')
  }
  await countRequest(context, 'socialRedeemsPerIp', meta.client)
  const redeemed = await consumeSocialFlow(context.db, flow.id, context.clock)
  if (!redeemed?.subject) throw whyNotRedeemed(context, flow)
  const profile = {
    subject: redeemed.subject,
    email: redeemed.email,
    emailVerified: redeemed.emailVerified === true,
    userName: redeemed.userName,
  }
  const user = await accountForSocialSignIn(
    context,
    { provider, profile, deviceId: input.deviceId, origin: flow.origin },
    meta,
  )
  const tokens = await startSession(context, user.id, input.deviceId, meta.deviceKey)
  return {
    status: 'connected',
    ...tokens,
    ...(profile.userName !== null ? { userName: profile.userName } : {}),
  }
}

/** A completed flow that could not be consumed: used by a racing redeem, or too late. */
function whyNotRedeemed(context: Pick<ApiContext, 'clock'>, flow: SocialFlowRow): ServerError {
  const late = flow.resultExpiresAt !== null && flow.resultExpiresAt <= context.clock()
  return new ServerError(late ? 'SOCIAL_RESULT_EXPIRED' : 'SOCIAL_RESULT_USED')
}
