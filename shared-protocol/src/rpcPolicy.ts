/**
 * RPC method policy of the embedded wallet (PROTOCOL.md › RPC method policy)
 * and the payload shapes the frame checks before an approval is shown.
 * The frame and the server both call rpcMethodPolicy; anything not listed is refused.
 */

import { isSolanaAddress } from './addresses'

/** Read-only (or already signed) methods: run without asking the user. */
export const SAFE_RPC_METHODS = [
  'eth_call',
  'eth_getBalance',
  'eth_chainId',
  'eth_getLogs',
  'eth_sendRawTransaction',
  'eth_blockNumber',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_feeHistory',
  'eth_maxPriorityFeePerGas',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_accounts',
  'eth_requestAccounts',
  'net_version',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
] as const

/** Methods that sign or grant: only run after a click inside the frame. */
export const APPROVAL_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type ApprovalRpcMethod = (typeof APPROVAL_RPC_METHODS)[number]
export type RpcMethodPolicy = 'safe' | 'approval' | 'refused'

// Sets, not object lookups: `'constructor' in {}` is true, `SAFE.has('constructor')` is not.
const SAFE = new Set<string>(SAFE_RPC_METHODS)
const APPROVAL = new Set<string>(APPROVAL_RPC_METHODS)

export function rpcMethodPolicy(method: unknown): RpcMethodPolicy {
  if (typeof method !== 'string') return 'refused'
  if (SAFE.has(method)) return 'safe'
  if (APPROVAL.has(method)) return 'approval'
  return 'refused'
}

export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export type SolanaPreflightCommitment = (typeof SOLANA_PREFLIGHT_COMMITMENTS)[number]

const PREFLIGHT_COMMITMENTS = new Set<string>(SOLANA_PREFLIGHT_COMMITMENTS)

export function isSolanaPreflightCommitment(value: unknown): value is SolanaPreflightCommitment {
  return typeof value === 'string' && PREFLIGHT_COMMITMENTS.has(value)
}

type PlainObject = Record<string, unknown>

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Own properties only, so nothing is read off a prototype (`__proto__`, `constructor`…). */
function own(object: PlainObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0
}

const startsWith0x = (value: unknown) => typeof value === 'string' && value.startsWith('0x')

/**
 * EIP-5792 `wallet_sendCalls` params are `[{ calls: [{ to, data?, value? }], … }]`.
 * Returns null when every call's `to` starts with 0x and each `data` present does too,
 * otherwise the first problem found.
 */
export function validateWalletSendCalls(params: unknown): string | null {
  const request = Array.isArray(params) ? params[0] : undefined
  if (!isPlainObject(request)) return 'wallet_sendCalls params must be [{ calls: [...] }]'
  const calls = own(request, 'calls')
  if (!Array.isArray(calls)) return 'wallet_sendCalls params must be [{ calls: [...] }]'
  if (calls.length === 0) return 'wallet_sendCalls needs at least one call'
  for (const [index, call] of calls.entries()) {
    if (!isPlainObject(call)) return `wallet_sendCalls call ${index} must be an object`
    if (!startsWith0x(own(call, 'to')))
      return `wallet_sendCalls call ${index}: 'to' must start with 0x`
    // Only undefined counts as absent: `data: null` is present and is not hex.
    const data = own(call, 'data')
    if (data !== undefined && !startsWith0x(data)) {
      return `wallet_sendCalls call ${index}: 'data' must start with 0x`
    }
  }
  return null
}

const SOLANA_SIGN_METHODS = new Set<string>([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

function validateSolanaParams(method: string, params: unknown): string | null {
  if (!isPlainObject(params)) return `${method} params must be an object`
  switch (method) {
    case 'solana_signMessage':
      if (!isNonEmptyString(own(params, 'message')))
        return `${method}: 'message' must be a non-empty string`
      if (!isSolanaAddress(own(params, 'pubkey')))
        return `${method}: 'pubkey' must be a Solana address`
      return null
    case 'solana_signTransaction':
      if (!isNonEmptyString(own(params, 'transaction'))) {
        return `${method}: 'transaction' must be a non-empty string`
      }
      return null
    case 'solana_signAllTransactions': {
      const transactions = own(params, 'transactions')
      if (
        !Array.isArray(transactions) ||
        transactions.length === 0 ||
        !transactions.every(isNonEmptyString)
      ) {
        return `${method}: 'transactions' must be a non-empty array of non-empty strings`
      }
      return null
    }
    case 'solana_signAndSendTransaction': {
      if (!isNonEmptyString(own(params, 'transaction'))) {
        return `${method}: 'transaction' must be a non-empty string`
      }
      const options = own(params, 'options')
      if (options === undefined) return null
      if (!isPlainObject(options)) return `${method}: 'options' must be an object`
      const commitment = own(options, 'preflightCommitment')
      if (commitment !== undefined && !isSolanaPreflightCommitment(commitment)) {
        return `${method}: 'options.preflightCommitment' must be one of ${SOLANA_PREFLIGHT_COMMITMENTS.join(', ')}`
      }
      return null
    }
    default:
      return null
  }
}

/**
 * Shape check of the params of the methods PROTOCOL.md gives a payload for
 * (wallet_sendCalls and the four Solana sign methods): null when fine, else a
 * short message. It does not decide whether a method may run — rpcMethodPolicy does.
 */
export function validateRpcParams(method: unknown, params: unknown): string | null {
  if (method === 'wallet_sendCalls') return validateWalletSendCalls(params)
  if (typeof method === 'string' && SOLANA_SIGN_METHODS.has(method)) {
    return validateSolanaParams(method, params)
  }
  return null
}
