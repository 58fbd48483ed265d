/**
 * Which account a redeemed social sign-in opens (issue 22 §1):
 * - an identity seen before: its account;
 * - a new identity whose provider-verified address names an existing account joins it
 *   only from a device that address approved, exactly as an email login on a new device
 *   needs (the mailed link, deviceApprovals.ts, with the same limits and cooldown);
 *   from any other device it joins nothing, signs nobody in, and the address gets the
 *   link. The next sign-in from the approved device links the identity;
 * - any other new identity: an account of its own (with the verified address, or none).
 * Every link is mailed to the account's address: which provider, when, from which site.
 */
import { EMAIL_COOLDOWN_S } from '@airlock/protocol'
import {
  deviceApprovalLink,
  forgetDeviceApprovals,
  isRecognisedDevice,
} from '../../auth/deviceApprovals'
import { deviceLabel } from '../../auth/deviceLabel'
import { hashDeviceId, trustDevice } from '../../auth/devices'
import { startLoginChallenge } from '../../auth/loginChallenge'
import { isServerError, ServerError } from '../../errors'
import type { RequestMeta } from '../../http/requestClient'
import { identityJoinApprovalMail, identityLinkedMail } from '../../mail/identityMails'
import type { SocialProfile } from '../../social/profiles/socialProfile'
import { PROVIDERS } from '../../social/providers'
import {
  accountForVerifiedEmail,
  type IdentityProvider,
  linkIdentity,
  signInKnownIdentity,
} from '../../social/socialIdentities'
import {
  createUserWithEmail,
  createUserWithoutEmail,
  type EmailUser,
  type User,
} from '../../users/users'
import type { ApiContext } from '../../wiring/apiContext'
import { countRequest, emailSubject } from '../requestLimits'

export interface SocialSignInRequest {
  provider: IdentityProvider
  profile: SocialProfile
  deviceId: string
  /** The verified origin the flow was started for: the one the mails name. */
  origin: string
}

export function providerLabel(provider: IdentityProvider): string {
  return provider === 'farcaster' ? 'Farcaster' : PROVIDERS[provider].label
}

/**
 * The account to start a session on. Throws ServerError 'This email already has a
 * wallet. Open the link we sent to … to approve this device, then continue with …
 * again.' when the identity would join an account from a device it has not approved
 * (after mailing that link), or the login-mail cooldown and rate limits.
 */
export async function accountForSocialSignIn(
  context: ApiContext,
  request: SocialSignInRequest,
  meta: RequestMeta,
): Promise<User> {
  const { provider, profile } = request
  const known = await signInKnownIdentity(context.db, provider, profile, context.clock)
  if (known) return known
  const existing = await accountForVerifiedEmail(context.db, profile)
  if (existing) return joinExistingAccount(context, request, existing, meta)
  await countRequest(context, 'newAccountsPerIp', meta.client)
  const created =
    profile.emailVerified && profile.email !== null
      ? await createUserWithEmail(context.db, profile.email)
      : await createUserWithoutEmail(context.db)
  if (!created) {
    // The address got an account since we looked: it joins only as any join does.
    const raced = await accountForVerifiedEmail(context.db, profile)
    if (!raced) throw new Error('account vanished right after a conflicting insert')
    return joinExistingAccount(context, request, raced, meta)
  }
  return linkAndTell(context, request, created)
}

async function joinExistingAccount(
  context: ApiContext,
  request: SocialSignInRequest,
  account: EmailUser,
  meta: RequestMeta,
): Promise<User> {
  const email = account.email
  const deviceIdHash = hashDeviceId(request.deviceId)
  if (
    !(await isRecognisedDevice(context.db, email, deviceIdHash, context.clock)) &&
    (await mailDeviceApproval(context, request, email, deviceIdHash, meta))
  ) {
    throw new ServerError('SOCIAL_DEVICE_APPROVAL', {
      values: { email, provider: providerLabel(request.provider) },
    })
  }
  const owner = await linkAndTell(context, request, account)
  if (owner.id === account.id) {
    // As after an email login: the device is trusted on the account, its link is spent.
    await trustDevice(context.db, account.id, request.deviceId, context.clock)
    await forgetDeviceApprovals(context.db, email, deviceIdHash)
  }
  return owner
}

/**
 * The email login's VERIFY_DEVICE mail, with its limits and its cooldown, in the join's
 * words. False when the device was approved meanwhile (another tab): it may join now.
 */
async function mailDeviceApproval(
  context: ApiContext,
  request: SocialSignInRequest,
  email: string,
  deviceIdHash: string,
  meta: RequestMeta,
): Promise<boolean> {
  await countRequest(context, 'loginMailsPerIp', meta.client)
  await countRequest(context, 'loginMailsPerEmail', emailSubject(email))
  const challenge = await startLoginChallenge(
    context.db,
    context.config.sessionSecret,
    { email, deviceIdHash, origin: request.origin, deviceLabel: deviceLabel(meta.userAgent) },
    context.clock,
  ).catch((error: unknown) => {
    // A login mail went to the address moments ago: say when a link can go, in the join's words.
    if (isServerError(error) && error.code === 'EMAIL_COOLDOWN') {
      throw new ServerError('SOCIAL_DEVICE_APPROVAL_WAIT', {
        values: {
          email,
          provider: providerLabel(request.provider),
          seconds: error.retryAfterS ?? EMAIL_COOLDOWN_S,
        },
      })
    }
    throw error
  })
  if (challenge.action !== 'VERIFY_DEVICE') return false
  await context.mailer.send(
    identityJoinApprovalMail({
      to: email,
      link: deviceApprovalLink(context.config.publicUrl, challenge.token),
      origin: request.origin,
      provider: providerLabel(request.provider),
    }),
  )
  return true
}

/** Links the identity to the account, and tells the account's address when it did. */
async function linkAndTell(
  context: ApiContext,
  request: SocialSignInRequest,
  account: User,
): Promise<User> {
  const { owner, linked } = await linkIdentity(
    context.db,
    request.provider,
    request.profile,
    account.id,
    context.clock,
  )
  if (linked && owner.email !== null) {
    await context.mailer.send(
      identityLinkedMail({
        to: owner.email,
        provider: providerLabel(request.provider),
        userName: request.profile.userName,
        origin: request.origin,
        linkedAt: context.clock(),
      }),
    )
  }
  return owner
}
