import {
  AirlockError,
  SIGN_IN_PROVIDER_LABELS,
  SOCIAL_FLOW_LIFETIME_MS,
  SOCIAL_PENDING_MESSAGE,
  SOCIAL_POPUP_BLOCKED_MESSAGE,
  SOCIAL_POPUP_CLOSED_MESSAGE,
  SOCIAL_TIMEOUT_MESSAGE,
} from '@airlock/protocol'
import type { AuthConnector, SocialProvider } from '../../connectors/auth/authConnector'
import type { Disposable } from '../defineFeature'
import {
  applyAuthUser,
  authNamespace,
  authUserParameters,
  failureMessage,
} from '../emailLogin/authSession'
import { assertWebUrl } from './assertWebUrl'
import type { SocialLoginDeps } from './index'
import { watchPopupClosed } from './popupClosed'

/** The feature's code, loaded by the first attempt (whose popup the click opened already). */
export function start(deps: SocialLoginDeps): SocialLoginFlow & Disposable {
  return {
    connect: (provider, popup) => startSocialLogin(deps, provider, popup),
    cancel: () => cancelSocialLogin(deps),
    dispose: () => cancelSocialLogin(deps, false),
  }
}

export interface SocialLoginFlow {
  connect(provider: SocialProvider, popup: Window | null): Promise<void>
  cancel(): void
}

/** Each instance's attempt under way: a new one, or Cancel, aborts it. */
const attempts = new WeakMap<SocialLoginDeps, AbortController>()

/**
 * Starts an attempt with the popup the click opened: ConnectingSocial, then
 * `runSocialLogin`. An earlier attempt of this instance is aborted. A blocked popup
 * ends it at once with why: there is no full-page fallback, as the result of a sign-in
 * must never travel through this page or a URL (issue 22).
 */
export function startSocialLogin(
  deps: SocialLoginDeps,
  provider: SocialProvider,
  popup: Window | null,
  options: { pollMs?: number | undefined } = {},
): Promise<void> {
  attempts.get(deps)?.abort()
  const controller = new AbortController()
  attempts.set(deps, controller)
  const store = deps.stores.socialLogin
  store.getState().start(provider, 'waiting')
  deps.stores.router.getState().push('ConnectingSocial', { socialProvider: provider })
  if (!popup) {
    const message = popupBlockedMessage(provider)
    store.getState().fail(message)
    return Promise.reject(new AirlockError('SOMETHING_WENT_WRONG', { message }))
  }
  return runSocialLogin(deps, {
    provider,
    popup,
    signal: controller.signal,
    pollMs: options.pollMs,
  })
}

export function popupBlockedMessage(provider: SocialProvider): string {
  return SOCIAL_POPUP_BLOCKED_MESSAGE.replace('{provider}', SIGN_IN_PROVIDER_LABELS[provider])
}

/** Cancel (or the instance's end): the attempt stops, its popup closes; back from ConnectingSocial. */
export function cancelSocialLogin(deps: SocialLoginDeps, leaveView = true): void {
  attempts.get(deps)?.abort()
  attempts.delete(deps)
  if (!leaveView) return
  deps.stores.socialLogin.getState().reset()
  const { router } = deps.stores
  if (router.getState().view === 'ConnectingSocial') router.getState().goBack()
}

export interface SocialAttempt {
  provider: SocialProvider
  /** The popup opened in the click. */
  popup: Window
  signal: AbortSignal
  pollMs?: number | undefined
  now?: (() => number) | undefined
}

const INVALID_SIGN_IN_URL = 'The secure site gave no valid sign-in URL'

/** Between two CONNECT_SOCIAL: the frame itself waits up to 20 s; this only keeps a frame that answers pending at once from spinning. */
const REASK_MS = 500

const aborted = () => new AirlockError('REQUEST_ABORTED')

/**
 * One social login, from the popup the click opened to a connected embedded wallet:
 * GET_SOCIAL_REDIRECT_URI (the secure site's start page for the flow), the popup sent
 * there, then CONNECT_SOCIAL until the frame has the result — which goes from the
 * secure site's callback to the frame alone, never through this page. The frame answers
 * SOCIAL_PENDING_MESSAGE while the provider has not answered; it is asked again until a
 * result, a refusal, the flow's lifetime, or Cancel. The popup closing before it left for
 * the start page ends the attempt; after that, "closed" may be a provider page that
 * severed the opener (COOP), so it only changes what ConnectingSocial says.
 */
export async function runSocialLogin(deps: SocialLoginDeps, attempt: SocialAttempt): Promise<void> {
  const { provider, popup, signal } = attempt
  const { connection, router, socialLogin } = deps.stores
  const closedEarly = new AbortController()
  let sent = false
  const stopWatch = watchPopupClosed(
    popup,
    () => {
      if (!sent) {
        closedEarly.abort(
          new AirlockError('USER_REJECTED', { message: SOCIAL_POPUP_CLOSED_MESSAGE }),
        )
      } else socialLogin.getState().setWindowClosed(true)
    },
    attempt.pollMs,
  )
  try {
    const uri = await unlessAborted(deps.connector.getSocialRedirectUri(provider), [
      signal,
      closedEarly.signal,
    ])
    assertWebUrl(uri, INVALID_SIGN_IN_URL)
    popup.location.href = uri
    sent = true
    connection.getState().startConnecting()
    const namespace = authNamespace(deps)
    const user = await waitForSignIn(deps, uri, namespace, attempt)
    deps.connector.storage.setConnectedSocial(provider)
    applyAuthUser(deps, namespace, user, provider)
    socialLogin.getState().reset()
    router.getState().reset('Account')
    closePopup(popup)
  } catch (error) {
    closePopup(popup)
    if (signal.aborted) {
      // Back to what was connected before (or nothing), with no error to show.
      if (sent) connection.getState().connectFailed()
      throw aborted()
    }
    const message = failureMessage(error)
    socialLogin.getState().fail(message)
    if (sent) connection.getState().connectFailed(message)
    throw error
  } finally {
    stopWatch()
  }
}

type SocialUser = Awaited<ReturnType<AuthConnector['connectSocial']>>

/** CONNECT_SOCIAL, asked again while the frame says pending, within the flow's lifetime. */
async function waitForSignIn(
  deps: SocialLoginDeps,
  uri: string,
  namespace: ReturnType<typeof authNamespace>,
  attempt: SocialAttempt,
): Promise<SocialUser> {
  const now = attempt.now ?? Date.now
  const deadline = now() + SOCIAL_FLOW_LIFETIME_MS
  for (;;) {
    try {
      const request = deps.connector.connectSocial({ uri, ...authUserParameters(deps, namespace) })
      return await unlessAborted(request, [attempt.signal])
    } catch (error) {
      if (attempt.signal.aborted) throw aborted()
      if (!(error instanceof Error) || error.message !== SOCIAL_PENDING_MESSAGE) throw error
      if (now() >= deadline) {
        throw new AirlockError('IFRAME_REQUEST_TIMEOUT', { message: SOCIAL_TIMEOUT_MESSAGE })
      }
    }
    await unlessAborted(new Promise((resolve) => setTimeout(resolve, REASK_MS)), [attempt.signal])
  }
}

/** `promise`, or a rejection as soon as one of `signals` aborts (its reason, else aborted). */
function unlessAborted<T>(promise: Promise<T>, signals: AbortSignal[]): Promise<T> {
  // It may be left behind; its late rejection is of no interest.
  promise.catch(() => {})
  const stop = new AbortController()
  const ended = new Promise<never>((_resolve, reject) => {
    for (const signal of signals) {
      const end = () => reject(signal.reason instanceof AirlockError ? signal.reason : aborted())
      if (signal.aborted) end()
      else signal.addEventListener('abort', end, { signal: stop.signal })
    }
  })
  ended.catch(() => {})
  return Promise.race([promise, ended]).finally(() => stop.abort())
}

function closePopup(popup: Window): void {
  try {
    if (!popup.closed) popup.close()
  } catch {
    // Already gone.
  }
}
