import { AirlockError } from '@airlock/protocol'
import { AUTH_CONNECTOR_ID, type UpdateEmailAction } from '../../connectors/auth/authConnector'
import type { ControllerContext } from '../../context'
import type { ChainNamespace } from '../../networks/types'
import { failureMessage } from '../emailLogin/authSession'
import { openModal } from '../modal/openClose'

/**
 * Changing the embedded wallet's email (SPEC §4, PROTOCOL UPDATE_EMAIL):
 * UpdateEmailWallet → UPDATE_EMAIL, which the secure frame puts on its own card
 * (shown over ApproveTransaction) before it mails anything → UpdateEmailPrimaryOtp
 * (the code sent to the current address) → UpdateEmailSecondaryOtp (the code sent
 * to the new one) → the new email stored, Account.
 */

/** The embedded wallet's accounts: where the change shows. */
function authAccounts(ctx: ControllerContext) {
  const { chains } = ctx.stores.chains.getState()
  return (Object.entries(chains) as [ChainNamespace, (typeof chains)[ChainNamespace]][]).filter(
    ([, chain]) => chain?.account.connectorId === AUTH_CONNECTOR_ID && chain.account.user,
  )
}

/** The address the wallet signs in with now, or 'Address or auth connector not found'. */
function currentEmail(ctx: ControllerContext): string {
  const email = authAccounts(ctx)
    .map(([, chain]) => chain?.account.user?.email)
    .find((value) => typeof value === 'string')
  if (!email) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  return email
}

/**
 * The form's Continue: UPDATE_EMAIL (the frame's card asks the user), then the code
 * step the frame names. On failure the form keeps the address and shows why.
 */
export async function startEmailUpdate(
  ctx: ControllerContext,
  newEmail: string,
): Promise<UpdateEmailAction> {
  const { emailUpdate, router } = ctx.stores
  emailUpdate.getState().start(newEmail)
  try {
    const email = currentEmail(ctx)
    const action = await ctx.connector.updateEmail(newEmail)
    emailUpdate.getState().clear()
    const next =
      action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp'
    // Started by the dapp with the modal closed: the approval's end closed it again.
    if (ctx.stores.modal.getState().open) router.getState().push(next, { email, newEmail })
    else openModal(ctx, { view: next, data: { email, newEmail } })
    return action
  } catch (error) {
    emailUpdate.getState().failed(failureMessage(error))
    throw error
  }
}

/** The current address's code; then the new address's code step (no way back to a used code). */
export async function verifyEmailUpdatePrimary(ctx: ControllerContext, otp: string): Promise<void> {
  await ctx.connector.updateEmailPrimaryOtp(otp)
  const router = ctx.stores.router.getState()
  router.replace('UpdateEmailSecondaryOtp', router.data)
}

/** The new address's code: the change is made; the accounts show the new email; Account. */
export async function verifyEmailUpdateSecondary(
  ctx: ControllerContext,
  otp: string,
): Promise<string> {
  const newEmail = await ctx.connector.updateEmailSecondaryOtp(otp)
  const { chains, router, toast } = ctx.stores
  for (const [namespace, chain] of authAccounts(ctx)) {
    const user = chain?.account.user
    if (user) chains.getState().setAccount(namespace, { user: { ...user, email: newEmail } })
  }
  router.getState().reset('Account')
  toast.getState().showSuccess(`Email changed to ${newEmail}`)
  return newEmail
}
