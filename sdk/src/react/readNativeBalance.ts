import { createClient, hexToBigInt, http } from 'viem'

/**
 * The native balance of `address` from the network's RPC node: `eth_getBalance`
 * at 'latest' over viem's http transport. Not `createPublicClient().getBalance()`:
 * that bundles every public action (~97 kB gzip) and `getBalance` alone drags in
 * the ABI coder and CCIP for a multicall path we never take (~32 kB); this is ~8 kB.
 */
export async function readNativeBalance(
  rpcUrl: string,
  address: `0x${string}`,
  signal?: AbortSignal,
): Promise<bigint> {
  const client = createClient({
    transport: http(rpcUrl, { fetchOptions: { signal }, retryCount: 1 }),
  })
  const balance = await client.request({ method: 'eth_getBalance', params: [address, 'latest'] })
  return hexToBigInt(balance)
}
