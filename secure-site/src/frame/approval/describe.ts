/**
 * What an approval request asks, in words a person can check: the action, the chain,
 * the account, and the decoded message, typed data or transaction. Transactions are
 * described from what the server prepared (PREPARE): the filled transaction with its
 * maximum fee, or the decoded Solana instructions, which is what gets signed; with the
 * warnings above the card and what is at stake (evmStakes.ts, solanaWarnings.ts). Pure:
 * the approval card renders what this returns, and tests read it directly.
 */
import type { PrepareResponse } from '../../shared/apiContract'
import type { FrameChain } from '../chain'
import { base58ToBytes, decodeSerialized, readableBytes, readablePersonalMessage } from './bytes'
import { chainName } from './chainNames'
import type { ApprovalDetail } from './details'
import { callStakes, noCodeWarning, typedDataStakes } from './evmStakes'
import { evmTransactionDetails } from './evmTransactionDetails'
import { personalMessage } from './personalMessage'
import { solanaTransactionDetails } from './solanaTransactionDetails'
import { solanaWarnings } from './solanaWarnings'
import { toTree, typedDataView } from './tree'
import { formatUnits, parseQuantity } from './units'

export type { ApprovalDetail } from './details'

export interface ApprovalDescription {
  method: string
  /** What the button does, e.g. 'Sign a message'. */
  action: string
  chain: { caip2: string; name: string }
  account: string | null
  /** Shown above the card: a hand-over of something of the user's, a mismatch, a flag. */
  warnings: string[]
  /** "What is at stake": who may move what out of the wallet (evmStakes.ts). */
  stakes: string[]
  details: ApprovalDetail[]
}

export interface DescribeInput {
  method: string
  params: unknown
  chain: FrameChain
  account: string | null
  /** The server's preparation, for the methods in PREPARED_METHODS. */
  prepared?: PrepareResponse | null
  /** eth_signTypedData_v4: whether the domain's verifyingContract has code on the chain (null: unknown). */
  verifyingContractHasCode?: boolean | null
}

const ACTIONS: Readonly<Record<string, string>> = {
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  wallet_sendCalls: 'Send a batch of calls',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
  eth_sendUserOperation: 'Send a user operation',
  solana_signMessage: 'Sign a message',
  solana_signTransaction: 'Sign a transaction',
  solana_signAllTransactions: 'Sign transactions',
  solana_signAndSendTransaction: 'Sign and send a transaction',
}

const MAX_LISTED = 20

const at = (params: unknown, index: number): unknown =>
  Array.isArray(params) ? params[index] : undefined
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined

/** A transaction as the dapp sent it (wallet_sendCalls, or one the server did not prepare). */
export function transactionDetail(title: string, tx: unknown): ApprovalDetail {
  const to = field(tx, 'to')
  const value = parseQuantity(field(tx, 'value') ?? '0x0')
  const data = field(tx, 'data') ?? field(tx, 'input')
  return {
    kind: 'fields',
    title,
    fields: [
      { label: 'To', value: typeof to === 'string' && to.length > 0 ? to : '(contract creation)' },
      {
        label: 'Value',
        value: value === null ? 'unreadable value' : `${formatUnits(value, 18)} ETH`,
      },
      {
        label: 'Data',
        value: typeof data === 'string' && data !== '0x' && data.length > 0 ? data : '(none)',
      },
    ],
  }
}

function encodedDetail(title: string, value: unknown): ApprovalDetail {
  const text = typeof value === 'string' ? value : ''
  const decoded = decodeSerialized(text)
  const preview = text.length > 96 ? `${text.slice(0, 96)}…` : text
  return { kind: 'encoded', title, bytes: decoded ? decoded.bytes.length : null, preview }
}

function details(
  method: string,
  params: unknown,
  prepared: PrepareResponse | null,
): ApprovalDetail[] {
  switch (method) {
    case 'personal_sign': {
      const message = personalMessage(params)
      return typeof message === 'string'
        ? [{ kind: 'message', title: 'Message', ...readablePersonalMessage(message) }]
        : [{ kind: 'tree', title: 'Request', nodes: toTree(params) }]
    }
    case 'eth_signTypedData_v4': {
      const view = typedDataView(at(params, 1))
      if (!view) return [{ kind: 'tree', title: 'Request', nodes: toTree(params) }]
      return [
        { kind: 'tree', title: 'Domain', nodes: view.domain },
        { kind: 'tree', title: view.primaryType, nodes: view.message },
      ]
    }
    case 'eth_sendTransaction':
      return prepared?.kind === 'eip155Transaction'
        ? evmTransactionDetails(prepared)
        : [transactionDetail('Transaction', at(params, 0))]
    case 'wallet_sendCalls': {
      const calls = field(at(params, 0), 'calls')
      const list = Array.isArray(calls) ? calls : []
      return list
        .slice(0, MAX_LISTED)
        .map((call, index) => transactionDetail(`Call ${index + 1}`, call))
    }
    case 'solana_signMessage': {
      const bytes = base58ToBytes(String(field(params, 'message') ?? ''))
      return bytes
        ? [{ kind: 'message', title: 'Message', ...readableBytes(bytes) }]
        : [{ kind: 'tree', title: 'Request', nodes: toTree(params) }]
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      if (prepared?.kind === 'solanaTransactions') {
        return solanaTransactionDetails(prepared.transactions)
      }
      return [encodedDetail('Transaction', field(params, 'transaction'))]
    case 'solana_signAllTransactions': {
      if (prepared?.kind === 'solanaTransactions') {
        return solanaTransactionDetails(prepared.transactions)
      }
      const list = field(params, 'transactions')
      return (Array.isArray(list) ? list : [])
        .slice(0, MAX_LISTED)
        .map((tx, index) => encodedDetail(`Transaction ${index + 1}`, tx))
    }
    default:
      return [{ kind: 'tree', title: 'Request', nodes: toTree(params) }]
  }
}

/** The warnings above the card and the stake lines, for the requests that have them. */
function risks(input: DescribeInput): { warnings: string[]; stakes: string[] } {
  const { method, params, chain, account, prepared } = input
  if (method === 'eth_signTypedData_v4') {
    const reading = typedDataStakes(at(params, 1), chain)
    const warnings = [...reading.warnings]
    if (reading.verifyingContract && input.verifyingContractHasCode === false)
      warnings.push(noCodeWarning(reading.verifyingContract, chain))
    return { warnings, stakes: reading.stakes }
  }
  if (prepared?.kind === 'eip155Transaction') return { warnings: [], stakes: callStakes(prepared) }
  if (prepared?.kind === 'solanaTransactions')
    return { warnings: solanaWarnings(prepared.transactions, account), stakes: [] }
  return { warnings: [], stakes: [] }
}

export function describeRequest(input: DescribeInput): ApprovalDescription {
  const { method, params, chain, account, prepared = null } = input
  return {
    method,
    action: ACTIONS[method] ?? method,
    chain: { caip2: chain.caip2, name: chainName(chain.caip2) },
    account,
    ...risks(input),
    details: details(method, params, prepared),
  }
}
