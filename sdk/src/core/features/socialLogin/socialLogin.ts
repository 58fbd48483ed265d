import {
  AirlockError,
  ErrorCatalogue,
  SOCIAL_JOIN_APPROVAL_LEAD,
  SOCIAL_RESULT_TIMEOUT_MS,
  type SocialResultMessage,
} from '@airlock/protocol'
import { secureSiteOrigin } from '../../clients/frame/frameUrl'
import type { SocialProvider } from '../../connectors/auth/authConnector'
import type { ControllerContext } from '../../context'
import { disconnectAuth } from '../disconnect/disconnect'
import {
  applyAuthUser,
  authNamespace,
  authUserParameters,
  failureMessage,
} from '../emailLogin/authSession'
import { restoreAuthSession } from '../emailLogin/startup'
import { openModal } from '../modal/openClose'
import { assertWebUrl } from './assertWebUrl'
import {
  clearPendingSocialRedirect,
  savePendingSocialRedirect,
  takePendingSocialRedirect,
} from './pendingRedirect'
import { watchSocialPopup } from './popupResult'
import { hasSocialRedirectParams, readSocialRedirectResult } from './redirectResult'

/** Each instance's attempt under way: a new one, or Cancel, aborts it. */
const attempts = new WeakMap<ControllerContext, AbortController>()

/**
 * Starts an attempt with the popup the click opened (null: blocked): ConnectingSocial,
 * then `runSocialLogin`. An earlier attempt of this instance is aborted.
 */
export function startSocialLogin(
  ctx: ControllerContext,
  provider: SocialProvider,
  popup: Window | null,
  options: { secureSiteUrl: string; timeoutMs?: number | undefined },
): Promise<void> {
  attempts.get(ctx)?.abort()
  const controller = new AbortController()
  attempts.set(ctx, controller)
  ctx.stores.socialLogin.getState().start(provider, popup ? 'waiting' : 'redirecting')
  ctx.stores.router.getState().push('ConnectingSocial', { socialProvider: provider })
  return runSocialLogin(ctx, {
    provider,
    popup,
    origin: secureSiteOrigin(options.secureSiteUrl),
    signal: controller.signal,
    window,
    timeoutMs: options.timeoutMs,
  })
}

/** Cancel (or the instance's end): the attempt stops, its popup closes; back from ConnectingSocial. */
export function cancelSocialLogin(ctx: ControllerContext, leaveView = true): void {
  attempts.get(ctx)?.abort()
  attempts.delete(ctx)
  if (!leaveView) return
  ctx.stores.socialLogin.getState().reset()
  const { router } = ctx.stores
  if (router.getState().view === 'ConnectingSocial') router.getState().goBack()
}

export interface SocialAttempt {
  provider: SocialProvider
  /** The popup opened in the click; null when the browser blocked it (the redirect flow). */
  popup: Window | null
  /** The secure site's origin, the only one the popup's result is taken from. */
  origin: string
  signal: AbortSignal
  window: Window
  /** Popup flow: no result this long after the popup left for the provider ends it. */
  timeoutMs?: number | undefined
  now?: (() => number) | undefined
}

const INVALID_SIGN_IN_URL = 'The secure site gave no valid sign-in URL'

const aborted = () => new AirlockError('REQUEST_ABORTED')

/**
 * One social login, from the popup the click opened to a connected embedded wallet:
 * GET_SOCIAL_REDIRECT_URI, the popup sent to the provider, its result handle (taken
 * only from the secure origin and that popup), then CONNECT_SOCIAL. The popup's
 * closing, 30 s without a result, or an error it reports end the attempt (the store
 * says why, Try again starts anew). Without a popup: the redirect flow.
 */
export async function runSocialLogin(
  ctx: ControllerContext,
  attempt: SocialAttempt,
): Promise<void> {
  const { provider, popup, signal } = attempt
  const store = ctx.stores.socialLogin
  if (!popup) return startSocialRedirect(ctx, attempt)
  const watch = watchSocialPopup({ popup, origin: attempt.origin, window: attempt.window, signal })
  let message: SocialResultMessage
  try {
    const uri = ctx.connector.getSocialRedirectUri(provider)
    // It may be left behind (the popup closed first); its late rejection is of no interest.
    uri.catch(() => {})
    // Whichever comes first: the URI, or the popup's end (closed, cancelled, an early answer).
    const first = await Promise.race([
      uri.then((value) => ({ uri: value })),
      watch.result.then((early) => ({ message: early })),
    ])
    if ('uri' in first) {
      assertWebUrl(first.uri, INVALID_SIGN_IN_URL)
      if (signal.aborted) throw aborted()
      popup.location.href = first.uri
      watch.startClock(attempt.timeoutMs ?? SOCIAL_RESULT_TIMEOUT_MS)
      message = await watch.result
    } else message = first.message
  } catch (error) {
    closePopup(popup)
    if (!signal.aborted) store.getState().fail(failureMessage(error))
    throw error
  } finally {
    watch.stop()
  }
  closePopup(popup)
  if (signal.aborted) throw aborted()
  if ('error' in message) {
    store.getState().fail(message.error)
    throw new AirlockError('SOMETHING_WENT_WRONG', { message: message.error })
  }
  await completeSocialLogin(ctx, provider, message.handle)
}

function closePopup(popup: Window): void {
  try {
    if (!popup.closed) popup.close()
  } catch {
    // Already gone.
  }
}

/**
 * Popups blocked: the page itself goes to the provider. The attempt is noted in this
 * tab's sessionStorage, and the secure site is asked to send the browser back here
 * (`returnUrl`), where `resumeSocialRedirect` picks it up.
 */
async function startSocialRedirect(ctx: ControllerContext, attempt: SocialAttempt): Promise<void> {
  const { provider, signal, window: win } = attempt
  const returnUrl = readSocialRedirectResult(win.location.href).cleanUrl
  savePendingSocialRedirect(provider, (attempt.now ?? Date.now)())
  try {
    const uri = await ctx.connector.getSocialRedirectUri(provider, returnUrl)
    assertWebUrl(uri, INVALID_SIGN_IN_URL)
    if (signal.aborted) throw aborted()
    win.location.assign(uri)
  } catch (error) {
    clearPendingSocialRedirect()
    if (!signal.aborted) ctx.stores.socialLogin.getState().fail(failureMessage(error))
    throw error
  }
}

/**
 * At start, after a redirect flow: the result handle is taken out of the address bar
 * (history.replaceState) and, if this tab started that attempt, redeemed with
 * CONNECT_SOCIAL in the modal's ConnectingSocial view. A result this tab did not ask
 * for (a link someone sent) is removed and ignored. Nothing came back: the usual
 * session check runs instead.
 */
export async function resumeSocialRedirect(
  ctx: ControllerContext,
  win: Window,
  now: () => number = Date.now,
): Promise<void> {
  const href = win.location.href
  const provider = takePendingSocialRedirect(now())
  const { result, cleanUrl } = readSocialRedirectResult(href)
  if (hasSocialRedirectParams(href)) win.history.replaceState(win.history.state, '', cleanUrl)
  if (!provider || !result) return restoreAuthSession(ctx)
  const store = ctx.stores.socialLogin
  store.getState().start(provider, 'connecting')
  openModal(ctx, { view: 'ConnectingSocial', data: { socialProvider: provider } })
  if ('error' in result) {
    store.getState().fail(result.error)
    return
  }
  try {
    await completeSocialLogin(ctx, provider, result.handle)
  } catch (error) {
    // Shown already (the toast, Connect); the start-up promise stays fulfilled.
    ctx.logger.debug('social redirect resume failed', { error })
  }
}

/**
 * CONNECT_SOCIAL with the result handle → the embedded wallet's user in the stores, as
 * email login does, with the provider and the user's name kept (SPEC §3 storage).
 * Failure: SPEC §8's 'A problem occurred while trying initialize authentication'
 * toast (the site's own words for a join that waits for the mailed device approval),
 * signed out, back to Connect.
 */
export async function completeSocialLogin(
  ctx: ControllerContext,
  provider: SocialProvider,
  handle: string,
): Promise<void> {
  const { connection, router, socialLogin, toast } = ctx.stores
  socialLogin.getState().start(provider, 'connecting')
  connection.getState().startConnecting()
  try {
    const namespace = authNamespace(ctx)
    const user = await ctx.connector.connectSocial({
      uri: handle,
      ...authUserParameters(ctx, namespace),
    })
    ctx.connector.storage.setConnectedSocial(provider)
    applyAuthUser(ctx, namespace, user, provider)
    socialLogin.getState().reset()
    router.getState().reset('Account')
  } catch (error) {
    ctx.logger.error(ErrorCatalogue.AUTH_INIT_FAILED, { error })
    connection.getState().connectFailed(failureMessage(error))
    // A join refused until the mailed link approves this device: its words say what to do.
    const message = failureMessage(error)
    toast
      .getState()
      .showError(
        message.startsWith(SOCIAL_JOIN_APPROVAL_LEAD) ? message : ErrorCatalogue.AUTH_INIT_FAILED,
      )
    socialLogin.getState().reset()
    // Back to Connect (to Account if another wallet still holds a chain).
    await disconnectAuth(ctx)
    throw new AirlockError('AUTH_INIT_FAILED', { cause: error })
  }
}
