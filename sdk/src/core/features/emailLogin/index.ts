import type { AuthConnector, ConnectEmailAction } from '../../connectors/auth/authConnector'
import type { Logger } from '../../logger'
import type { AirlockStores } from '../../stores/airlockStores'
import { defineFeature } from '../defineFeature'

export interface EmailLoginDeps {
  stores: Pick<AirlockStores, 'chains' | 'connection' | 'modal' | 'router'>
  connector: Pick<
    AuthConnector,
    'connectEmail' | 'connectDevice' | 'connectOtp' | 'getUser' | 'isConnected' | 'storage'
  >
  logger: Logger
}

/** Email login (SPEC §4): the code (or device check) by email, then the embedded wallet's user. */
export interface EmailLogin {
  /** VERIFY_OTP → EmailVerifyOtp, VERIFY_DEVICE → EmailVerifyDevice, CONNECT → signed in. */
  connectEmail(email: string): Promise<ConnectEmailAction>
  /** Resolves once the user approved this device from the email; then the code step. */
  approveDevice(): Promise<void>
  verifyOtp(otp: string): Promise<void>
  /** The start-up check of a browser that used email login before (IS_CONNECTED → GET_USER). */
  restoreSession(): Promise<void>
}

export const createEmailLoginFeature = defineFeature({
  state: () => undefined,
  load: () => import('./emailLogin.impl'),
  sharedChunk: true,
  methods: ({ use }): EmailLogin => ({
    connectEmail: (email) => use((impl) => impl.connectEmail(email)),
    approveDevice: () => use((impl) => impl.approveDevice()),
    verifyOtp: (otp) => use((impl) => impl.verifyOtp(otp)),
    restoreSession: () => use((impl) => impl.restoreSession()),
  }),
})
