import { AirlockError, RPC_TIMEOUT_MS, serverMessageCode } from '@airlock/protocol'
import * as z from 'zod/mini'

/** SPEC §9 gives 10 s as the default RPC timeout; the data API gets the same bound. */
export const API_TIMEOUT_MS = RPC_TIMEOUT_MS

export interface ApiRequesterOptions {
  /** The API's base URL; a path prefix is kept (`https://x.example/api` + `/v1/…`). */
  baseUrl: string
  projectId: string
  /** SDK type and version, sent as `st` / `sv`. */
  sdkType: string
  sdkVersion: string
  /** Injected in tests; the global `fetch` otherwise, looked up at call time. */
  fetch?: typeof fetch | undefined
  timeoutMs?: number | undefined
}

/** The zod schema an answer must pass; its output is what the call resolves with. */
export type Schema<T> = z.ZodMiniType<T, unknown>

export type QueryParams = Record<string, string | number | boolean | undefined>

export interface CallOptions {
  signal?: AbortSignal | undefined
  /** `fetch`'s cache mode ('no-cache' for on-ramp history, SPEC §7). */
  cache?: RequestCache | undefined
}

/** What the server said when it refused a call; the `cause` of the AirlockError thrown. */
export interface ApiFailure {
  status: number
  body: unknown
}

export interface ApiRequester {
  get<T>(path: string, params: QueryParams, schema: Schema<T>, options?: CallOptions): Promise<T>
  post<T>(path: string, body: unknown, schema: Schema<T>, options?: CallOptions): Promise<T>
}

/** Whether `error` is an answer the server sent that did not pass its schema (the cause is zod's error). */
export function isBadAnswer(error: unknown): boolean {
  return error instanceof Error && error.cause instanceof z.core.$ZodError
}

/** The HTTP status and body behind an error a requester threw, if a server answered. */
export function apiFailureOf(error: unknown): ApiFailure | undefined {
  const cause = error instanceof Error ? error.cause : undefined
  if (typeof cause !== 'object' || cause === null || !('status' in cause)) return undefined
  return cause as ApiFailure
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** SPEC §8 server messages become their catalogue errors; anything else is 'Something went wrong'. */
function refusal(status: number, body: unknown): AirlockError {
  const message = isRecord(body) ? (body.message ?? body.error) : undefined
  const code = serverMessageCode(message)
  return new AirlockError(code ?? 'SOMETHING_WENT_WRONG', { cause: { status, body } })
}

/**
 * Runs `run` with a signal that aborts on the caller's abort or after `ms`, and
 * settles by then even if `run` ignores its signal: a call never hangs.
 */
function withDeadline<T>(
  outer: AbortSignal | undefined,
  ms: number,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (outer?.aborted) return Promise.reject(new AirlockError('REQUEST_ABORTED'))
  const controller = new AbortController()
  return new Promise<T>((resolve, reject) => {
    const stop = (error: AirlockError) => {
      cleanup()
      controller.abort(error)
      reject(error)
    }
    const onAbort = () => stop(new AirlockError('REQUEST_ABORTED'))
    const timer = setTimeout(
      () =>
        stop(
          new AirlockError('SOMETHING_WENT_WRONG', {
            cause: new Error(`blockchain API did not answer within ${ms} ms`),
          }),
        ),
      ms,
    )
    function cleanup() {
      clearTimeout(timer)
      outer?.removeEventListener('abort', onAbort)
    }
    outer?.addEventListener('abort', onAbort, { once: true })
    run(controller.signal).then(
      (value) => {
        cleanup()
        resolve(value)
      },
      (error: unknown) => {
        cleanup()
        if (controller.signal.aborted) return // already settled by stop()
        reject(
          error instanceof AirlockError
            ? error
            : new AirlockError('SOMETHING_WENT_WRONG', { cause: error }),
        )
      },
    )
  })
}

/** GET / POST JSON against one API with projectId, st and sv, a deadline and a checked answer. */
export function createApiRequester(options: ApiRequesterOptions): ApiRequester {
  const base = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS

  function url(path: string, params: QueryParams): string {
    const query = new URLSearchParams({
      projectId: options.projectId,
      st: options.sdkType,
      sv: options.sdkVersion,
    })
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== '') query.set(key, String(value))
    }
    return `${base}/${path.replace(/^\/+/, '')}?${query}`
  }

  function call<T>(target: string, init: RequestInit, schema: Schema<T>, callOptions: CallOptions) {
    return withDeadline(callOptions.signal, timeoutMs, async (signal) => {
      const doFetch = options.fetch ?? globalThis.fetch
      const cache = callOptions.cache ? { cache: callOptions.cache } : {}
      const response = await doFetch(target, { ...init, ...cache, signal })
      const body: unknown = await response.json().catch(() => undefined)
      if (!response.ok) throw refusal(response.status, body)
      const checked = z.safeParse(schema, body)
      if (!checked.success) throw new AirlockError('SOMETHING_WENT_WRONG', { cause: checked.error })
      return checked.data
    })
  }

  return {
    // No custom headers: a "simple" CORS request, so no preflight per GET.
    get: (path, params, schema, callOptions = {}) =>
      call(url(path, params), { method: 'GET' }, schema, callOptions),
    // projectId / st / sv ride in the query of POSTs too: the service authorises every call by them.
    post: (path, body, schema, callOptions = {}) =>
      call(
        url(path, {}),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        schema,
        callOptions,
      ),
  }
}
