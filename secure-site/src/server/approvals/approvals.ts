/**
 * Server-side proof of a click. When the user approves something inside the frame, the
 * frame records a grant for exactly that subject: the method (or action) and every
 * field that decides what is signed or where it goes — for an RPC call its params,
 * chain, account and RPC endpoint. The action then consumes the grant before it runs.
 * A grant works once, for two minutes, for its user only, and only for a subject whose
 * canonical JSON is identical, so a compromised frame script cannot sign something
 * other than what was shown.
 *
 * Subjects are open: an action names whatever fields bind it. Each field is also kept
 * as a short fingerprint, so a refusal can say which one changed after the click.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { addSeconds, type Clock, systemClock } from '../clock'
import { sha256Hex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { preparedPer } from '../db/prepared'
import { approvals } from '../db/schema'
import { ServerError } from '../errors'

export const APPROVAL_TTL_S = 120

export interface ApprovalSubject {
  userId: string
  /** What is approved: an RPC method such as `personal_sign`, or an action's name. */
  method: string
  /** Everything else the grant binds (chainId, params, account, rpcUrl…), compared exactly. */
  [binding: string]: unknown
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

function bound(subject: ApprovalSubject): Record<string, unknown> {
  const { userId: _userId, ...rest } = subject
  return rest
}

function subjectHash(subject: ApprovalSubject): string {
  return sha256Hex(canonicalJson(bound(subject)))
}

/** Containers are opened this deep (`params[0].gas`), and only while they are this small. */
const FINGERPRINT_DEPTH = 2
const FINGERPRINT_FANOUT = 16
const FINGERPRINT_MAX = 64

/**
 * One short hash per field path of the subject, for naming differences only: whether
 * a grant matches is decided by the full hash, never by these.
 */
export function fingerprints(subject: ApprovalSubject): Record<string, string> {
  const { method: _method, ...fields } = bound(subject)
  const out: Record<string, string> = {}
  let count = 0
  const walk = (path: string, value: unknown, depth: number) => {
    const children =
      typeof value === 'object' && value !== null
        ? Array.isArray(value)
          ? value.map((item, index) => [`${path}[${index}]`, item] as const)
          : Object.entries(value)
              .filter(([, item]) => item !== undefined)
              .map(([key, item]) => [`${path}.${key}`, item] as const)
        : null
    const open =
      children !== null &&
      children.length > 0 &&
      depth < FINGERPRINT_DEPTH &&
      children.length <= FINGERPRINT_FANOUT &&
      count + children.length <= FINGERPRINT_MAX
    if (!open) {
      out[path] = sha256Hex(canonicalJson(value)).slice(0, 16)
      count++
      return
    }
    for (const [childPath, child] of children) walk(childPath, child, depth + 1)
  }
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) walk(key, value, 0)
  }
  return out
}

function changedPaths(approved: Record<string, string>, now: Record<string, string>): string[] {
  const paths = new Set([...Object.keys(approved), ...Object.keys(now)])
  return [...paths].filter((path) => approved[path] !== now[path]).sort()
}

/** The grant of one click: recorded before every signature, so prepared. */
const grantInsert = preparedPer((db) =>
  db
    .insert(approvals)
    .values({
      userId: sql.placeholder('userId'),
      method: sql.placeholder('method'),
      paramsHash: sql.placeholder('paramsHash'),
      bindings: sql.placeholder('bindings'),
      createdAt: sql.placeholder('createdAt'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .returning({ id: approvals.id })
    .prepare('grant_insert'),
)

/** Records the user's click; the id goes back to the frame with the request. */
export async function grantApproval(
  db: Db,
  subject: ApprovalSubject,
  clock: Clock = systemClock,
): Promise<{ approvalId: string; expiresAt: Date }> {
  const now = clock()
  const expiresAt = addSeconds(now, APPROVAL_TTL_S)
  const [row] = await grantInsert(db).execute({
    userId: subject.userId,
    method: subject.method,
    paramsHash: subjectHash(subject),
    bindings: fingerprints(subject),
    createdAt: now,
    expiresAt,
  })
  if (!row) throw new Error('approval insert returned nothing')
  return { approvalId: row.id, expiresAt }
}

/** Marks a live grant used, when every bound value matches: before every signature, so prepared. */
const grantUse = preparedPer((db) =>
  db
    .update(approvals)
    .set({ usedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(
      and(
        eq(approvals.id, sql.placeholder('id')),
        eq(approvals.userId, sql.placeholder('userId')),
        eq(approvals.method, sql.placeholder('method')),
        eq(approvals.paramsHash, sql.placeholder('paramsHash')),
        isNull(approvals.usedAt),
        gt(approvals.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .returning({ id: approvals.id })
    .prepare('use_grant'),
)

/**
 * Uses up the grant for exactly this subject (one query), or throws: 'Request was not
 * approved: account changed since approval' when the user's live grant for this
 * method was bound to other values, and 'Request was not approved' otherwise (unknown,
 * used, expired, another user's).
 */
export async function consumeApproval(
  db: Db,
  approvalId: string | undefined,
  subject: ApprovalSubject,
  clock: Clock = systemClock,
): Promise<void> {
  if (approvalId === undefined || !UUID.test(approvalId)) throw new ServerError('APPROVAL_REQUIRED')
  const now = clock()
  const used = await grantUse(db).execute({
    id: approvalId,
    userId: subject.userId,
    method: subject.method,
    paramsHash: subjectHash(subject),
    now: now.toISOString(),
  })
  if (used.length > 0) return
  // Refused: only now look at the grant, to say why.
  const [grant] = await db
    .select({ bindings: approvals.bindings })
    .from(approvals)
    .where(
      and(
        eq(approvals.id, approvalId),
        eq(approvals.userId, subject.userId),
        eq(approvals.method, subject.method),
        isNull(approvals.usedAt),
        gt(approvals.expiresAt, now),
      ),
    )
  const changed = grant?.bindings ? changedPaths(grant.bindings, fingerprints(subject)) : []
  if (changed.length > 0) {
    throw new ServerError('APPROVAL_CHANGED', { values: { fields: changed.join(', ') } })
  }
  throw new ServerError('APPROVAL_REQUIRED')
}
