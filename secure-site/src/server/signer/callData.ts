/**
 * Calldata in words: the function a transaction calls and its arguments, decoded with
 * viem against the ABIs people meet most (ERC-20, ERC-721, ERC-1155, WETH). Anything
 * else stays hex on the card. For ERC-20 calls the token's own name, symbol and
 * decimals are read from the chain, so an amount reads as "12.5 AUSD".
 *
 * Some selectors are shared (ERC-20 and ERC-721 both have transferFrom(address,address,
 * uint256)); the ERC-20 reading wins, and its amount is shown in token units only when
 * the contract answers decimals().
 */
import {
  type Abi,
  type AbiFunction,
  type Address,
  decodeFunctionData,
  erc20Abi,
  erc721Abi,
  erc1155Abi,
  type Hex,
  parseAbi,
  toFunctionSelector,
  toFunctionSignature,
} from 'viem'
import type { DecodedCall, DecodedCallArgument, TokenInfo } from '../../shared/apiContract'
import type { EvmChainClient } from './evmChain'

const ERC20_FUNCTIONS = ['transfer', 'approve', 'transferFrom']
const ERC20_EXTRA = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function decreaseAllowance(address spender, uint256 subtractedValue) returns (bool)',
])
const WETH = parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)'])

const functions = (abi: Abi, names?: string[]): AbiFunction[] =>
  abi.filter(
    (item): item is AbiFunction =>
      item.type === 'function' &&
      item.stateMutability !== 'view' &&
      item.stateMutability !== 'pure' &&
      (names === undefined || names.includes(item.name)),
  )

/** Token-unit amounts: the uint256 arguments of these functions. */
const TOKEN_AMOUNT_FUNCTIONS = new Set([
  ...ERC20_FUNCTIONS,
  'increaseAllowance',
  'decreaseAllowance',
])

/** Selector → function; where selectors collide, the first ABI listed decodes it. */
const BY_SELECTOR = new Map<string, AbiFunction>()
for (const item of [
  ...functions(erc20Abi, ERC20_FUNCTIONS),
  ...functions(ERC20_EXTRA),
  ...functions(erc721Abi),
  ...functions(erc1155Abi),
  ...functions(WETH),
]) {
  const selector = toFunctionSelector(item)
  if (!BY_SELECTOR.has(selector)) BY_SELECTOR.set(selector, item)
}

function argumentText(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `[${value.map(argumentText).join(', ')}]`
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? item.toString() : item,
  )
}

/** The call `data` makes, or null when no known ABI has its selector (or it does not decode). */
export function decodeCallData(data: Hex | undefined): DecodedCall | null {
  if (data === undefined || data.length < 10) return null
  const fn = BY_SELECTOR.get(data.slice(0, 10).toLowerCase())
  if (!fn) return null
  let args: readonly unknown[]
  try {
    args = decodeFunctionData({ abi: [fn], data }).args ?? []
  } catch {
    return null
  }
  const tokenAmounts = TOKEN_AMOUNT_FUNCTIONS.has(fn.name)
  return {
    functionName: fn.name,
    signature: toFunctionSignature(fn),
    args: fn.inputs.map(
      (input, index): DecodedCallArgument => ({
        name: input.name || `arg${index}`,
        type: input.type,
        value: argumentText(args[index]),
        ...(tokenAmounts && input.type === 'uint256' ? { tokenAmount: true } : {}),
      }),
    ),
  }
}

/** Whether the call's amounts are in the called contract's token units. */
export function isTokenCall(call: DecodedCall | null): boolean {
  return call?.args.some((arg) => arg.tokenAmount === true) ?? false
}

const MAX_TOKEN_TEXT = 64

/** At most MAX_TOKEN_TEXT code points: a hostile token's name must not flood the card. */
const clip = (text: string) => Array.from(text).slice(0, MAX_TOKEN_TEXT).join('')

/** The ERC-20 contract's name, symbol and decimals, or null when it does not answer as one. */
export async function readTokenInfo(
  client: EvmChainClient,
  token: Address,
): Promise<TokenInfo | null> {
  const read = <T>(functionName: 'name' | 'symbol' | 'decimals') =>
    client.readContract({ address: token, abi: erc20Abi, functionName }) as Promise<T>
  const [name, symbol, decimals] = await Promise.allSettled([
    read<string>('name'),
    read<string>('symbol'),
    read<number>('decimals'),
  ])
  if (symbol.status !== 'fulfilled' || decimals.status !== 'fulfilled') return null
  if (!Number.isInteger(decimals.value) || decimals.value > 77) return null
  return {
    name: name.status === 'fulfilled' ? clip(name.value) : null,
    symbol: clip(symbol.value),
    decimals: decimals.value,
  }
}

/** An NFT collection's own name() (ERC-721 metadata), or null when it does not answer. */
export async function readCollectionName(
  client: EvmChainClient,
  collection: Address,
): Promise<string | null> {
  try {
    const name = await client.readContract({
      address: collection,
      abi: erc721Abi,
      functionName: 'name',
    })
    return name ? clip(name) : null
  } catch {
    return null
  }
}
