import type { Logger } from '../../logger'
import type { ChainNamespace } from '../../networks/types'
import type { SiwxOptions } from '../../siwx/siwxOptions'
import type { AirlockStores } from '../../stores/airlockStores'
import { defineFeature } from '../defineFeature'
import type { Modal } from '../modal/index'
import type { SignInProvider } from './signInRequest'

export interface SignInDeps extends SiwxOptions {
  stores: Pick<AirlockStores, 'chains' | 'connection' | 'modal' | 'router' | 'siwx' | 'toast'>
  logger: Logger
  modal: Pick<Modal, 'open' | 'close'>
  /** The provider of the wallet holding `namespace`'s account, if one does. */
  getProvider(namespace: ChainNamespace): SignInProvider | undefined
  /** Disconnects the wallet (cancel when sign-in is required). */
  disconnect(): Promise<void>
}

/** Sign-in with X (SPEC §4): a connected account without a stored session is asked to sign. */
export interface SignIn {
  /** Asks the wallet to sign the message; stores the session and closes the modal. */
  requestSignIn(): Promise<void>
  /** Required sign-in: disconnects; otherwise closes the modal. Either way the router is back at Connect. */
  cancelSignIn(): Promise<void>
}

/**
 * Its code is its own chunk: loaded at once when the dapp configured sign-in (it must
 * watch connections from the start), else by the first call. Pages without sign-in
 * never load it.
 */
export const createSignInFeature = defineFeature({
  state: () => undefined,
  load: () => import('./signIn.impl'),
  methods: ({ deps, use, preload }): SignIn => {
    if (deps.siwx || deps.siweConfig) preload()
    return {
      requestSignIn: () => use((impl) => impl.requestSignIn()),
      cancelSignIn: () => use((impl) => impl.cancelSignIn()),
    }
  },
})
