import { type AuthConnector, createAuthConnector } from '../connectors/auth/authConnector'
import type { Approval } from '../features/modal/index'
import type { Logger } from '../logger'
import type { CaipNetwork } from '../networks/types'
import type { AirlockStores } from '../stores/airlockStores'
import { SDK_TYPE, SDK_VERSION_STRING } from '../version'
import type { CreateAirlockOptions } from './airlockOptions'

export interface InstanceConnectorOptions {
  options: CreateAirlockOptions
  /** The network the frame starts on. */
  startNetwork: CaipNetwork | undefined
  stores: AirlockStores
  logger: Logger
  /** Read at each approval: the modal feature that shows it is built after this connector. */
  approval: () => Approval
}

/** The instance's auth connector, reporting into its stores (toast, smart accounts, approval). */
export function createInstanceConnector({
  options,
  startNetwork,
  stores,
  logger,
  approval,
}: InstanceConnectorOptions): AuthConnector {
  return createAuthConnector({
    secureSiteUrl: options.secureSiteUrl,
    projectId: options.projectId,
    chainId: startNetwork?.id,
    enableLogger: options.enableLogger,
    timeouts: options.frameTimeouts,
    logger,
    dappData: {
      metadata: options.metadata,
      sdkVersion: SDK_VERSION_STRING,
      sdkType: SDK_TYPE,
      projectId: options.projectId,
    },
    onError: (error) => stores.toast.getState().showError(error),
    onSmartAccountEnabledNetworks: (networks) =>
      stores.chains.getState().setSmartAccountEnabledNetworks(networks),
    onApprovalStart: (method) => approval().start(method),
    onApprovalEnd: () => approval().end(),
  })
}
