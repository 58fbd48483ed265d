/**
 * Requests waiting for a click, shown one at a time. Every ask settles: Approve,
 * Reject, or aborted (sign-out, or nobody answered within APPROVAL_TIMEOUT_MS).
 */
import { FrameMessages } from '../messages'
import type { ApprovalDescription } from './describe'
import type { EmailChangeDescription } from './emailChangeCard'
import type { QuestionDescription } from './question'

/** A request left on screen this long is withdrawn, so its promise still settles. */
export const APPROVAL_TIMEOUT_MS = 10 * 60_000

/** Whatever waits for a click: an RPC request, an email change, or a question on the account. */
export type CardDescription = ApprovalDescription | EmailChangeDescription | QuestionDescription

export interface PendingApproval {
  id: number
  description: CardDescription
}

export interface ApprovalQueue {
  /** Resolves true on Approve, false on Reject; rejects 'Request was aborted'. */
  ask(description: CardDescription): Promise<boolean>
  current(): PendingApproval | null
  decide(id: number, approved: boolean): void
  abortAll(): void
  subscribe(listener: () => void): () => void
}

interface Entry extends PendingApproval {
  settle(approved: boolean | Error): void
}

export function createApprovalQueue(
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): ApprovalQueue {
  const entries: Entry[] = []
  const listeners = new Set<() => void>()
  let nextId = 1
  let head: PendingApproval | null = null

  const changed = () => {
    const first = entries[0]
    head = first ? { id: first.id, description: first.description } : null
    for (const listener of [...listeners]) listener()
  }

  const remove = (id: number) => {
    const index = entries.findIndex((entry) => entry.id === id)
    const [entry] = index >= 0 ? entries.splice(index, 1) : []
    if (entry) changed()
    return entry
  }

  return {
    ask(description) {
      return new Promise<boolean>((resolve, reject) => {
        const id = nextId++
        const timer = timers.setTimeout(
          () => remove(id)?.settle(new Error(FrameMessages.REQUEST_ABORTED)),
          APPROVAL_TIMEOUT_MS,
        )
        entries.push({
          id,
          description,
          settle(result) {
            timers.clearTimeout(timer)
            if (result instanceof Error) reject(result)
            else resolve(result)
          },
        })
        changed()
      })
    },
    current: () => head,
    decide(id, approved) {
      remove(id)?.settle(approved)
    },
    abortAll() {
      const all = entries.splice(0, entries.length)
      if (all.length === 0) return
      changed()
      for (const entry of all) entry.settle(new Error(FrameMessages.REQUEST_ABORTED))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
