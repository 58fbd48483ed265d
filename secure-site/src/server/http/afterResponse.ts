/**
 * Work that should not delay the response: Next's `after` (which on Vercel keeps the
 * function alive until the task is done), or at once when there is no request to wait
 * for (a script).
 */
import { after } from 'next/server'

export function afterResponse(task: () => Promise<void>): void {
  try {
    after(task)
  } catch {
    // Outside a request scope `after` throws; the task handles its own errors.
    void task()
  }
}
