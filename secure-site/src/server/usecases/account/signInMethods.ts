/**
 * The account's sign-in methods, as the frame lists and removes them (issue 22 §5).
 * Removing one takes what an email change takes first: a click inside the frame, on a
 * card naming the method (the frame records a grant for exactly this removal, used
 * once), and it is refused when the method is the account's last way in. The account's
 * address is told when a method goes.
 */
import { sql } from 'drizzle-orm'
import type {
  SignInMethodRemovalApprovalResponse,
  SignInMethodRemovalRequest,
  SignInMethodRemoveRequest,
  SignInMethodsResponse,
} from '../../../shared/apiContract'
import { type ApprovalSubject, consumeApproval, grantApproval } from '../../approvals/approvals'
import type { Db } from '../../db/client'
import { ServerError } from '../../errors'
import { identityRemovedMail } from '../../mail/identityMails'
import {
  deleteIdentity,
  findIdentity,
  listSignInMethods,
  type SignInMethod,
} from '../../social/signInMethods'
import type { User } from '../../users/users'
import type { ApiContext } from '../../wiring/apiContext'
import type { Authenticated } from '../login/session'
import { providerLabel } from '../login/socialAccount'
import { verifiedMailOrigin } from '../verifiedMailOrigin'

/** The grant's method: not an RPC method, so no RPC call can record or consume it. */
export const METHOD_REMOVAL_METHOD = 'airlock_removeSignInMethod'

function removalSubject(user: User, id: string, origin: string): ApprovalSubject {
  return { userId: user.id, method: METHOD_REMOVAL_METHOD, id, origin }
}

const wire = (methods: SignInMethod[]): SignInMethodsResponse => ({
  methods: methods.map((method) => ({ ...method, linkedAt: method.linkedAt.toISOString() })),
})

export async function signInMethods(
  context: ApiContext,
  { user }: Authenticated,
): Promise<SignInMethodsResponse> {
  return wire(await listSignInMethods(context.db, user))
}

/**
 * The identity `id` names, if the account may lose it. Throws 'This sign-in method is
 * not linked to this wallet' or 'You cannot remove your only sign-in method'.
 */
async function removable(db: Db, user: User, id: string) {
  const identity = await findIdentity(db, user.id, id)
  if (!identity) throw new ServerError('IDENTITY_UNKNOWN')
  if ((await listSignInMethods(db, user)).length <= 1) throw new ServerError('IDENTITY_LAST_METHOD')
  return identity
}

/** Called by the frame after the Approve click on the removal card. */
export async function approveSignInMethodRemoval(
  context: ApiContext,
  { user }: Authenticated,
  input: SignInMethodRemovalRequest,
): Promise<SignInMethodRemovalApprovalResponse> {
  const origin = await verifiedMailOrigin(context, input)
  await removable(context.db, user, input.id)
  const { approvalId } = await grantApproval(
    context.db,
    removalSubject(user, input.id, origin),
    context.clock,
  )
  return { approvalId }
}

/**
 * Uses the grant up and removes the identity, under a lock on the account so two
 * removals racing cannot leave it without a way in. Answers the methods left.
 */
export async function removeSignInMethod(
  context: ApiContext,
  { user }: Authenticated,
  input: SignInMethodRemoveRequest,
): Promise<SignInMethodsResponse> {
  const origin = await verifiedMailOrigin(context, input)
  const { removed, left } = await context.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`airlock-methods:${user.id}`}))`)
    const identity = await removable(tx, user, input.id)
    await consumeApproval(
      tx,
      input.approvalId,
      removalSubject(user, input.id, origin),
      context.clock,
    )
    await deleteIdentity(tx, user.id, identity)
    return { removed: identity, left: await listSignInMethods(tx, user) }
  })
  if (user.email !== null) {
    await context.mailer.send(
      identityRemovedMail({
        to: user.email,
        provider: providerLabel(removed.provider as Parameters<typeof providerLabel>[0]),
        origin,
        removedAt: context.clock(),
      }),
    )
  }
  return wire(left)
}
