/**
 * "What is at stake" for the requests drainers use, in one plain line each: who may
 * move what out of the wallet, the amount, and 'Unlimited' when it has no practical
 * bound. Calls (from the server's decoding of the prepared transaction): ERC-20
 * approve, increaseAllowance and transferFrom, setApprovalForAll(operator, true).
 * Typed data: EIP-2612 Permit, Permit2's PermitSingle, PermitBatch, PermitTransferFrom
 * (and its batch and witness forms). Typed data is flagged when its domain names another
 * chain than the card, or a verifying contract with no code on the card's chain.
 */
import type { PreparedEvmTransaction, TokenInfo } from '../../shared/apiContract'
import type { FrameChain } from '../chain'
import { chainName } from './chainNames'
import { formatUnits, parseQuantity } from './units'

/** From 2^160 − 1 (Permit2's uint160 maximum) up, no balance is ever that large: 'Unlimited'. */
const UNLIMITED_FROM = 2n ** 160n - 1n

export const unlimitedFlag = 'Unlimited'

function amountText(raw: bigint, token: TokenInfo | null, contract: string): string {
  if (raw >= UNLIMITED_FROM)
    return `${unlimitedFlag} ${token ? token.symbol : `of token ${contract}`}`
  return token
    ? `${formatUnits(raw, token.decimals)} ${token.symbol}`
    : `${raw} (in the token's smallest unit) of token ${contract}`
}

/** The stake lines of a prepared transaction's decoded call. */
export function callStakes(prepared: PreparedEvmTransaction): string[] {
  const { call, token } = prepared
  const contract = prepared.params[0].to ?? ''
  if (!call) return []
  const arg = (index: number) => call.args[index]?.value ?? ''
  const amount = (index: number) => amountText(BigInt(arg(index) || '0'), token, contract)
  switch (call.functionName) {
    case 'approve':
      return [`${arg(0)} can spend ${amount(1)} from your wallet`]
    case 'increaseAllowance':
      return [`${arg(0)} can spend ${amount(1)} more from your wallet`]
    case 'transferFrom':
      return [`${amount(2)} moves from ${arg(0)} to ${arg(1)}`]
    case 'setApprovalForAll':
      return arg(1) === 'true'
        ? [`${arg(0)} can move all your ${prepared.collection ?? contract} NFTs`]
        : []
    default:
      return []
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '(missing)'

/** A permitted token amount: { token, amount } as Permit2 names them. */
function permitted(entry: unknown): string {
  const { token, amount } = record(entry)
  const raw = parseQuantity(amount)
  return raw === null
    ? `an unreadable amount of token ${text(token)}`
    : amountText(raw, null, text(token))
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value])

export interface TypedDataReading {
  stakes: string[]
  warnings: string[]
  verifyingContract: string | null
}

/** The parsed payload of eth_signTypedData_v4 (object or JSON string), or null. */
export function parseTypedData(input: unknown): Record<string, unknown> | null {
  if (typeof input !== 'string')
    return typeof input === 'object' && input !== null ? record(input) : null
  try {
    return record(JSON.parse(input) as unknown)
  } catch {
    return null
  }
}

export function typedDataStakes(input: unknown, chain: FrameChain): TypedDataReading {
  const data = parseTypedData(input) ?? {}
  const domain = record(data.domain)
  const message = record(data.message)
  const spender = text(message.spender)
  const contract = typeof domain.verifyingContract === 'string' ? domain.verifyingContract : null
  const stakes: string[] = []
  switch (data.primaryType) {
    case 'Permit': {
      const value = parseQuantity(message.value)
      const amount =
        value === null ? 'an unreadable amount' : amountText(value, null, contract ?? '(none)')
      stakes.push(`${spender} can spend ${amount} from your wallet`)
      break
    }
    case 'PermitSingle':
    case 'PermitBatch':
      for (const details of list(message.details))
        stakes.push(`${spender} can spend ${permitted(details)} from your wallet`)
      break
    case 'PermitTransferFrom':
    case 'PermitBatchTransferFrom':
    case 'PermitWitnessTransferFrom':
    case 'PermitBatchWitnessTransferFrom':
      for (const entry of list(message.permitted))
        stakes.push(`${spender} can take ${permitted(entry)} from your wallet`)
      break
  }
  const warnings: string[] = []
  if (domain.chainId !== undefined && chain.namespace === 'eip155') {
    const id = parseQuantity(domain.chainId)
    if (id === null || id !== BigInt(chain.wireId))
      warnings.push(
        `This signature is for chain ${text(domain.chainId)}, not ${chainName(chain.caip2)} (${chain.caip2}), the network this card names`,
      )
  }
  return { stakes, warnings, verifyingContract: contract }
}

export const noCodeWarning = (contract: string, chain: FrameChain) =>
  `The contract this signature is for, ${contract}, has no code on ${chainName(chain.caip2)} (${chain.caip2})`
