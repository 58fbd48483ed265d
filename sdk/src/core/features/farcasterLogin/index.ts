import type { AuthConnector } from '../../connectors/auth/authConnector'
import type { Logger } from '../../logger'
import type { AirlockStores } from '../../stores/airlockStores'
import { defineFeature } from '../defineFeature'

export interface FarcasterLoginDeps {
  stores: Pick<
    AirlockStores,
    'chains' | 'connection' | 'modal' | 'router' | 'socialLogin' | 'toast'
  >
  connector: Pick<
    AuthConnector,
    'farcasterRequest' | 'getUser' | 'hideFrame' | 'signOut' | 'storage'
  >
  logger: Logger
}

/** Sign In With Farcaster (ConnectingFarcaster: the sign-in URL as a QR code and a link). */
export interface FarcasterLogin {
  /** Resolves once the user approved in their Farcaster app and the wallet is connected. */
  connect(): Promise<void>
  /** Ends the attempt under way (no late answer connects) and leaves ConnectingFarcaster. */
  cancel(): Promise<void>
}

export const createFarcasterLoginFeature = defineFeature({
  state: () => undefined,
  load: () => import('./farcasterLogin.impl'),
  sharedChunk: true,
  methods: ({ use }): FarcasterLogin => ({
    connect: () => use((impl) => impl.connect()),
    cancel: () => use((impl) => impl.cancel()),
  }),
})
