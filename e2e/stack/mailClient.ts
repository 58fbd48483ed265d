import type { StoredMail } from './mailStore'

export type { StoredMail } from './mailStore'

export interface WaitForMailOptions {
  /** Only a mail received after this mail id, ISO time or Date counts; default: any. */
  after?: string | Date
  /** Default 10 s. */
  timeoutMs?: number
}

export interface MailClient {
  /** Mails to `to` (all when absent), oldest first. */
  list(to?: string): Promise<StoredMail[]>
  /** The first mail to `to` after `options.after`; rejects when none arrives in time. */
  waitForMail(to: string, options?: WaitForMailOptions): Promise<StoredMail>
  clear(): Promise<void>
}

/** Reads the SMTP sink's mails over its HTTP API, from any process (test workers included). */
export function mailClient(apiUrl: string): MailClient {
  const base = apiUrl.replace(/\/$/, '')
  return {
    async list(to) {
      const query = to === undefined ? '' : `?${new URLSearchParams({ to })}`
      const body = await getJson(`${base}/mails${query}`, 10_000)
      return (body as { mails: StoredMail[] }).mails
    },
    async waitForMail(to, options = {}) {
      const timeoutMs = options.timeoutMs ?? 10_000
      const query = new URLSearchParams({ to, timeoutMs: String(timeoutMs) })
      const { after } = options
      if (after !== undefined)
        query.set('after', after instanceof Date ? after.toISOString() : after)
      // The server gives up at timeoutMs; the margin only guards against a dead server.
      const body = await getJson(`${base}/mails/next?${query}`, timeoutMs + 5_000)
      return (body as { mail: StoredMail }).mail
    },
    async clear() {
      const response = await fetch(`${base}/mails`, {
        method: 'DELETE',
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`mail sink: DELETE /mails answered ${response.status}`)
    },
  }
}

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  const body: unknown = await response.json()
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : ''
    throw new Error(`mail sink: ${message || `HTTP ${response.status}`}`)
  }
  return body
}

/** The 6-digit one-time code in a mail's text (or subject); throws when there is none. */
export function extractOtp(mail: Pick<StoredMail, 'text' | 'subject'>): string {
  const code = /(?<!\d)\d{6}(?!\d)/.exec(`${mail.text}\n${mail.subject}`)?.[0]
  if (code === undefined) throw new Error(`no 6-digit code in the mail "${mail.subject}"`)
  return code
}
