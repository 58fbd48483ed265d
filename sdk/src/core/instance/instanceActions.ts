/**
 * What an instance does on request rather than at start — disconnect, email
 * login, email change, Farcaster sign-in, network switch, the returning user's session check — as one chunk,
 * loaded by the first such call (instance/loadInstanceActions in createAirlock).
 * Every one of them is asynchronous already, so the wait is invisible.
 */
export { disconnectChains } from '../features/disconnect/disconnectChains'
export {
  approveEmailDevice,
  startEmailLogin,
  verifyEmailOtp,
} from '../features/emailLogin/emailLogin'
export { restoreAuthSession } from '../features/emailLogin/startup'
export {
  startEmailUpdate,
  verifyEmailUpdatePrimary,
  verifyEmailUpdateSecondary,
} from '../features/emailUpdate/emailUpdate'
export {
  cancelFarcasterLogin,
  startFarcasterLogin,
} from '../features/farcasterLogin/farcasterLogin'
export { switchNetwork } from '../features/network/switchNetwork'
