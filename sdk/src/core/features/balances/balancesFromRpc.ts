import { AirlockError } from '@airlock/protocol'
import { type Client, createClient, erc20Abi, formatUnits, hexToBigInt, type Transport } from 'viem'
import { multicall } from 'viem/actions'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import { createNetworkTransport } from '../../clients/rpc/transport'
import type { CaipNetwork } from '../../networks/types'
import type { DappToken } from './balances'

export interface RpcBalanceReader {
  /** Native balance plus the listed ERC-20s of `address` on `network`, straight from its RPC. */
  read(network: CaipNetwork, address: string, tokens: readonly DappToken[]): Promise<TokenBalance[]>
  /** Ends the transports' ranking loops. */
  dispose(): void
}

type Erc20Read = 'balanceOf' | 'decimals' | 'symbol' | 'name'

/** A JSON-RPC call viem's typed `request` does not know (Solana's getBalance). */
type UntypedRequest = (args: { method: string; params: unknown }) => Promise<unknown>

function nativeBalance(network: CaipNetwork, raw: bigint): TokenBalance {
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(raw, decimals) },
    iconUrl: network.assets?.imageUrl ?? '',
  }
}

/**
 * ERC-20 balances (and what the dapp did not say about each token) in ONE
 * eth_call: viem's deployless multicall runs Multicall3 from its bytecode, so
 * it works on chains where Multicall3 is not deployed (anvil). A token whose
 * call fails is left out.
 */
async function readTokens(
  client: Client<Transport>,
  network: CaipNetwork,
  address: `0x${string}`,
  tokens: readonly DappToken[],
): Promise<TokenBalance[]> {
  const calls = tokens.flatMap((token, index) => {
    const wanted: Erc20Read[] = ['balanceOf']
    if (token.decimals === undefined) wanted.push('decimals')
    if (token.symbol === undefined) wanted.push('symbol')
    if (token.name === undefined) wanted.push('name')
    return wanted.map((functionName) => ({ index, functionName }))
  })
  const results = await multicall(client, {
    deployless: true,
    allowFailure: true,
    contracts: calls.map(({ index, functionName }) => ({
      address: tokens[index]?.address ?? '0x',
      abi: erc20Abi,
      functionName,
      args: functionName === 'balanceOf' ? [address] : [],
    })) as { address: `0x${string}`; abi: typeof erc20Abi; functionName: Erc20Read }[],
  })
  const read = tokens.map((): Partial<Record<Erc20Read, unknown>> => ({}))
  calls.forEach(({ index, functionName }, position) => {
    const result = results[position]
    const target = read[index]
    if (result?.status === 'success' && target) target[functionName] = result.result
  })
  return tokens.flatMap((token, index) => {
    const values = read[index] ?? {}
    const balance = values.balanceOf
    const decimals = token.decimals ?? values.decimals
    const symbol = token.symbol ?? values.symbol
    if (typeof balance !== 'bigint' || typeof decimals !== 'number' || typeof symbol !== 'string')
      return []
    const name = token.name ?? (typeof values.name === 'string' ? values.name : symbol)
    return [
      {
        name,
        symbol,
        chainId: network.caipNetworkId,
        address: `${network.caipNetworkId}:${token.address}`,
        price: 0,
        quantity: { decimals: String(decimals), numeric: formatUnits(balance, decimals) },
        iconUrl: token.iconUrl ?? '',
      },
    ]
  })
}

export function createRpcBalanceReader(): RpcBalanceReader {
  const lifetime = new AbortController()
  const clients = new Map<string, Client<Transport>>()

  // One client per network for the instance's life: its fallback ranking (if any) keeps its history.
  function clientFor(network: CaipNetwork): Client<Transport> {
    let client = clients.get(network.caipNetworkId)
    if (!client) {
      client = createClient({
        transport: createNetworkTransport(network, { signal: lifetime.signal }),
      })
      clients.set(network.caipNetworkId, client)
    }
    return client
  }

  return {
    async read(network, address, tokens) {
      const client = clientFor(network)
      if (network.chainNamespace === 'solana') {
        const answer = await (client.request as UntypedRequest)({
          method: 'getBalance',
          params: [address],
        })
        const lamports = (answer as { value?: unknown } | null)?.value
        if (typeof lamports !== 'number') throw new AirlockError('SOMETHING_WENT_WRONG')
        return [nativeBalance(network, BigInt(lamports))]
      }
      if (network.chainNamespace !== 'eip155') throw new AirlockError('CHAIN_NOT_SUPPORTED')
      const account = address as `0x${string}`
      // Same tick: the batched http transport sends both in one HTTP request.
      const [native, listed] = await Promise.all([
        client.request({ method: 'eth_getBalance', params: [account, 'latest'] }),
        tokens.length ? readTokens(client, network, account, tokens) : Promise.resolve([]),
      ])
      return [nativeBalance(network, hexToBigInt(native)), ...listed]
    },
    dispose: () => lifetime.abort(),
  }
}
