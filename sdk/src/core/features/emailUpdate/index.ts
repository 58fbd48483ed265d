import type { AuthConnector, UpdateEmailAction } from '../../connectors/auth/authConnector'
import type { AirlockStores } from '../../stores/airlockStores'
import { defineFeature } from '../defineFeature'
import type { Modal } from '../modal/index'

export interface EmailUpdateDeps {
  stores: Pick<AirlockStores, 'chains' | 'emailUpdate' | 'modal' | 'router' | 'toast'>
  connector: Pick<
    AuthConnector,
    'updateEmail' | 'updateEmailPrimaryOtp' | 'updateEmailSecondaryOtp'
  >
  /** Opens the modal on the code step when the dapp started the change with it closed. */
  modal: Pick<Modal, 'open'>
}

/** Changing the embedded wallet's email (SPEC §4, PROTOCOL UPDATE_EMAIL), approved in the frame. */
export interface EmailUpdate {
  /** UPDATE_EMAIL (the frame's card asks the user), then the code step the frame names. */
  updateEmail(newEmail: string): Promise<UpdateEmailAction>
  /** The code sent to the current address; then UpdateEmailSecondaryOtp. */
  verifyPrimaryOtp(otp: string): Promise<void>
  /** The code sent to the new address: resolves with it once changed. */
  verifySecondaryOtp(otp: string): Promise<string>
}

export const createEmailUpdateFeature = defineFeature({
  state: () => undefined,
  load: () => import('./emailUpdate.impl'),
  sharedChunk: true,
  methods: ({ use }): EmailUpdate => ({
    updateEmail: (newEmail) => use((impl) => impl.updateEmail(newEmail)),
    verifyPrimaryOtp: (otp) => use((impl) => impl.verifyPrimaryOtp(otp)),
    verifySecondaryOtp: (otp) => use((impl) => impl.verifySecondaryOtp(otp)),
  }),
})
