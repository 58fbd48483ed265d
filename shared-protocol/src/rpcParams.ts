/**
 * The payload shapes the frame checks before an approval is shown (PROTOCOL.md ›
 * RPC method policy): wallet_sendCalls and the four Solana sign methods. Whether
 * a method may run at all is rpcPolicy.ts's answer, not this file's.
 */

import { isSolanaAddress } from './addresses'

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
