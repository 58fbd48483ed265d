/**
 * The EVM methods that need the user's key, each taking the JSON-RPC `params` exactly
 * as the dapp sent them (bigints as 0x-hex) and an account from withEvmAccount.
 * Every request naming an address must name this wallet's address.
 */
import {
  type Address,
  BaseError,
  type Hex,
  hexToBigInt,
  isAddress,
  isAddressEqual,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { getTransactionError } from 'viem/utils'
import { z } from 'zod'
import { ServerError } from '../errors'
import { assertChainServed, type EvmChainContext, evmChainClient } from './evmChain'
import { parsePreparedTransaction, toSerializable } from './evmTransaction'

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
 * bytes when it is 0x-hex and as UTF-8 text otherwise (the card reads it the same way,
 * frame/approval/bytes.ts). The reversed order some dapps send (`[address, message]`)
 * is accepted too, as wallets commonly do. Hex of odd length (`0x1`) is refused: it is
 * not whole bytes, and would be padded when signed but shown as text.
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
  const hex = isHex(message, { strict: true })
  if (hex && message.length % 2 === 1) throw new ServerError('ODD_HEX_MESSAGE')
  return account.signMessage({
    message: hex ? { raw: message as Hex } : message,
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

/**
 * eth_sendTransaction `[tx]` for a transaction the prepare step filled and the user
 * approved: signed locally exactly as it is (no nonce, gas or fee is re-read from the
 * chain), then broadcast with eth_sendRawTransaction. A transaction missing any of
 * them is refused ('Transaction was not prepared for approval…'). Returns the hash.
 */
export async function sendPreparedTransaction(
  account: LocalAccount,
  params: unknown,
  context: EvmChainContext,
): Promise<Hex> {
  const tx = parsePreparedTransaction(params)
  assertOwnAddress(account, tx.from)
  if (hexToBigInt(tx.chainId as Hex) !== BigInt(context.chainId)) {
    throw new ServerError('CHAIN_MISMATCH')
  }
  const client = evmChainClient(context)
  await assertChainServed(client, context.chainId)
  const transaction = toSerializable(tx)
  const serialized = await account.signTransaction(transaction)
  try {
    return await client.sendRawTransaction({ serializedTransaction: serialized })
  } catch (error) {
    // The node's words (insufficient funds, nonce too low) as viem's typed errors.
    throw error instanceof BaseError
      ? getTransactionError(error, { account, ...transaction })
      : error
  }
}
