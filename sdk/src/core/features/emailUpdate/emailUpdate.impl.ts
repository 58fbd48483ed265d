import { AirlockError } from '@airlock/protocol'
import { AUTH_CONNECTOR_ID, type UpdateEmailAction } from '../../connectors/auth/authConnector'
import type { ChainNamespace } from '../../networks/types'
import { failureMessage } from '../emailLogin/authSession'
import type { EmailUpdate, EmailUpdateDeps } from './index'

/**
 * Changing the embedded wallet's email (SPEC §4, PROTOCOL UPDATE_EMAIL):
 * UpdateEmailWallet → UPDATE_EMAIL, which the secure frame puts on its own card
 * (shown over ApproveTransaction) before it mails anything → UpdateEmailPrimaryOtp
 * (the code sent to the current address) → UpdateEmailSecondaryOtp (the code sent
 * to the new one) → the new email stored, Account.
 */

/** The feature's code, loaded by the first step of a change. */
export function start(deps: EmailUpdateDeps): EmailUpdate {
  return {
    updateEmail: (newEmail) => startEmailUpdate(deps, newEmail),
    verifyPrimaryOtp: (otp) => verifyEmailUpdatePrimary(deps, otp),
    verifySecondaryOtp: (otp) => verifyEmailUpdateSecondary(deps, otp),
  }
}

/** The embedded wallet's accounts: where the change shows. */
function authAccounts({ stores }: Pick<EmailUpdateDeps, 'stores'>) {
  const { chains } = stores.chains.getState()
  return (Object.entries(chains) as [ChainNamespace, (typeof chains)[ChainNamespace]][]).filter(
    ([, chain]) => chain?.account.connectorId === AUTH_CONNECTOR_ID && chain.account.user,
  )
}

/** The address the wallet signs in with now, or 'Address or auth connector not found'. */
function currentEmail(deps: EmailUpdateDeps): string {
  const email = authAccounts(deps)
    .map(([, chain]) => chain?.account.user?.email)
    .find((value) => typeof value === 'string')
  if (!email) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  return email
}

/**
 * The form's Continue: UPDATE_EMAIL (the frame's card asks the user), then the code
 * step the frame names. On failure the form keeps the address and shows why.
 */
async function startEmailUpdate(
  deps: EmailUpdateDeps,
  newEmail: string,
): Promise<UpdateEmailAction> {
  const { emailUpdate, router } = deps.stores
  emailUpdate.getState().start(newEmail)
  try {
    const email = currentEmail(deps)
    const action = await deps.connector.updateEmail(newEmail)
    emailUpdate.getState().clear()
    const next =
      action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp'
    // Started by the dapp with the modal closed: the approval's end closed it again.
    if (deps.stores.modal.getState().open) router.getState().push(next, { email, newEmail })
    else deps.modal.open({ view: next, data: { email, newEmail } })
    return action
  } catch (error) {
    emailUpdate.getState().failed(failureMessage(error))
    throw error
  }
}

/** The current address's code; then the new address's code step (no way back to a used code). */
async function verifyEmailUpdatePrimary(deps: EmailUpdateDeps, otp: string): Promise<void> {
  await deps.connector.updateEmailPrimaryOtp(otp)
  const router = deps.stores.router.getState()
  router.replace('UpdateEmailSecondaryOtp', router.data)
}

/** The new address's code: the change is made; the accounts show the new email; Account. */
async function verifyEmailUpdateSecondary(deps: EmailUpdateDeps, otp: string): Promise<string> {
  const newEmail = await deps.connector.updateEmailSecondaryOtp(otp)
  const { chains, router, toast } = deps.stores
  for (const [namespace, chain] of authAccounts(deps)) {
    const user = chain?.account.user
    if (user) chains.getState().setAccount(namespace, { user: { ...user, email: newEmail } })
  }
  router.getState().reset('Account')
  toast.getState().showSuccess(`Email changed to ${newEmail}`)
  return newEmail
}
