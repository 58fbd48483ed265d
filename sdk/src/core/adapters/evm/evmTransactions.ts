import { AirlockError, RECEIPT_TIMEOUT_MS } from '@airlock/protocol'
import {
  type Address,
  BaseError,
  type Client,
  decodeErrorResult,
  type Hex,
  hexToBigInt,
  type TransactionReceipt,
  type Transport,
  toHex,
} from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import { toWalletError } from '../../connectors/injected/walletError'
import type { CaipNetwork } from '../../networks/types'
import { createNetworkClients } from '../networkClients'

/** One EVM transaction the user's wallet is asked to send. */
export interface EvmTransactionRequest {
  from: Address
  to: Address
  data?: Hex | undefined
  /** Wei. */
  value?: bigint | undefined
  /** Gas limit; estimated through the network's RPC when absent. */
  gas?: bigint | undefined
}

export interface EvmTransactionSender {
  /**
   * Estimates the gas (unless given), asks the wallet to send, and waits up to
   * 25 s for the receipt (SPEC §9). Resolves to the hash of a mined, successful
   * transaction. Rejects 'error estimating gas' when the estimate fails, the
   * wallet's error when it refuses, and for a reverted receipt the decoded
   * revert reason (replayed with eth_call at its block) or 'unknown reason'.
   */
  send(
    network: CaipNetwork,
    provider: Pick<Eip1193Provider, 'request'>,
    request: EvmTransactionRequest,
  ): Promise<Hex>
  /**
   * Wei to keep back when sending all of the native currency: a plain
   * transfer's 21,000 gas at twice the network's gas price, the headroom
   * wallets give the fee cap against a rising base fee.
   */
  feeReserve(network: CaipNetwork): Promise<bigint>
}

/** Gas of a plain value transfer to an account. */
const TRANSFER_GAS = 21_000n

/** Local chains mine at once and mainnet every 12 s: a second between receipt polls suits both. */
const RECEIPT_POLL_MS = 1_000

/** A few Solidity panic codes by name; others show their number. */
const PANICS: Record<number, string> = {
  1: 'assertion failed',
  17: 'arithmetic overflow or underflow',
  18: 'division by zero',
  50: 'array index out of bounds',
}

const isHex = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)

/** The revert data an RPC error carries (viem keeps the node's `data` on its innermost cause). */
function revertData(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined
  const inner = error.walk() as { data?: unknown }
  const data =
    typeof inner.data === 'object' && inner.data !== null
      ? (inner.data as { data?: unknown }).data
      : inner.data
  return isHex(data) && data.length > 2 ? data : undefined
}

/** Error(string), Panic(uint256) or nothing: custom errors need the contract's ABI, which we lack. */
function decodeRevert(data: Hex): string | undefined {
  try {
    const { errorName, args } = decodeErrorResult({ data })
    const [first] = args ?? []
    if (errorName === 'Error' && typeof first === 'string' && first) return first
    if (errorName === 'Panic' && typeof first === 'bigint')
      return PANICS[Number(first)] ?? `panic 0x${first.toString(16)}`
  } catch {
    // An unknown error selector: no reason to show.
  }
  return undefined
}

/** The node's own words, when it put the reason in the message and not in `data`. */
function reasonFromMessage(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  let reason: string | undefined
  error.walk((cause) => {
    const text = (cause as { details?: unknown }).details
    const match = typeof text === 'string' ? /execution reverted: (.+)/.exec(text) : null
    if (match?.[1]) reason = match[1]
    return false
  })
  return reason
}

const definedOnly = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined))

/**
 * Viem clients per network, sending through the user's wallet and reading
 * through the RPC; the transports' ranking loops end with `signal`.
 */
export function createEvmTransactionSender(signal: AbortSignal): EvmTransactionSender {
  const clientFor = createNetworkClients(signal, { pollingInterval: RECEIPT_POLL_MS })

  /** The request as JSON-RPC wants it (hex quantities, nothing undefined). */
  function rpcRequest(request: EvmTransactionRequest, gas?: bigint) {
    return definedOnly({
      from: request.from,
      to: request.to,
      data: request.data,
      value: toHex(request.value ?? 0n),
      gas: gas === undefined ? undefined : toHex(gas),
    })
  }

  async function estimate(client: Client<Transport>, request: EvmTransactionRequest) {
    if (request.gas !== undefined) return request.gas
    try {
      const answer = await client.request({
        method: 'eth_estimateGas',
        params: [rpcRequest(request) as { from: Address }],
      })
      return hexToBigInt(answer)
    } catch (error) {
      throw new AirlockError('GAS_ESTIMATION_FAILED', { cause: error })
    }
  }

  /** Why a mined transaction reverted: the same call replayed at its block (wagmi's way). */
  async function revertReason(
    client: Client<Transport>,
    request: EvmTransactionRequest,
    receipt: TransactionReceipt,
  ): Promise<string | undefined> {
    try {
      const answer = await client.request({
        method: 'eth_call',
        params: [rpcRequest(request) as { from: Address }, toHex(receipt.blockNumber)],
      })
      // Some nodes answer the revert data as the call's result.
      return isHex(answer) ? decodeRevert(answer) : undefined
    } catch (error) {
      const data = revertData(error)
      return (data && decodeRevert(data)) ?? reasonFromMessage(error)
    }
  }

  async function feeReserve(network: CaipNetwork): Promise<bigint> {
    const price = await clientFor(network).request({ method: 'eth_gasPrice' })
    return TRANSFER_GAS * hexToBigInt(price) * 2n
  }

  return {
    feeReserve,
    async send(network, provider, request) {
      const client = clientFor(network)
      const gas = await estimate(client, request)
      let hash: unknown
      try {
        hash = await provider.request({
          method: 'eth_sendTransaction',
          params: [rpcRequest(request, gas)],
        })
      } catch (error) {
        throw toWalletError(error)
      }
      if (!isHex(hash) || hash.length !== 66) throw new AirlockError('SOMETHING_WENT_WRONG')
      let receipt: TransactionReceipt
      try {
        receipt = await waitForTransactionReceipt(client, { hash, timeout: RECEIPT_TIMEOUT_MS })
      } catch (error) {
        const message = error instanceof BaseError ? error.shortMessage : undefined
        throw new AirlockError('SOMETHING_WENT_WRONG', {
          cause: error,
          ...(message && { message }),
        })
      }
      if (receipt.status === 'reverted') {
        const reason = await revertReason(client, request, receipt)
        throw reason
          ? new AirlockError('SOMETHING_WENT_WRONG', { message: reason })
          : new AirlockError('RECEIPT_REVERTED_UNKNOWN')
      }
      return hash
    },
  }
}
