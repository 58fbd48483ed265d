/** How a started process proves it is ready to serve. */
export type Readiness =
  /** A line the process prints on stdout, e.g. "Listening on 127.0.0.1:8545". */
  | { stdout: RegExp }
  /** Polled until it resolves true; a throw or false means "not yet". */
  | { probe: () => Promise<boolean>; description: string; intervalMs?: number }

export interface HttpProbeOptions {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Decides from the answer whether the server is ready; default: any status below 500. */
  accept?: (status: number, body: string) => boolean
}

/** A probe that is ready once `url` answers and `accept` likes the answer. */
export function httpProbe(url: string, options: HttpProbeOptions = {}): () => Promise<boolean> {
  const accept = options.accept ?? ((status) => status < 500)
  return async () => {
    try {
      const init: RequestInit = {
        method: options.method ?? 'GET',
        // One attempt must not outlive the poll: a half-open socket would stall readiness.
        signal: AbortSignal.timeout(2_000),
      }
      if (options.headers) init.headers = options.headers
      if (options.body !== undefined) init.body = options.body
      const response = await fetch(url, init)
      return accept(response.status, await response.text())
    } catch {
      return false
    }
  }
}

export function describeReadiness(readiness: Readiness): string {
  return 'stdout' in readiness ? `stdout matching ${readiness.stdout}` : readiness.description
}

/** Resolves after `ms`, or early (still resolving) when `signal` aborts, so loops can stop. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve()
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** Calls `probe` every `intervalMs` until it says yes (true) or `signal` aborts (false). */
export async function pollUntil(
  probe: () => Promise<boolean>,
  intervalMs: number,
  signal: AbortSignal,
): Promise<boolean> {
  while (!signal.aborted) {
    if (await probe().catch(() => false)) return !signal.aborted
    await delay(intervalMs, signal)
  }
  return false
}
