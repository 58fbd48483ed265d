/**
 * A social sign-in in flight, each step one-time:
 * 1. created by the frame, bound to the hash of a secret only that frame keeps, and to
 *    the hash of a binding the frame hands only to a page of this origin; the provider's
 *    `state` (hashed here) names it on the way back, within FLOW_TTL_S;
 * 2. bound (socialBinding.ts): the start page, in the browser whose frame holds the
 *    binding, proves it and gets a cookie for the flow;
 * 3. completed by the callback on this origin, only in that browser (the cookie), with
 *    the profile the provider gave, or ended with why;
 * 4. redeemed once by the frame, by flow id and its secret, within SOCIAL_RESULT_TTL_S.
 * Nothing of the result leaves this server but to the frame holding the secret.
 */
import { SOCIAL_RESULT_TTL_S, type SocialProvider } from '@airlock/protocol'
import { generateCodeVerifier, generateState } from 'arctic'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { addSeconds, type Clock } from '../clock'
import { randomToken, sha256Hex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { socialFlows } from '../db/schema'
import type { ServerErrorCode } from '../errors'
import type { SocialProfile } from './profiles/socialProfile'

/** From the flow's start to the provider's callback: time to sign in at the provider. */
export const FLOW_TTL_S = 10 * 60

export interface NewSocialFlow {
  provider: SocialProvider
  projectId: string
  origin: string
  secret: string
}

export interface CreatedSocialFlow {
  flowId: string
  state: string
  codeVerifier: string
  nonce: string
  /** Goes to the frame only, which hands it to the start page of this origin. */
  binding: string
}

export async function createSocialFlow(
  db: Db,
  flow: NewSocialFlow,
  clock: Clock,
): Promise<CreatedSocialFlow> {
  const state = generateState()
  const codeVerifier = generateCodeVerifier()
  const nonce = randomToken()
  const binding = randomToken()
  const now = clock()
  const [row] = await db
    .insert(socialFlows)
    .values({
      provider: flow.provider,
      projectId: flow.projectId,
      origin: flow.origin,
      secretHash: secretHash(flow.secret),
      bindingHash: bindingHash(binding),
      stateHash: sha256Hex(state),
      codeVerifier,
      nonce,
      createdAt: now,
      expiresAt: addSeconds(now, FLOW_TTL_S),
    })
    .returning({ id: socialFlows.id })
  if (!row) throw new Error('insert returned no flow')
  return { flowId: row.id, state, codeVerifier, nonce, binding }
}

export type SocialFlowRow = typeof socialFlows.$inferSelect

/** The flow `state` names, still waiting for its callback; undefined otherwise. */
export async function findPendingFlow(
  db: Db,
  state: string,
  clock: Clock,
): Promise<SocialFlowRow | undefined> {
  const [flow] = await db
    .select()
    .from(socialFlows)
    .where(
      and(
        eq(socialFlows.stateHash, sha256Hex(state)),
        isNull(socialFlows.completedAt),
        gt(socialFlows.expiresAt, clock()),
      ),
    )
  return flow
}

/** Records the provider's profile once: the frame's poll finds the flow completed. */
export async function completeSocialFlow(
  db: Db,
  flowId: string,
  profile: SocialProfile,
  clock: Clock,
): Promise<boolean> {
  const now = clock()
  const [row] = await db
    .update(socialFlows)
    .set({
      subject: profile.subject,
      email: profile.email,
      emailVerified: profile.emailVerified,
      userName: profile.userName,
      completedAt: now,
      resultExpiresAt: addSeconds(now, SOCIAL_RESULT_TTL_S),
    })
    .where(and(eq(socialFlows.id, flowId), isNull(socialFlows.completedAt)))
    .returning({ id: socialFlows.id })
  return row !== undefined
}

/** Ends a flow without a profile (refused, cancelled, another browser): the frame reports why. */
export async function abandonSocialFlow(
  db: Db,
  flowId: string,
  errorCode: ServerErrorCode,
  clock: Clock,
): Promise<void> {
  const now = clock()
  await db
    .update(socialFlows)
    .set({ completedAt: now, errorCode, resultExpiresAt: addSeconds(now, SOCIAL_RESULT_TTL_S) })
    .where(and(eq(socialFlows.id, flowId), isNull(socialFlows.completedAt)))
}

/**
 * The flow by id and its frame's secret, counting one more poll of it; undefined when
 * the id or the secret is not that flow's (a stranger's polls use up nothing).
 */
export async function pollSocialFlow(
  db: Db,
  flowId: string,
  secret: string,
): Promise<SocialFlowRow | undefined> {
  const [row] = await db
    .update(socialFlows)
    .set({ redeemPolls: sql`${socialFlows.redeemPolls} + 1` })
    .where(and(eq(socialFlows.id, flowId), eq(socialFlows.secretHash, secretHash(secret))))
    .returning()
  return row
}

/** Uses the completed result up, in one statement (two redemptions racing: one wins). */
export async function consumeSocialFlow(
  db: Db,
  flowId: string,
  clock: Clock,
): Promise<SocialFlowRow | undefined> {
  const now = clock()
  const [row] = await db
    .update(socialFlows)
    .set({ redeemedAt: now })
    .where(
      and(
        eq(socialFlows.id, flowId),
        isNull(socialFlows.redeemedAt),
        isNull(socialFlows.errorCode),
        gt(socialFlows.resultExpiresAt, now),
      ),
    )
    .returning()
  return row
}

/** Marks the flow bound by its binding, once, while it waits for its callback. */
export async function bindSocialFlowRow(
  db: Db,
  flowId: string,
  binding: string,
  clock: Clock,
): Promise<boolean> {
  const now = clock()
  const [row] = await db
    .update(socialFlows)
    .set({ boundAt: now })
    .where(
      and(
        eq(socialFlows.id, flowId),
        eq(socialFlows.bindingHash, bindingHash(binding)),
        isNull(socialFlows.boundAt),
        isNull(socialFlows.completedAt),
        gt(socialFlows.expiresAt, now),
      ),
    )
    .returning({ id: socialFlows.id })
  return row !== undefined
}

export async function findSocialFlow(db: Db, flowId: string): Promise<SocialFlowRow | undefined> {
  const [row] = await db.select().from(socialFlows).where(eq(socialFlows.id, flowId))
  return row
}

export function secretHash(secret: string): string {
  return sha256Hex(`airlock-social-secret:${secret}`)
}

export function bindingHash(binding: string): string {
  return sha256Hex(`airlock-social-binding:${binding}`)
}
