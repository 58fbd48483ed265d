/**
 * The frame's fetch client for its own same-origin API. Authenticated calls carry the
 * access token; a 401 triggers one refresh (rotating the refresh token) and one retry.
 * A session that cannot be refreshed is cleared and reported with the server message
 * the host maps to 'Session Expired'.
 *
 * Every call, signed in or not, carries a device proof (`DPoP` header, deviceKey.ts,
 * src/shared/deviceProof.ts) over its method, path, exact body and token, made fresh
 * for each send. A proof refused for the device's clock is made again once on the
 * server's clock (its `Date` header).
 */
import { ApiPaths, type SessionTokens } from '../shared/apiContract'
import { DEVICE_PROOF_HEADER, signDeviceProof } from '../shared/deviceProof'
import { type HttpErrorCode, httpErrorCode, SiteError } from '../shared/siteError'
import type { DeviceKeys } from './deviceKey'
import { FrameMessages } from './messages'
import type { SessionStore } from './sessionStore'

/** Below the host's FRAME_REQUEST_TIMEOUT_MS (30 s). */
export const API_TIMEOUT_MS = 25_000

/** An answer of the site's API that is not a success; status 0: no answer (network, timeout). */
export class ApiError extends SiteError<HttpErrorCode | 'NO_ANSWER'> {
  override readonly name = 'ApiError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(status === 0 ? 'NO_ANSWER' : httpErrorCode(status), message)
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST'
  body?: unknown
  /** Send the access token; refresh it once on 401. */
  auth?: boolean
  signal?: AbortSignal
}

export interface ApiClient {
  call<T>(path: string, options?: CallOptions): Promise<T>
}

/** Serialises refreshes across tabs that share the frame's storage (Web Locks), else in-page. */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>

export function browserLocks(nav: Navigator | undefined): LockRunner | undefined {
  const locks = nav?.locks
  if (!locks) return undefined
  // locks.request resolves with the task's own result once the task settles.
  return <T>(name: string, task: () => Promise<T>) => locks.request(name, task) as Promise<T>
}

export interface ApiClientOptions {
  fetch: typeof fetch
  session: SessionStore
  deviceKeys: DeviceKeys
  locks?: LockRunner | undefined
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number
}

/** The server's refusal of a proof for its age (errors.ts DEVICE_PROOF_STALE). */
const STALE_PROOF = /^Device proof is outside its time window/

async function isStaleProof(response: Response): Promise<boolean> {
  if (response.status !== 401) return false
  try {
    const body = (await response.clone().json()) as { message?: unknown }
    return typeof body.message === 'string' && STALE_PROOF.test(body.message)
  } catch {
    return false
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  let message: string = FrameMessages.SOMETHING_WENT_WRONG
  try {
    const body = (await response.json()) as { message?: unknown }
    if (typeof body.message === 'string' && body.message.length > 0) message = body.message
  } catch {
    // Not JSON (a proxy's error page): the generic message stands.
  }
  return new ApiError(message, response.status)
}

export function createApiClient({
  fetch,
  session,
  deviceKeys,
  locks,
  now = () => Date.now(),
}: ApiClientOptions): ApiClient {
  let refreshing: Promise<boolean> | null = null
  /** Server time minus this device's, learnt from a proof refused for its age. */
  let clockOffsetMs = 0

  const proofFor = async (method: string, path: string, body: string, token?: string) => {
    let key: Awaited<ReturnType<DeviceKeys['key']>>
    try {
      key = await deviceKeys.key()
    } catch {
      throw new ApiError(FrameMessages.DEVICE_KEY_UNAVAILABLE, 0)
    }
    const query = path.indexOf('?')
    return signDeviceProof(key, {
      method,
      path: query === -1 ? path : path.slice(0, query),
      body,
      accessToken: token,
      now: now() + clockOffsetMs,
    })
  }

  const sendOnce = async (path: string, options: CallOptions, token: string | undefined) => {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
    const body = options.body === undefined ? null : JSON.stringify(options.body)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== null) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    headers[DEVICE_PROOF_HEADER] = await proofFor(method, path, body ?? '', token)
    // Every call settles: a hung server turns into an error the host can show, before
    // its own 30 s request timeout fires.
    const timeout = AbortSignal.timeout(API_TIMEOUT_MS)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    try {
      return await fetch(path, {
        method,
        headers,
        body,
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
      })
    } catch (error) {
      if (options.signal?.aborted) throw error
      if (timeout.aborted) throw new ApiError(FrameMessages.TIMED_OUT, 0)
      throw new ApiError(FrameMessages.NETWORK_ERROR, 0)
    }
  }

  const send = async (path: string, options: CallOptions, token: string | undefined) => {
    const response = await sendOnce(path, options, token)
    const serverDate = Date.parse(response.headers.get('date') ?? '')
    if (Number.isNaN(serverDate) || !(await isStaleProof(response))) return response
    // This device's clock is off by more than the window: sign again on the server's.
    clockOffsetMs = serverDate - now()
    return sendOnce(path, options, token)
  }

  /** True when a usable access token exists afterwards. */
  const refreshOnce = async (failedRefreshToken: string): Promise<boolean> => {
    const current = session.tokens()
    // Another tab (or call) rotated the tokens while we waited: use theirs.
    if (!current) return false
    if (current.refreshToken !== failedRefreshToken) return true
    const response = await send(
      ApiPaths.REFRESH,
      { body: { refreshToken: current.refreshToken, deviceId: session.deviceId() } },
      undefined,
    )
    if (response.ok) {
      session.save((await response.json()) as SessionTokens)
      return true
    }
    if (response.status === 401 || response.status === 400) {
      session.clear()
      return false
    }
    throw await errorFrom(response)
  }

  const refresh = (failedRefreshToken: string): Promise<boolean> => {
    refreshing ??= (
      locks
        ? locks('airlock-session-refresh', () => refreshOnce(failedRefreshToken))
        : refreshOnce(failedRefreshToken)
    ).finally(() => {
      refreshing = null
    })
    return refreshing
  }

  const expired = () => new ApiError(FrameMessages.SESSION_EXPIRED, 401)

  return {
    async call<T>(path: string, options: CallOptions = {}): Promise<T> {
      let tokens = options.auth ? session.tokens() : null
      if (options.auth && !tokens) throw expired()
      let response = await send(path, options, tokens?.accessToken)
      if (response.status === 401 && tokens) {
        if (!(await refresh(tokens.refreshToken))) throw expired()
        tokens = session.tokens()
        if (!tokens) throw expired()
        response = await send(path, options, tokens.accessToken)
        if (response.status === 401) {
          session.clear()
          throw expired()
        }
      }
      if (!response.ok) throw await errorFrom(response)
      if (response.status === 204) return undefined as T
      return (await response.json()) as T
    },
  }
}
