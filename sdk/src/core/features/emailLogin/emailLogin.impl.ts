import type { ConnectEmailAction } from '../../connectors/auth/authConnector'
import { applyAuthUser, failureMessage, fetchAuthUser } from './authSession'
import type { EmailLogin, EmailLoginDeps } from './index'
import { restoreAuthSession } from './startup'

/** The feature's code, loaded by its first call (or at start, for a returning user's session). */
export function start(deps: EmailLoginDeps): EmailLogin {
  return {
    connectEmail: (email) => startEmailLogin(deps, email),
    approveDevice: () => approveEmailDevice(deps),
    verifyOtp: (otp) => verifyEmailOtp(deps, otp),
    restoreSession: () => restoreAuthSession(deps),
  }
}

/**
 * Sends the code (or device check) to `email` and routes to the step the frame
 * asks for: VERIFY_OTP → EmailVerifyOtp, VERIFY_DEVICE → EmailVerifyDevice,
 * CONNECT (a session already exists) → signed in. Throws the cooldown message,
 * 'Invalid email' or the frame's error.
 */
async function startEmailLogin(deps: EmailLoginDeps, email: string): Promise<ConnectEmailAction> {
  const { modal, router } = deps.stores
  modal.getState().setLoading(true)
  try {
    const action = await deps.connector.connectEmail(email)
    if (action === 'VERIFY_OTP') router.getState().push('EmailVerifyOtp', { email })
    else if (action === 'VERIFY_DEVICE') router.getState().push('EmailVerifyDevice', { email })
    else await connecting(deps, () => completeEmailLogin(deps))
    return action
  } finally {
    modal.getState().setLoading(false)
  }
}

/**
 * The device-approval step: resolves once the user approved this device from
 * the email, then the code step follows. On failure, back to where the user was.
 */
async function approveEmailDevice(deps: EmailLoginDeps): Promise<void> {
  const { router } = deps.stores
  const email = router.getState().data?.email
  try {
    await deps.connector.connectDevice()
    router.getState().replace('EmailVerifyOtp', { email })
  } catch (error) {
    router.getState().goBack()
    throw error
  }
}

/** The code step: CONNECT_OTP, then the user, then Account. */
async function verifyEmailOtp(deps: EmailLoginDeps, otp: string): Promise<void> {
  await connecting(deps, async () => {
    await deps.connector.connectOtp(otp)
    await completeEmailLogin(deps)
  })
}

/** Runs a sign-in step with the connection status 'connecting', and SPEC §4's fallback on failure. */
async function connecting(deps: EmailLoginDeps, step: () => Promise<void>): Promise<void> {
  const { connection } = deps.stores
  connection.getState().startConnecting()
  try {
    await step()
  } catch (error) {
    connection.getState().connectFailed(failureMessage(error))
    throw error
  }
}

/** GET_USER → chains account + connection 'connected' → Account. */
async function completeEmailLogin(deps: EmailLoginDeps): Promise<void> {
  const { namespace, user } = await fetchAuthUser(deps)
  applyAuthUser(deps, namespace, user)
  deps.stores.router.getState().reset('Account')
}
