/**
 * The social login documents (src/server/social/socialPageHtml.ts): GET /social/start,
 * the start page, and GET|POST /social/callback, where the provider sends the browser
 * back (Apple with a form POST). Both keep their opener ('popup' headers: COOP
 * unsafe-none), under a CSP with a fresh nonce, framed by nobody.
 */
import { isDevelopment } from '../config/env'
import { clearedSocialCookie } from '../social/socialCookie'
import { callbackDoneHtml, callbackMessageHtml, startPageHtml } from '../social/socialPageHtml'
import { finishSocialCallback, type SocialCallbackParams } from '../usecases/login/socialLogin'
import { apiContext } from '../wiring/apiContext'
import { createNonce } from './csp'
import { readBodyWithin } from './http'
import { pageHeaders } from './pageHeaders'
import { requestMeta } from './requestClient'

/** Apple's form POST: code, state, id_token, and `user` (name) once. */
const MAX_CALLBACK_BODY = 16 * 1024

function htmlResponse(
  html: string,
  status: number,
  nonce: string,
  extra: Record<string, string> = {},
): Response {
  const headers = pageHeaders({
    kind: 'popup',
    nonce,
    frameAncestors: "'none'",
    dev: false,
    airlockDev: isDevelopment(),
  })
  return new Response(html, {
    status,
    headers: {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...extra,
    },
  })
}

/** A flow id is a UUID; anything else is the first load (`?provider=`): a loading text. */
const FLOW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function socialStartPage(request: Request): Response {
  const nonce = createNonce()
  const flow = new URL(request.url).searchParams.get('flow')
  const flowId = flow !== null && FLOW_ID.test(flow) ? flow : null
  return htmlResponse(startPageHtml(flowId, nonce), 200, nonce)
}

async function callbackParams(request: Request): Promise<SocialCallbackParams> {
  const query = new URL(request.url).searchParams
  const form =
    request.method === 'POST'
      ? new URLSearchParams(await readBodyWithin(request, MAX_CALLBACK_BODY))
      : new URLSearchParams()
  const read = (name: string) => {
    const value = form.get(name) ?? query.get(name)
    return value === null || value.length > 4096 ? null : value
  }
  return {
    state: read('state'),
    code: read('code'),
    error: read('error'),
    user: read('user'),
    cookie: request.headers.get('cookie'),
  }
}

export async function socialCallbackPage(request: Request): Promise<Response> {
  const nonce = createNonce()
  try {
    const context = await apiContext()
    const params = await callbackParams(request)
    const outcome = await finishSocialCallback(
      context,
      params,
      requestMeta(request, context.config).client,
    )
    if (outcome.flowId === null) {
      return htmlResponse(callbackMessageHtml(outcome.message, nonce), 400, nonce)
    }
    return htmlResponse(callbackDoneHtml(outcome.flowId, outcome.error, nonce), 200, nonce, {
      'set-cookie': clearedSocialCookie(outcome.flowId),
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error('[airlock] the social callback failed:', message)
    // Rate limits and bad bodies have their own message; anything else is not explained.
    const shown = /^(Too many requests|Request body too large)/.test(message)
      ? message
      : 'Sign-in failed. Close this window and try again.'
    return htmlResponse(callbackMessageHtml(shown, nonce), 500, nonce)
  }
}
