/**
 * Runs `start` once `document.body` exists — at once when it does, else on
 * DOMContentLoaded (the SDK started from a script in <head>) — so the iframe has
 * somewhere to go. Never during server rendering, nor after `signal` aborts.
 * The promise settles in every case.
 */
export function startWhenBodyExists(
  signal: AbortSignal,
  start: () => Promise<void>,
): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve()
  if (document.body) return start()
  return new Promise((resolve) => {
    const go = () => {
      if (signal.aborted || !document.body) resolve()
      else void start().then(resolve)
    }
    document.addEventListener('DOMContentLoaded', go, { once: true, signal })
    signal.addEventListener('abort', go, { once: true })
  })
}
