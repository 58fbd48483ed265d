/**
 * The one way a sign-in's session enters the frame (CONNECT_OTP, CONNECT_SOCIAL,
 * CONNECT_FARCASTER). A host page can start a sign-in without the user (login CSRF:
 * the attacker's code, the attacker's social result), so when the frame already holds
 * a live session of another account, the new one replaces it only after the user
 * approves the 'Switch wallets?' card here, in the frame. Whichever session loses is
 * revoked on the server, not only forgotten: Approve revokes the old refresh token,
 * Reject (or a card withdrawn) revokes the new one. The same account signing in again
 * replaces its session without a card, and the old refresh token is revoked too.
 */
import { base64UrlDecode } from '@airlock/protocol'
import { ApiPaths, type SessionTokens } from '../shared/apiContract'
import { ApiError } from './api'
import { describeSessionSwitch } from './approval/sessionSwitch'
import type { FrameContext } from './frameContext'
import { FrameMessages } from './messages'
import { addressFor, fetchUser } from './signedInUser'

/** Revocation is best effort within this, as SIGN_OUT's. */
const REVOKE_TIMEOUT_MS = 2_500

type AdoptContext = Pick<FrameContext, 'api' | 'session' | 'approvals' | 'log'>

/**
 * Saves `tokens` as the frame's session, asking first when a live session of another
 * account would be replaced. `newcomer` names the new sign-in on the card (its email,
 * or its provider username). Rejects 'Sign-in cancelled: …' when the user rejects.
 */
export async function adoptSession(
  context: AdoptContext,
  tokens: SessionTokens,
  newcomer: string,
): Promise<void> {
  const live = context.session.tokens()
  const liveUser = live ? accountOf(live.accessToken) : null
  if (!live || (liveUser !== null && liveUser === accountOf(tokens.accessToken))) {
    context.session.save(tokens)
    if (live) await revoke(context, live.refreshToken)
    return
  }
  let current: Awaited<ReturnType<typeof fetchUser>>
  try {
    current = await fetchUser(context)
  } catch (error) {
    // The live session was already dead (expired, signed out elsewhere): nothing to replace.
    if (error instanceof ApiError && error.status === 401) {
      context.session.save(tokens)
      return
    }
    await revoke(context, tokens.refreshToken)
    throw error
  }
  let approved: boolean
  try {
    const from = current.email ?? addressFor(current, 'eip155')
    approved = await context.approvals.ask(describeSessionSwitch({ from, to: newcomer }))
  } catch (error) {
    await revoke(context, tokens.refreshToken)
    throw error
  }
  if (!approved) {
    await revoke(context, tokens.refreshToken)
    throw new Error(FrameMessages.SESSION_SWITCH_REJECTED)
  }
  // Read again: the old session may have been refreshed while the card was up.
  const old = context.session.tokens()
  context.session.save(tokens)
  if (old) await revoke(context, old.refreshToken)
}

/** The account (JWT `sub`) an access token is for; null when it cannot be read. */
export function accountOf(accessToken: string): string | null {
  const payload = base64UrlDecode(accessToken.split('.')[1])
  if (payload === undefined) return null
  try {
    const claims = JSON.parse(new TextDecoder().decode(payload)) as unknown
    const sub = typeof claims === 'object' && claims !== null ? Reflect.get(claims, 'sub') : null
    return typeof sub === 'string' && sub.length > 0 ? sub : null
  } catch {
    return null
  }
}

async function revoke(context: AdoptContext, refreshToken: string): Promise<void> {
  await context.api
    .call(ApiPaths.SIGN_OUT, {
      body: { refreshToken },
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    })
    .catch((error: unknown) => context.log.debug('session revoke failed', error))
}
