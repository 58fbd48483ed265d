/**
 * Server-side proof of a click. When the user approves a request in the frame's
 * approval UI, the frame records a grant for exactly that method, chain and params;
 * the RPC route then consumes it before signing. A grant works once, for two minutes,
 * for its user only, and only for byte-identical (canonical JSON) params, so a
 * compromised frame script cannot sign something other than what was shown.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { addSeconds, type Clock, systemClock } from '../clock'
import { sha256Hex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { approvals } from '../db/schema'
import { ServerError } from '../errors'

export const APPROVAL_TTL_S = 120

export interface ApprovalSubject {
  userId: string
  method: string
  /** CAIP-2 id of the chain the request targets. */
  chainId: string
  params: unknown
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** JSON with object keys sorted at every level: equal values, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

function subjectHash(subject: Omit<ApprovalSubject, 'userId'>): string {
  return sha256Hex(
    canonicalJson({ method: subject.method, chainId: subject.chainId, params: subject.params }),
  )
}

/** Records the user's click; the id goes back to the frame with the RPC request. */
export async function grantApproval(
  db: Db,
  subject: ApprovalSubject,
  clock: Clock = systemClock,
): Promise<{ approvalId: string; expiresAt: Date }> {
  const now = clock()
  const expiresAt = addSeconds(now, APPROVAL_TTL_S)
  const [row] = await db
    .insert(approvals)
    .values({
      userId: subject.userId,
      method: subject.method,
      paramsHash: subjectHash(subject),
      createdAt: now,
      expiresAt,
    })
    .returning({ id: approvals.id })
  if (!row) throw new Error('approval insert returned nothing')
  return { approvalId: row.id, expiresAt }
}

/**
 * Uses up the grant for exactly this request, or throws ServerError 'Request was not
 * approved' (unknown, used, expired, another user's, or different params).
 */
export async function consumeApproval(
  db: Db,
  approvalId: string | undefined,
  subject: ApprovalSubject,
  clock: Clock = systemClock,
): Promise<void> {
  if (approvalId === undefined || !UUID.test(approvalId)) throw new ServerError('APPROVAL_REQUIRED')
  const now = clock()
  const used = await db
    .update(approvals)
    .set({ usedAt: now })
    .where(
      and(
        eq(approvals.id, approvalId),
        eq(approvals.userId, subject.userId),
        eq(approvals.method, subject.method),
        eq(approvals.paramsHash, subjectHash(subject)),
        isNull(approvals.usedAt),
        gt(approvals.expiresAt, now),
      ),
    )
    .returning({ id: approvals.id })
  if (used.length === 0) throw new ServerError('APPROVAL_REQUIRED')
}
