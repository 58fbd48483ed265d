/** GET_SMART_ACCOUNT_ENABLED_NETWORKS: none yet, so hosts keep every account an EOA. */
import type { FrameHandler } from '../frameContext'

export const smartAccountNetworks: FrameHandler<'GET_SMART_ACCOUNT_ENABLED_NETWORKS'> = () => ({
  smartAccountEnabledNetworks: [],
})
