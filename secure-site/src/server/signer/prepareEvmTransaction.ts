/**
 * The prepare step of eth_sendTransaction, before the card is shown: the dapp's request
 * filled with viem against the chain's RPC (nonce from the pending block, EIP-1559 fees
 * when the chain has a base fee, else a legacy gas price, then a gas estimate), what
 * the dapp set itself kept as it is. The result is what the card shows, the grant binds and the
 * signer signs unchanged, with its maximum fee and its calldata in words.
 */
import { type Address, type Hex, hexToBigInt, isAddressEqual, toHex } from 'viem'
import { z } from 'zod'
import type { PreparedEvmTransaction, PreparedTransaction } from '../../shared/apiContract'
import { ServerError } from '../errors'
import { decodeCallData, isTokenCall, readCollectionName, readTokenInfo } from './callData'
import {
  assertChainServed,
  type EvmChainClient,
  type EvmChainContext,
  evmChainClient,
} from './evmChain'
import { maxFeeOf, type RequestedTransaction, requestedTransactionSchema } from './evmTransaction'
import { nativeCurrencyOf } from './nativeCurrency'

const big = (value: string | undefined) =>
  value === undefined ? undefined : hexToBigInt(value as Hex)

interface Filled {
  to: string | undefined
  value: bigint
  data: Hex | undefined
  gas: bigint
  nonce: number
  fees: { gasPrice: bigint } | { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
}

/**
 * The dapp's request with the rest asked of the chain through viem's actions, one by
 * one (not the node's eth_fillTransaction, whose answer would be taken as a whole).
 */
async function fill(client: EvmChainClient, from: Address, params: unknown): Promise<Filled> {
  const parsed = z.tuple([requestedTransactionSchema], z.unknown()).safeParse(params)
  if (!parsed.success) throw new ServerError('INVALID_TRANSACTION')
  const [tx] = parsed.data
  if (tx.from !== undefined && !isAddressEqual(tx.from as Address, from)) {
    throw new ServerError('ADDRESS_MISMATCH')
  }
  if (tx.chainId !== undefined && Number(big(tx.chainId)) !== client.chain?.id) {
    throw new ServerError('CHAIN_MISMATCH')
  }
  const dappEip1559 = tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined
  if (dappEip1559 && tx.gasPrice !== undefined) throw new ServerError('INVALID_TRANSACTION')
  const givenNonce = big(tx.nonce)
  if (givenNonce !== undefined && givenNonce > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new ServerError('INVALID_TRANSACTION')
  }
  const raw = (tx.data ?? tx.input) as Hex | undefined
  const data = raw === undefined || raw === '0x' ? undefined : raw
  const to = tx.to ?? undefined
  const value = big(tx.value) ?? 0n

  const [nonce, fees] = await Promise.all([
    givenNonce === undefined
      ? client.getTransactionCount({ address: from, blockTag: 'pending' })
      : Number(givenNonce),
    feesFor(client, tx, dappEip1559),
  ])
  const gas =
    big(tx.gas) ??
    (await client.estimateGas({
      account: from,
      ...(to ? { to: to as Address } : {}),
      value,
      ...(data ? { data } : {}),
      nonce,
      ...fees,
    }))
  return { to, value, data, gas, nonce, fees }
}

/** EIP-1559 fees when the dapp gave them or the chain has a base fee, else a gas price. */
async function feesFor(
  client: EvmChainClient,
  tx: RequestedTransaction,
  dappEip1559: boolean,
): Promise<Filled['fees']> {
  if (tx.gasPrice !== undefined) return { gasPrice: hexToBigInt(tx.gasPrice as Hex) }
  const maxFeePerGas = big(tx.maxFeePerGas)
  const maxPriorityFeePerGas = big(tx.maxPriorityFeePerGas)
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined) {
    return { maxFeePerGas, maxPriorityFeePerGas }
  }
  const eip1559 = dappEip1559 || typeof (await client.getBlock()).baseFeePerGas === 'bigint'
  if (!eip1559) return { gasPrice: (await client.estimateFeesPerGas({ type: 'legacy' })).gasPrice }
  const estimate = await client.estimateFeesPerGas({ type: 'eip1559' })
  if (maxPriorityFeePerGas !== undefined) {
    // The dapp's tip on top of the estimate's base-fee margin.
    const margin = estimate.maxFeePerGas - estimate.maxPriorityFeePerGas
    return { maxFeePerGas: margin + maxPriorityFeePerGas, maxPriorityFeePerGas }
  }
  const maxFee = maxFeePerGas ?? estimate.maxFeePerGas
  // The dapp's own cap wins: the estimated tip never exceeds it.
  const capped = estimate.maxPriorityFeePerGas > maxFee
  return {
    maxFeePerGas: maxFee,
    maxPriorityFeePerGas: capped ? maxFee : estimate.maxPriorityFeePerGas,
  }
}

export async function prepareEvmTransaction(
  from: Address,
  params: unknown,
  context: EvmChainContext,
): Promise<PreparedEvmTransaction> {
  const client = evmChainClient(context)
  const [{ to, value, data, gas, nonce, fees }] = await Promise.all([
    fill(client, from, params),
    assertChainServed(client, context.chainId),
  ])
  const tx: PreparedTransaction = {
    from,
    ...(to ? { to } : {}),
    value: toHex(value),
    ...(data !== undefined ? { data } : {}),
    gas: toHex(gas),
    nonce: toHex(nonce),
    chainId: toHex(context.chainId),
    ...('gasPrice' in fees
      ? { type: '0x0' as const, gasPrice: toHex(fees.gasPrice) }
      : {
          type: '0x2' as const,
          maxFeePerGas: toHex(fees.maxFeePerGas),
          maxPriorityFeePerGas: toHex(fees.maxPriorityFeePerGas),
        }),
  }
  const call = decodeCallData(data)
  const token = to && isTokenCall(call) ? await readTokenInfo(client, to as Address) : null
  // setApprovalForAll hands over a whole collection: the card names it.
  const collection =
    to && call?.functionName === 'setApprovalForAll'
      ? await readCollectionName(client, to as Address)
      : null
  return {
    kind: 'eip155Transaction',
    params: [tx],
    maxFee: maxFeeOf(tx).toString(),
    nativeCurrency: nativeCurrencyOf(context.chainId),
    call,
    token,
    collection,
  }
}
