/** One mail the sink received, in the JSON shape the HTTP API returns. */
export interface StoredMail {
  /** `m<sequence>`; sequences only grow, also across `clear()`. */
  id: string
  /** ISO time of arrival. */
  receivedAt: string
  from: string
  /** Envelope recipients (who the mail was really delivered to), lower-cased. */
  to: string[]
  subject: string
  text: string
  html: string | null
}

/** A point in the mail stream: a mail id (`m12`) or an ISO time; absent means "the start". */
export type MailCursor = string | undefined

interface Waiter {
  to: string
  isAfter: (mail: StoredMail) => boolean
  resolve: (mail: StoredMail | null) => void
}

/** In-memory mails plus long-poll waiters; every waiter settles (mail, timeout or close). */
export class MailStore {
  #mails: StoredMail[] = []
  #sequence = 0
  #waiters = new Set<Waiter>()
  #closed = false

  get closed(): boolean {
    return this.#closed
  }

  add(mail: Omit<StoredMail, 'id'>): StoredMail {
    this.#sequence += 1
    const stored: StoredMail = { ...mail, id: `m${this.#sequence}` }
    this.#mails.push(stored)
    for (const waiter of [...this.#waiters]) {
      if (matches(stored, waiter.to) && waiter.isAfter(stored)) waiter.resolve(stored)
    }
    return stored
  }

  /** Mails to `to` (all mails when absent), oldest first. */
  list(to?: string): StoredMail[] {
    return to === undefined ? [...this.#mails] : this.#mails.filter((mail) => matches(mail, to))
  }

  clear(): void {
    this.#mails = []
  }

  /**
   * The first mail to `to` after `after`, waiting up to `timeoutMs` for one to arrive.
   * Resolves null on timeout, on `signal` abort, and when the store closes.
   */
  next(to: string, after: MailCursor, timeoutMs: number, signal?: AbortSignal) {
    const isAfter = cursorTest(after)
    const found = this.#mails.find((mail) => matches(mail, to) && isAfter(mail))
    if (found) return Promise.resolve(found)
    if (this.#closed) return Promise.resolve(null)
    return new Promise<StoredMail | null>((resolve) => {
      const waiter: Waiter = {
        to,
        isAfter,
        resolve: (mail) => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          this.#waiters.delete(waiter)
          resolve(mail)
        },
      }
      const onAbort = () => waiter.resolve(null)
      const timer = setTimeout(onAbort, timeoutMs)
      this.#waiters.add(waiter)
      if (signal?.aborted) onAbort()
      else signal?.addEventListener('abort', onAbort, { once: true })
    })
  }

  /** Releases every waiter (with null) so nothing outlives the sink. */
  close(): void {
    this.#closed = true
    for (const waiter of [...this.#waiters]) waiter.resolve(null)
  }
}

/** Throws a readable error for a cursor that is neither a mail id nor an ISO time. */
export function cursorTest(after: MailCursor): (mail: StoredMail) => boolean {
  if (after === undefined || after === '') return () => true
  const id = /^m(\d+)$/.exec(after)
  if (id) {
    const sequence = Number(id[1])
    return (mail) => Number(mail.id.slice(1)) > sequence
  }
  const time = Date.parse(after)
  if (Number.isNaN(time))
    throw new Error(`"after" must be a mail id like m3 or an ISO time: ${after}`)
  return (mail) => Date.parse(mail.receivedAt) > time
}

function matches(mail: StoredMail, to: string): boolean {
  return mail.to.includes(to.trim().toLowerCase())
}
