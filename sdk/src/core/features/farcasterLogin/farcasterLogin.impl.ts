import { AirlockError, ErrorCatalogue } from '@airlock/protocol'
import { AUTH_CONNECTOR_ID } from '../../connectors/auth/authConnector'
import type { AuthNamespace, ChainNamespace } from '../../networks/types'
import { disconnectAuth } from '../disconnect/authSignOut'
import {
  applyAuthUser,
  authUserParameters,
  failureMessage,
  findAuthNamespace,
} from '../emailLogin/authSession'
import { assertWebUrl } from '../socialLogin/assertWebUrl'
import type { FarcasterLogin, FarcasterLoginDeps } from './index'

/** The feature's code, loaded by the first attempt. */
export function start(deps: FarcasterLoginDeps): FarcasterLogin {
  return {
    connect: () => startFarcasterLogin(deps),
    cancel: () => cancelFarcasterLogin(deps),
  }
}

/**
 * The host's own ceiling on CONNECT_FARCASTER: the frame answers when the user signed
 * in on their Farcaster app or when its flow expires (minutes); this only makes sure
 * the promise settles if the frame never does.
 */
export const FARCASTER_CONNECT_TIMEOUT_MS = 10 * 60_000

export const INVALID_FARCASTER_URL = 'The secure site gave no valid Farcaster URL'

/** Each instance's attempt under way: a new one, or Cancel, ends it. */
const attempts = new WeakMap<FarcasterLoginDeps, AbortController>()

/**
 * Ended from this side: Cancel or a newer attempt (the signal), or the instance's end
 * (its frame bus rejects what is open with 'Request was aborted'). Nothing to show.
 * The attempt's promise rejects at once; its CONNECT_FARCASTER stays open until the
 * frame answers (its flow expires, or the user approves after all: then the frame is
 * signed out again) or the host's ceiling: it settles either way, and never connects.
 */
const endedHere = (signal: AbortSignal, error: unknown) =>
  signal.aborted || (error instanceof AirlockError && error.code === 'REQUEST_ABORTED')

/**
 * Starts a Farcaster sign-in (the button's click, or Try again) in ConnectingFarcaster.
 * An earlier attempt of this instance ends, its open requests with it.
 */
function startFarcasterLogin(
  deps: FarcasterLoginDeps,
  options: { timeoutMs?: number | undefined } = {},
): Promise<void> {
  endAttempt(deps)
  const controller = new AbortController()
  attempts.set(deps, controller)
  const { socialLogin: store, router } = deps.stores
  // The store first: the view, once it shows, must see this attempt (not start its own).
  store.getState().start('farcaster', 'waiting')
  if (router.getState().view !== 'ConnectingFarcaster')
    router.getState().push('ConnectingFarcaster', { socialProvider: 'farcaster' })
  const namespace = findAuthNamespace(deps)
  if (!namespace) {
    const error = new AirlockError('CHAIN_NOT_SUPPORTED')
    store.getState().fail(error.message)
    return Promise.reject(error)
  }
  return runFarcasterLogin(deps, namespace, controller.signal, options.timeoutMs)
}

/** Cancel: the attempt ends and no late answer connects; back from ConnectingFarcaster. */
async function cancelFarcasterLogin(deps: FarcasterLoginDeps): Promise<void> {
  endAttempt(deps)
  const { router, socialLogin } = deps.stores
  forgetFarcasterUrl(deps)
  if (socialLogin.getState().provider === 'farcaster') socialLogin.getState().reset()
  if (router.getState().view === 'ConnectingFarcaster') router.getState().goBack()
}

function endAttempt(deps: FarcasterLoginDeps): void {
  attempts.get(deps)?.abort()
  attempts.delete(deps)
}

/** `promise`, or 'Request was aborted' as soon as `signal` fires (its listener removed either way). */
async function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort: (() => void) | undefined
  const abort = new Promise<never>((_, reject) => {
    onAbort = () => reject(new AirlockError('REQUEST_ABORTED'))
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
  })
  try {
    return await Promise.race([promise, abort])
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort)
  }
}

/**
 * The user approved an attempt that had ended (Cancel): the frame signed in, the host
 * did not. Signed out again unless the embedded wallet is connected meanwhile (another
 * login) or a newer attempt is under way.
 */
async function undoLateSignIn(deps: FarcasterLoginDeps): Promise<void> {
  const held = deps.stores.connection
    .getState()
    .connections.some((connection) => connection.connectorId === AUTH_CONNECTOR_ID)
  if (held || attempts.has(deps)) return
  await deps.connector.signOut()
}

/** The sign-in URL is one attempt's: it leaves the account state when the attempt ends. */
function forgetFarcasterUrl(deps: Pick<FarcasterLoginDeps, 'stores'>): void {
  const { chains } = deps.stores
  for (const [namespace, chain] of Object.entries(chains.getState().chains))
    if (chain.account.farcasterUrl)
      chains.getState().setAccount(namespace as ChainNamespace, { farcasterUrl: undefined })
}

/**
 * GET_FARCASTER_URI (a failure stays in the view: Try again asks anew), the URL kept as
 * the account's `farcasterUrl` for the QR code and link, then completeFarcasterLogin.
 */
async function runFarcasterLogin(
  deps: FarcasterLoginDeps,
  namespace: AuthNamespace,
  signal: AbortSignal,
  timeoutMs = FARCASTER_CONNECT_TIMEOUT_MS,
): Promise<void> {
  const { chains, socialLogin: store } = deps.stores
  let url: string
  try {
    url = (await deps.connector.farcasterRequest('GET_FARCASTER_URI')).url
    if (signal.aborted) throw new AirlockError('REQUEST_ABORTED')
    assertWebUrl(url, INVALID_FARCASTER_URL)
  } catch (error) {
    if (!endedHere(signal, error)) store.getState().fail(failureMessage(error))
    throw error
  }
  chains.getState().setAccount(namespace, { farcasterUrl: url })
  await completeFarcasterLogin(deps, namespace, signal, timeoutMs)
}

/**
 * CONNECT_FARCASTER's `{ userName }` once the user approved in their app, then GET_USER
 * for the embedded wallet, kept as a social login by 'farcaster' (SPEC §3). Any failure
 * but this side's own end: SPEC §8's 'A problem occurred while trying initialize
 * authentication' toast, signed out (the frame may hold half a session), back to
 * Connect, as social login does.
 */
async function completeFarcasterLogin(
  deps: FarcasterLoginDeps,
  namespace: AuthNamespace,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<void> {
  const { connection, socialLogin: store, router, toast } = deps.stores
  const { storage } = deps.connector
  try {
    const request = deps.connector.farcasterRequest('CONNECT_FARCASTER', timeoutMs)
    // An ended attempt's answer still comes (the frame knows no Cancel): a sign-in is undone.
    request.then(
      () => (signal.aborted ? undoLateSignIn(deps) : undefined),
      () => {},
    )
    const { userName } = await untilAborted(request, signal)
    // As CONNECT_SOCIAL does: the frame holds a session now (signing out clears these).
    storage.setSocialUsername(userName)
    storage.setEmailLoginUsed()
    store.getState().setStatus('connecting')
    connection.getState().startConnecting()
    const user = await deps.connector.getUser(authUserParameters(deps, namespace))
    storage.setConnectedSocial('farcaster')
    applyAuthUser(deps, namespace, { ...user, userName: user.userName ?? userName }, 'farcaster')
    forgetFarcasterUrl(deps)
    store.getState().reset()
    router.getState().reset('Account')
  } catch (error) {
    if (endedHere(signal, error)) throw error
    deps.logger.error(ErrorCatalogue.AUTH_INIT_FAILED, { error })
    connection.getState().connectFailed(failureMessage(error))
    toast.getState().showError(ErrorCatalogue.AUTH_INIT_FAILED)
    store.getState().reset()
    forgetFarcasterUrl(deps)
    await disconnectAuth(deps)
    throw new AirlockError('AUTH_INIT_FAILED', { cause: error })
  } finally {
    if (attempts.get(deps)?.signal === signal) attempts.delete(deps)
  }
}
