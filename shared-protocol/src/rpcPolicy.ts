/**
 * RPC method policy of the embedded wallet (PROTOCOL.md › RPC method policy).
 * The frame and the server both call rpcMethodPolicy; anything not listed is refused.
 * The payload shapes checked before an approval is shown are in rpcParams.ts: the
 * SDK classifies every request at page start, and must not carry those checks
 * (and the address decoders under them) to do it.
 */

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
