import type { AuthConnector } from '../connectors/auth/authConnector'
import type { Logger } from '../logger'
import type { AirlockStores } from '../stores/airlockStores'

/** What every controller works with: one SDK instance's stores, its auth connector and logger. */
export interface ControllerContext {
  stores: AirlockStores
  connector: AuthConnector
  logger: Logger
}
