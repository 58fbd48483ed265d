/**
 * What an instance does on request rather than at start — disconnect, email
 * login, email change, network switch, the returning user's session check — as one chunk,
 * loaded by the first such call (instance/loadInstanceActions in createAirlock).
 * Every one of them is asynchronous already, so the wait is invisible.
 */
export { disconnectChains } from '../controllers/disconnectChains'
export { approveEmailDevice, startEmailLogin, verifyEmailOtp } from '../controllers/emailLogin'
export {
  startEmailUpdate,
  verifyEmailUpdatePrimary,
  verifyEmailUpdateSecondary,
} from '../controllers/emailUpdate'
export { restoreAuthSession } from '../controllers/startup'
export { switchNetwork } from '../controllers/switchNetwork'
