import {
  createEmailUpdateStore,
  type EmailUpdateStore,
} from '../features/emailUpdate/emailUpdateStore'
import { createSiwxStore, type SiwxStore } from '../features/signIn/siwxStore'
import {
  createSocialLoginStore,
  type SocialLoginStore,
} from '../features/socialLogin/socialLoginStore'
import type { CaipNetwork } from '../networks/types'
import { type ChainsStore, createChainsStore } from './chainsStore'
import { type ConnectionStore, createConnectionStore } from './connectionStore'
import { createModalStore, type ModalStore } from './modalStore'
import { createOptionsStore, type OptionsInput, type OptionsStore } from './optionsStore'
import { createRouterStore, type RouterStore } from './routerStore'
import { createToastStore, type ToastStore } from './toastStore'

/** Every store of one SDK instance. Made per instance: two instances share nothing. */
export interface AirlockStores {
  connection: ConnectionStore
  chains: ChainsStore
  modal: ModalStore
  router: RouterStore
  toast: ToastStore
  options: OptionsStore
  siwx: SiwxStore
  /** The embedded wallet's email change (UpdateEmailWallet). */
  emailUpdate: EmailUpdateStore
  /** The social login under way (ConnectingSocial) and the socials the secure site serves. */
  socialLogin: SocialLoginStore
}

export function createAirlockStores(
  networks: readonly CaipNetwork[],
  options: OptionsInput & { defaultNetwork?: CaipNetwork | undefined },
): AirlockStores {
  return {
    connection: createConnectionStore(),
    chains: createChainsStore(networks, options.defaultNetwork),
    modal: createModalStore(),
    router: createRouterStore(),
    toast: createToastStore(),
    options: createOptionsStore(options),
    siwx: createSiwxStore(),
    emailUpdate: createEmailUpdateStore(),
    socialLogin: createSocialLoginStore(),
  }
}

/** Clears the stores' timers. */
export function disposeAirlockStores(stores: AirlockStores): void {
  stores.modal.getState().dispose()
  stores.toast.getState().dispose()
}
