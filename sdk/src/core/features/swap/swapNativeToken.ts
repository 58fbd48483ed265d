import type { SwapToken } from '../../clients/blockchainApi/types'

/** The address the swap API gives the native currency (it is sent as value, never approved). */
export const NATIVE_SWAP_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Whether a swap token (CAIP-10, any letter case) is the network's native currency. */
export const isNativeSwapToken = (token: Pick<SwapToken, 'address'>) =>
  token.address.toLowerCase().endsWith(NATIVE_SWAP_TOKEN)
