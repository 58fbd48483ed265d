/**
 * The EVM methods that need the user's key, each taking the JSON-RPC `params` exactly
 * as the dapp sent them (bigints as 0x-hex) and an account from withEvmAccount.
 * Every request naming an address must name this wallet's address.
 */
import { RPC_TIMEOUT_MS } from '@airlock/protocol'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { z } from 'zod'
import { ServerError } from '../errors'
import type { OutboundFetch } from '../net/outboundFetch'

const hex = z.string().refine((value) => isHex(value, { strict: true }), 'Expected 0x-hex')
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a 0x-hex quantity')
const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address')

function assertOwnAddress(account: LocalAccount, requested: string | undefined): void {
  if (requested !== undefined && !isAddressEqual(requested as Address, account.address)) {
    throw new ServerError('ADDRESS_MISMATCH')
  }
}

/**
 * personal_sign `[message, address]`: EIP-191 signature of the message, taken as raw
 * bytes when it is 0x-hex and as UTF-8 text otherwise. The reversed order some dapps
 * send (`[address, message]`) is accepted too, as wallets commonly do.
 */
export async function personalSign(account: LocalAccount, params: unknown): Promise<Hex> {
  const parsed = z.tuple([z.string(), z.string()], z.unknown()).safeParse(params)
  if (!parsed.success) throw new ServerError('INVALID_MESSAGE')
  let [message, signer] = parsed.data
  if (isAddress(message, { strict: false }) && !isAddress(signer, { strict: false })) {
    ;[message, signer] = [signer, message]
  }
  if (!isAddress(signer, { strict: false })) throw new ServerError('INVALID_MESSAGE')
  assertOwnAddress(account, signer)
  return account.signMessage({
    message: isHex(message, { strict: true }) ? { raw: message } : message,
  })
}

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()).optional(),
  message: z.record(z.string(), z.unknown()),
})

/** eth_signTypedData_v4 `[address, typedData]`, typed data given as JSON text or object. */
export async function signTypedDataV4(account: LocalAccount, params: unknown): Promise<Hex> {
  const parsed = z
    .tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])], z.unknown())
    .safeParse(params)
  if (!parsed.success) throw new ServerError('INVALID_TYPED_DATA')
  const [signer, raw] = parsed.data
  assertOwnAddress(account, signer)
  let json: unknown = raw
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw)
    } catch {
      throw new ServerError('INVALID_TYPED_DATA')
    }
  }
  const typedData = typedDataSchema.safeParse(json)
  if (!typedData.success || !(typedData.data.primaryType in typedData.data.types)) {
    throw new ServerError('INVALID_TYPED_DATA')
  }
  // viem derives EIP712Domain from `domain` itself; a copy in `types` is redundant.
  const { EIP712Domain: _domainType, ...types } = typedData.data.types
  try {
    // zod checked the shape; viem checks every type and value against `types` at runtime.
    const definition = { ...typedData.data, types } as unknown as TypedDataDefinition
    return await account.signTypedData(definition)
  } catch (cause) {
    throw new ServerError('INVALID_TYPED_DATA', { cause })
  }
}

const transactionSchema = z.object({
  from: address.optional(),
  to: address.nullish(),
  value: quantity.optional(),
  data: hex.optional(),
  input: hex.optional(),
  gas: quantity.optional(),
  gasPrice: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  nonce: quantity.optional(),
  chainId: quantity.optional(),
})

export interface SendTransactionContext {
  /** JSON-RPC endpoint of the chain (AIRLOCK_CHAINS, or the host's vetted rpcUrl). */
  rpcUrl: string
  /** The endpoint's own fetch (api/rpcEndpoint.ts): pinned, bounded, no redirects. */
  fetchFn: OutboundFetch
  /** Numeric chain id the request targets; the endpoint must serve this chain. */
  chainId: number
}

/**
 * eth_sendTransaction `[tx]`: fills nonce, gas and fees from the chain (EIP-1559 when
 * the latest block has a base fee, legacy gas price otherwise), signs locally and
 * broadcasts with eth_sendRawTransaction. Returns the transaction hash.
 */
export async function sendTransaction(
  account: LocalAccount,
  params: unknown,
  context: SendTransactionContext,
): Promise<Hex> {
  const parsed = z.tuple([transactionSchema], z.unknown()).safeParse(params)
  if (!parsed.success) throw new ServerError('INVALID_TRANSACTION')
  const [tx] = parsed.data
  assertOwnAddress(account, tx.from)
  if (tx.chainId !== undefined && hexToBigInt(tx.chainId as Hex) !== BigInt(context.chainId)) {
    throw new ServerError('CHAIN_MISMATCH')
  }
  const transport = http(context.rpcUrl, {
    timeout: RPC_TIMEOUT_MS,
    retryCount: 0,
    fetchFn: context.fetchFn,
  })
  const probe = createPublicClient({ transport })
  // Signing for one chain while the endpoint serves another would burn a nonce there.
  if ((await probe.getChainId()) !== context.chainId) throw new ServerError('CHAIN_MISMATCH')
  const chain = defineChain({
    id: context.chainId,
    name: `eip155:${context.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [context.rpcUrl] } },
  })
  const client = createWalletClient({ account, chain, transport })
  const big = (value: string | undefined) =>
    value === undefined ? undefined : hexToBigInt(value as Hex)
  const data = (tx.data ?? tx.input) as Hex | undefined
  const fees =
    tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined
      ? { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) }
      : tx.gasPrice !== undefined
        ? { gasPrice: big(tx.gasPrice) }
        : {}
  // viem prepares (nonce from 'pending', gas estimate, fees), signs locally, sends raw.
  return client.sendTransaction({
    ...(tx.to ? { to: tx.to as Address } : {}),
    ...(tx.value !== undefined ? { value: big(tx.value) } : {}),
    ...(data !== undefined ? { data } : {}),
    ...(tx.gas !== undefined ? { gas: big(tx.gas) } : {}),
    ...(tx.nonce !== undefined ? { nonce: Number(big(tx.nonce)) } : {}),
    ...fees,
  })
}
