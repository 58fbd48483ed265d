/**
 * The two shapes an eth_sendTransaction takes on its way through the secure site:
 * the request a dapp sends (any field may be missing), and the prepared transaction
 * the card shows, the grant binds and the signer signs as it is (every field that
 * decides what is signed is present, nothing else is).
 */
import { type Address, type Hex, hexToBigInt, isAddress, isHex } from 'viem'
import { z } from 'zod'
import type { PreparedTransaction } from '../../shared/apiContract'
import { ServerError } from '../errors'

const hex = z.string().refine((value) => isHex(value, { strict: true }), 'Expected 0x-hex')
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a 0x-hex quantity')
const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address')

/** What a dapp may send: all optional; `input` is an older name of `data`. */
export const requestedTransactionSchema = z.object({
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

export type RequestedTransaction = z.infer<typeof requestedTransactionSchema>

/** The prepared form, strict: an unknown field would be approved but not signed. */
const preparedFields = z
  .object({
    from: address,
    to: address.optional(),
    value: quantity,
    data: hex.optional(),
    gas: quantity,
    nonce: quantity,
    chainId: quantity,
    type: z.enum(['0x0', '0x2']),
    gasPrice: quantity.optional(),
    maxFeePerGas: quantity.optional(),
    maxPriorityFeePerGas: quantity.optional(),
  })
  .strict()

const REQUIRED = ['from', 'value', 'gas', 'nonce', 'chainId', 'type'] as const

/**
 * The one transaction of `[tx]` params, if it is fully prepared. Throws 'Transaction
 * was not prepared for approval: gas, nonce must be set…' naming what is missing, and
 * 'Invalid transaction' for anything malformed or mixed (legacy and EIP-1559 fees).
 */
export function parsePreparedTransaction(params: unknown): PreparedTransaction {
  const tx = Array.isArray(params) && params.length === 1 ? (params[0] as unknown) : undefined
  if (typeof tx !== 'object' || tx === null) throw new ServerError('INVALID_TRANSACTION')
  const fields = tx as Record<string, unknown>
  const missing: string[] = REQUIRED.filter((key) => fields[key] === undefined)
  const legacy = fields.type === '0x0'
  if (legacy && fields.gasPrice === undefined) missing.push('gasPrice')
  if (!legacy) {
    if (fields.maxFeePerGas === undefined) missing.push('maxFeePerGas')
    if (fields.maxPriorityFeePerGas === undefined) missing.push('maxPriorityFeePerGas')
  }
  if (missing.length > 0) {
    throw new ServerError('TRANSACTION_NOT_PREPARED', { values: { missing: missing.join(', ') } })
  }
  const parsed = preparedFields.safeParse(tx)
  if (!parsed.success) throw new ServerError('INVALID_TRANSACTION')
  const prepared = parsed.data
  const mixed = legacy
    ? prepared.maxFeePerGas !== undefined || prepared.maxPriorityFeePerGas !== undefined
    : prepared.gasPrice !== undefined
  const unsafe = [prepared.nonce, prepared.chainId].some(
    (value) => big(value) > BigInt(Number.MAX_SAFE_INTEGER),
  )
  if (mixed || unsafe) throw new ServerError('INVALID_TRANSACTION')
  return prepared as PreparedTransaction
}

const big = (value: string): bigint => hexToBigInt(value as Hex)

/** The most the transaction can cost in fees: gas limit × the highest price per gas. */
export function maxFeeOf(tx: PreparedTransaction): bigint {
  const price = tx.type === '0x0' ? tx.gasPrice : tx.maxFeePerGas
  return big(tx.gas) * big(price ?? '0x0')
}

/** viem's serializable form of a prepared transaction, field for field. */
export function toSerializable(tx: PreparedTransaction) {
  const common = {
    chainId: Number(big(tx.chainId)),
    nonce: Number(big(tx.nonce)),
    gas: big(tx.gas),
    value: big(tx.value),
    ...(tx.to !== undefined ? { to: tx.to as Address } : {}),
    ...(tx.data !== undefined ? { data: tx.data as Hex } : {}),
  }
  return tx.type === '0x0'
    ? { ...common, type: 'legacy' as const, gasPrice: big(tx.gasPrice ?? '0x0') }
    : {
        ...common,
        type: 'eip1559' as const,
        maxFeePerGas: big(tx.maxFeePerGas ?? '0x0'),
        maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas ?? '0x0'),
      }
}
