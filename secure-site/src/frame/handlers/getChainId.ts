/** GET_CHAIN_ID: answered from the chain stored in the frame, no server call. */
import type { FrameHandler } from '../frameContext'

export const getChainId: FrameHandler<'GET_CHAIN_ID'> = (_payload, context) => ({
  chainId: context.chains.get().chain.wireId,
})
