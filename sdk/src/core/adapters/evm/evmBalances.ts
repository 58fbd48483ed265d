import { type Client, erc20Abi, formatUnits, hexToBigInt, type Transport } from 'viem'
import { multicall } from 'viem/actions'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { CaipNetwork } from '../../networks/types'
import type { ListedToken } from '../chainAdapter'
import { nativeBalance } from '../nativeBalance'

type Erc20Read = 'balanceOf' | 'decimals' | 'symbol' | 'name'
type Hex = `0x${string}`

/**
 * ERC-20 balances (and what the dapp did not say about each token) in ONE
 * eth_call: viem's deployless multicall runs Multicall3 from its bytecode, so
 * it works on chains where Multicall3 is not deployed (anvil). A token whose
 * call fails is left out.
 */
async function readTokens(
  client: Client<Transport>,
  network: CaipNetwork,
  address: Hex,
  tokens: readonly ListedToken[],
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
    })) as { address: Hex; abi: typeof erc20Abi; functionName: Erc20Read }[],
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

/** The native balance and the listed ERC-20s of `address`, from `network`'s RPC. */
export async function readEvmBalances(
  client: Client<Transport>,
  network: CaipNetwork,
  address: string,
  tokens: readonly ListedToken[],
): Promise<TokenBalance[]> {
  const account = address as Hex
  // Same tick: the batched http transport sends both in one HTTP request.
  const [native, listed] = await Promise.all([
    client.request({ method: 'eth_getBalance', params: [account, 'latest'] }),
    tokens.length ? readTokens(client, network, account, tokens) : Promise.resolve([]),
  ])
  return [nativeBalance(network, hexToBigInt(native)), ...listed]
}
