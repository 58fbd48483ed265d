/** SWITCH_NETWORK: remember the chain (and the host's RPC URL for it) for later requests. */
import { parseChainId } from '../chain'
import type { FrameHandler } from '../frameContext'

export const switchNetwork: FrameHandler<'SWITCH_NETWORK'> = ({ chainId, rpcUrl }, context) => {
  const chain = parseChainId(chainId)
  context.chains.set(chain, rpcUrl)
  return { chainId: chain.wireId }
}
