/**
 * A social sign-in in flight, in three steps, each one-time:
 * 1. created by the frame, bound to the hash of a secret only that frame keeps; the
 *    provider's `state` (hashed here) names it on the way back, within FLOW_TTL_S;
 * 2. completed by the callback on this origin with the profile the provider gave, and
 *    a result handle (hashed here) that goes to the dapp;
 * 3. redeemed once, with the handle and the frame's secret, within SOCIAL_RESULT_TTL_S.
 * The handle is `<flow id>.<random>`: the frame picks its secret by the flow id.
 */
import { SOCIAL_RESULT_TTL_S, type SocialProvider } from '@airlock/protocol'
import { generateCodeVerifier, generateState } from 'arctic'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { addSeconds, type Clock } from '../clock'
import { randomToken, sha256Hex } from '../crypto/tokens'
import type { Db } from '../db/client'
import { socialFlows } from '../db/schema'
import { ServerError } from '../errors'
import type { SocialProfile } from './profiles/socialProfile'

/** From the authorize URL to the provider's callback: time to sign in at the provider. */
export const FLOW_TTL_S = 10 * 60

export interface NewSocialFlow {
  provider: SocialProvider
  projectId: string
  origin: string
  returnUrl: string
  secret: string
}

export interface CreatedSocialFlow {
  flowId: string
  state: string
  codeVerifier: string
  nonce: string
}

export async function createSocialFlow(
  db: Db,
  flow: NewSocialFlow,
  clock: Clock,
): Promise<CreatedSocialFlow> {
  const state = generateState()
  const codeVerifier = generateCodeVerifier()
  const nonce = randomToken()
  const now = clock()
  const [row] = await db
    .insert(socialFlows)
    .values({
      provider: flow.provider,
      projectId: flow.projectId,
      origin: flow.origin,
      returnUrl: flow.returnUrl,
      secretHash: secretHash(flow.secret),
      stateHash: sha256Hex(state),
      codeVerifier,
      nonce,
      createdAt: now,
      expiresAt: addSeconds(now, FLOW_TTL_S),
    })
    .returning({ id: socialFlows.id })
  if (!row) throw new Error('insert returned no flow')
  return { flowId: row.id, state, codeVerifier, nonce }
}

export type PendingSocialFlow = typeof socialFlows.$inferSelect

/** The flow `state` names, still waiting for its callback; undefined otherwise. */
export async function findPendingFlow(
  db: Db,
  state: string,
  clock: Clock,
): Promise<PendingSocialFlow | undefined> {
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

/** Records the provider's answer once; returns the result handle for the dapp. */
export async function completeSocialFlow(
  db: Db,
  flowId: string,
  profile: SocialProfile,
  clock: Clock,
): Promise<string> {
  const handle = `${flowId}.${randomToken()}`
  const now = clock()
  const [row] = await db
    .update(socialFlows)
    .set({
      handleHash: sha256Hex(handle),
      subject: profile.subject,
      email: profile.email,
      emailVerified: profile.emailVerified,
      userName: profile.userName,
      completedAt: now,
      resultExpiresAt: addSeconds(now, SOCIAL_RESULT_TTL_S),
    })
    .where(and(eq(socialFlows.id, flowId), isNull(socialFlows.completedAt)))
    .returning({ id: socialFlows.id })
  if (!row) throw new ServerError('SOCIAL_LINK_INVALID')
  return handle
}

/** Ends a flow the provider refused, so its state cannot be used again. */
export async function abandonSocialFlow(db: Db, flowId: string, clock: Clock): Promise<void> {
  await db
    .update(socialFlows)
    .set({ completedAt: clock() })
    .where(and(eq(socialFlows.id, flowId), isNull(socialFlows.completedAt)))
}

export interface RedeemedSocialFlow {
  provider: SocialProvider
  profile: SocialProfile
  /** The verified origin the flow was started for (the mails of a join name it). */
  origin: string
}

/**
 * Uses the result up, in one statement (two redemptions racing: one wins). Refused with
 * an exact message: unknown handle, another frame's (wrong secret), used, expired.
 */
export async function redeemSocialFlow(
  db: Db,
  input: { handle: string; secret: string; projectId: string },
  clock: Clock,
): Promise<RedeemedSocialFlow> {
  const now = clock()
  const handleHash = sha256Hex(input.handle)
  const [row] = await db
    .update(socialFlows)
    .set({ redeemedAt: now })
    .where(
      and(
        eq(socialFlows.handleHash, handleHash),
        eq(socialFlows.secretHash, secretHash(input.secret)),
        eq(socialFlows.projectId, input.projectId),
        isNull(socialFlows.redeemedAt),
        gt(socialFlows.resultExpiresAt, now),
      ),
    )
    .returning()
  if (row?.subject) {
    return {
      provider: row.provider as SocialProvider,
      origin: row.origin,
      profile: {
        subject: row.subject,
        email: row.email,
        emailVerified: row.emailVerified === true,
        userName: row.userName,
      },
    }
  }
  const [flow] = await db.select().from(socialFlows).where(eq(socialFlows.handleHash, handleHash))
  if (!flow || flow.projectId !== input.projectId) throw new ServerError('SOCIAL_RESULT_INVALID')
  if (flow.secretHash !== secretHash(input.secret)) {
    throw new ServerError('SOCIAL_RESULT_OTHER_FRAME')
  }
  if (flow.redeemedAt) throw new ServerError('SOCIAL_RESULT_USED')
  throw new ServerError('SOCIAL_RESULT_EXPIRED')
}

function secretHash(secret: string): string {
  return sha256Hex(`airlock-social-secret:${secret}`)
}
