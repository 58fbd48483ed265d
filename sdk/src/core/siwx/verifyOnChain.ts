/**
 * Smart-account signature check (ERC-1271 for deployed accounts, ERC-6492 for
 * counterfactual ones) through viem's `verifyMessage` action, which also falls
 * back to ECDSA recovery. Needs the chain, so it is its own module: loaded
 * only when an EOA check failed and there is a way to reach the chain.
 */
import { createClient, custom, type EIP1193RequestFn, http } from 'viem'
import { verifyMessage } from 'viem/actions'

export interface ChainAccess {
  /** An http(s) RPC URL of the session's chain. */
  rpcUrl?: string | undefined
  /** Or an EIP-1193 provider on that chain (the connected wallet), when there is no URL. */
  provider?: { request(args: { method: string; params?: unknown }): Promise<unknown> } | undefined
}

export async function verifyMessageOnChain(
  access: ChainAccess,
  parameters: { address: `0x${string}`; message: string; signature: `0x${string}` },
): Promise<boolean> {
  const { rpcUrl, provider } = access
  const transport = rpcUrl
    ? http(rpcUrl)
    : provider
      ? // viem types `request` per method; a provider answers unknown, checked by viem itself.
        custom({ request: provider.request.bind(provider) as EIP1193RequestFn })
      : undefined
  if (!transport) return false
  try {
    return await verifyMessage(createClient({ transport }), parameters)
  } catch {
    // An unreachable chain or a reverting validator proves nothing: not verified.
    return false
  }
}
