/**
 * REMOVE_SIGN_IN_METHOD (extension): asks the user on the frame's card first, naming the
 * method as the server lists it; only after the Approve click does the frame record the
 * grant and remove it. A host that posts this gets a card it cannot click for the user.
 */
import { SIGN_IN_PROVIDER_LABELS } from '@airlock/protocol'
import {
  ApiPaths,
  type SignInMethodRemovalApprovalResponse,
  type SignInMethodsResponse,
} from '../../shared/apiContract'
import { ServerMessages } from '../../shared/serverMessages'
import { describeSignInMethodRemoval } from '../approval/signInMethodRemoval'
import type { FrameHandler } from '../frameContext'
import { mailOrigin } from '../mailOrigin'
import { FrameMessages } from '../messages'

export const removeSignInMethod: FrameHandler<'REMOVE_SIGN_IN_METHOD'> = async (
  { id },
  context,
) => {
  // Checks the session, and reads what the card names, before anything is shown.
  const { methods } = await context.api.call<SignInMethodsResponse>(ApiPaths.SIGN_IN_METHODS, {
    auth: true,
  })
  const method = methods.find((candidate) => candidate.kind === 'identity' && candidate.id === id)
  if (method?.kind !== 'identity') throw new Error(ServerMessages.IDENTITY_UNKNOWN)
  if (methods.length <= 1) throw new Error(ServerMessages.IDENTITY_LAST_METHOD)
  const approved = await context.approvals.ask(
    describeSignInMethodRemoval({
      provider:
        (SIGN_IN_PROVIDER_LABELS as Readonly<Record<string, string>>)[method.provider] ??
        method.provider,
      userName: method.userName,
      linkedAt: new Date(method.linkedAt).toUTCString(),
    }),
  )
  if (!approved) throw new Error(FrameMessages.USER_REJECTED)
  const body = { id, ...mailOrigin(context) }
  const { approvalId } = await context.api.call<SignInMethodRemovalApprovalResponse>(
    ApiPaths.SIGN_IN_METHOD_REMOVAL_APPROVAL,
    { body, auth: true },
  )
  return context.api.call<SignInMethodsResponse>(ApiPaths.SIGN_IN_METHOD_REMOVE, {
    body: { ...body, approvalId },
    auth: true,
  })
}
