/**
 * A Farcaster sign-in in flight: a relay channel the secure site opened, bound to the
 * hash of a secret only the frame that started it keeps (as social flows are). The
 * frame names it by id; every step checks project, secret, state and expiry, in that
 * order, and refuses with an exact message. It ends once: redeemed (a session was
 * made, in one statement, so two redemptions racing cannot both win) or failed (the
 * signed message was refused: a sign-in is not retried with another message).
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import { addSeconds, type Clock } from '../clock'
import { sha256Hex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { farcasterFlows } from '../db/schema'
import { ServerError } from '../errors'

export interface NewFarcasterFlow {
  projectId: string
  origin: string
  secret: string
  channelToken: string
  nonce: string
  ttlS: number
}

/** A SIWE nonce: alphanumeric, at least 8 characters (EIP-4361); 128 random bits here. */
export function farcasterNonce(): string {
  return randomBytes(16).toString('hex')
}

export async function createFarcasterFlow(
  db: Db,
  flow: NewFarcasterFlow,
  clock: Clock,
): Promise<string> {
  const now = clock()
  const [row] = await db
    .insert(farcasterFlows)
    .values({
      projectId: flow.projectId,
      origin: flow.origin,
      secretHash: secretHash(flow.secret),
      channelToken: flow.channelToken,
      nonce: flow.nonce,
      createdAt: now,
      expiresAt: addSeconds(now, flow.ttlS),
    })
    .returning({ id: farcasterFlows.id })
  if (!row) throw new Error('insert returned no flow')
  return row.id
}

export type OpenFarcasterFlow = typeof farcasterFlows.$inferSelect

/** The frame's own flow, still open; refused with an exact message otherwise. */
export async function openFlowOfFrame(
  db: Db,
  input: { flowId: string; secret: string; projectId: string },
  clock: Clock,
): Promise<OpenFarcasterFlow> {
  const [flow] = await db.select().from(farcasterFlows).where(eq(farcasterFlows.id, input.flowId))
  if (!flow || flow.projectId !== input.projectId) throw new ServerError('FARCASTER_FLOW_INVALID')
  if (flow.secretHash !== secretHash(input.secret)) {
    throw new ServerError('FARCASTER_FLOW_OTHER_FRAME')
  }
  if (flow.redeemedAt || flow.failedAt) throw new ServerError('FARCASTER_FLOW_USED')
  if (flow.expiresAt.getTime() <= clock().getTime()) throw new ServerError('FARCASTER_FLOW_EXPIRED')
  return flow
}

/** Uses the flow up for the verified fid; false when another request already did. */
export async function redeemFarcasterFlow(
  db: Db,
  flowId: string,
  result: { fid: bigint; userName: string | null },
  clock: Clock,
): Promise<boolean> {
  const rows = await db
    .update(farcasterFlows)
    .set({ redeemedAt: clock(), fid: result.fid, userName: result.userName })
    .where(and(eq(farcasterFlows.id, flowId), ...stillOpen(clock)))
    .returning({ id: farcasterFlows.id })
  return rows.length === 1
}

/**
 * Counts one CONNECT_FARCASTER poll of an open flow; refused once the flow had
 * `maxPolls` (a frame polls far less often: FARCASTER_POLL_INTERVAL_MS). Atomic, so
 * polls racing on several instances are all counted.
 */
export async function countFlowPoll(
  db: Db,
  flowId: string,
  maxPolls: number,
  clock: Clock,
): Promise<void> {
  const [row] = await db
    .update(farcasterFlows)
    .set({ polls: sql`${farcasterFlows.polls} + 1` })
    .where(and(eq(farcasterFlows.id, flowId), ...stillOpen(clock)))
    .returning({ polls: farcasterFlows.polls })
  // Ended between the caller's check and this count: the next poll says how.
  if (!row) throw new ServerError('FARCASTER_FLOW_USED')
  if (row.polls > maxPolls) {
    throw new ServerError('FARCASTER_TOO_MANY_POLLS', { values: { max: String(maxPolls) } })
  }
}

/**
 * Whether this poll reads the relay: true for exactly one poll per `intervalMs` of an
 * open flow, whatever the number of polls and instances (one conditional update on the
 * shared row decides). The others answer "pending" from the row: a completed status is
 * verified and ends the flow in the poll that read it, so an open flow's last relay
 * status is always "pending".
 */
export async function claimRelayRead(
  db: Db,
  flowId: string,
  intervalMs: number,
  clock: Clock,
): Promise<boolean> {
  const now = clock()
  const rows = await db
    .update(farcasterFlows)
    .set({ relayCheckedAt: now })
    .where(
      and(
        eq(farcasterFlows.id, flowId),
        ...stillOpen(clock),
        or(
          isNull(farcasterFlows.relayCheckedAt),
          lte(farcasterFlows.relayCheckedAt, new Date(now.getTime() - intervalMs)),
        ),
      ),
    )
    .returning({ id: farcasterFlows.id })
  return rows.length === 1
}

/** Ends a flow whose signed message was refused. */
export async function failFarcasterFlow(db: Db, flowId: string, clock: Clock): Promise<void> {
  await db
    .update(farcasterFlows)
    .set({ failedAt: clock() })
    .where(and(eq(farcasterFlows.id, flowId), isNull(farcasterFlows.redeemedAt)))
}

function stillOpen(clock: Clock) {
  return [
    isNull(farcasterFlows.redeemedAt),
    isNull(farcasterFlows.failedAt),
    gt(farcasterFlows.expiresAt, clock()),
  ]
}

function secretHash(secret: string): string {
  return sha256Hex(`airlock-farcaster-secret:${secret}`)
}
