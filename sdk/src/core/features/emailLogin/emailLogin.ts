import type { ConnectEmailAction } from '../../connectors/auth/authConnector'
import type { ControllerContext } from '../../context'
import { applyAuthUser, failureMessage, fetchAuthUser } from './authSession'

/**
 * Sends the code (or device check) to `email` and routes to the step the frame
 * asks for: VERIFY_OTP → EmailVerifyOtp, VERIFY_DEVICE → EmailVerifyDevice,
 * CONNECT (a session already exists) → signed in. Throws the cooldown message,
 * 'Invalid email' or the frame's error.
 */
export async function startEmailLogin(
  ctx: ControllerContext,
  email: string,
): Promise<ConnectEmailAction> {
  const { modal, router } = ctx.stores
  modal.getState().setLoading(true)
  try {
    const action = await ctx.connector.connectEmail(email)
    if (action === 'VERIFY_OTP') router.getState().push('EmailVerifyOtp', { email })
    else if (action === 'VERIFY_DEVICE') router.getState().push('EmailVerifyDevice', { email })
    else await connecting(ctx, () => completeEmailLogin(ctx))
    return action
  } finally {
    modal.getState().setLoading(false)
  }
}

/**
 * The device-approval step: resolves once the user approved this device from
 * the email, then the code step follows. On failure, back to where the user was.
 */
export async function approveEmailDevice(ctx: ControllerContext): Promise<void> {
  const { router } = ctx.stores
  const email = router.getState().data?.email
  try {
    await ctx.connector.connectDevice()
    router.getState().replace('EmailVerifyOtp', { email })
  } catch (error) {
    router.getState().goBack()
    throw error
  }
}

/** The code step: CONNECT_OTP, then the user, then Account. */
export async function verifyEmailOtp(ctx: ControllerContext, otp: string): Promise<void> {
  await connecting(ctx, async () => {
    await ctx.connector.connectOtp(otp)
    await completeEmailLogin(ctx)
  })
}

/** Runs a sign-in step with the connection status 'connecting', and SPEC §4's fallback on failure. */
async function connecting(ctx: ControllerContext, step: () => Promise<void>): Promise<void> {
  const { connection } = ctx.stores
  connection.getState().startConnecting()
  try {
    await step()
  } catch (error) {
    connection.getState().connectFailed(failureMessage(error))
    throw error
  }
}

/** GET_USER → chains account + connection 'connected' → Account. */
export async function completeEmailLogin(ctx: ControllerContext): Promise<void> {
  const { namespace, user } = await fetchAuthUser(ctx)
  applyAuthUser(ctx, namespace, user)
  ctx.stores.router.getState().reset('Account')
}
