/**
 * The wallet's RPC actions. The method policy is enforced here again (the frame is
 * not trusted to have done it): refused methods never run; approval methods sign only
 * after consuming the single-use grant the frame recorded after the click; safe
 * methods are answered from the account or forwarded to the chain.
 */
import { ErrorCatalogue, rpcMethodPolicy, validateRpcParams } from '@airlock/protocol'
import { consumeApproval, grantApproval } from '../approvals/approvals'
import { getAddresses } from '../wallets/wallets'
import { forwardRpc } from './chainRpc'
import type { ApiContext } from './context'
import type { ApprovalResponse, RpcCall, RpcRequest, RpcResponse } from './contract'
import { HttpError } from './http'
import { resolveRpcEndpoint } from './rpcEndpoint'
import type { Authenticated } from './session'
import { signWithWallet } from './sign'

/** Policy, param shape and namespace checks shared by grants and calls. */
function checkCall(call: RpcCall, expected: 'safe' | 'approval' | 'any') {
  const policy = rpcMethodPolicy(call.method)
  if (policy === 'refused' || (expected !== 'any' && policy !== expected)) {
    throw new HttpError(403, ErrorCatalogue.RPC_METHOD_NOT_ALLOWED)
  }
  const problem = validateRpcParams(call.method, call.params)
  if (problem) throw new HttpError(400, problem)
  const solanaMethod = call.method.startsWith('solana_')
  if (solanaMethod !== call.chainId.startsWith('solana:'))
    throw new HttpError(400, ErrorCatalogue.UNSUPPORTED_CHAIN)
  return policy
}

export async function recordApproval(
  context: ApiContext,
  { user }: Authenticated,
  call: RpcCall,
): Promise<ApprovalResponse> {
  checkCall(call, 'approval')
  const { approvalId } = await grantApproval(
    context.db,
    { userId: user.id, method: call.method, chainId: call.chainId, params: call.params },
    context.clock,
  )
  return { approvalId }
}

async function readCall(context: ApiContext, userId: string, call: RpcCall): Promise<unknown> {
  const chainNumber = Number(call.chainId.slice('eip155:'.length))
  switch (call.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts': {
      const addresses = await getAddresses(context.db, userId)
      return addresses ? [addresses.eip155] : []
    }
    case 'eth_chainId':
      return `0x${chainNumber.toString(16)}`
    case 'net_version':
      return String(chainNumber)
    case 'wallet_getCapabilities':
      // EIP-5792: no atomic batches, paymasters or sessions on this secure site.
      return {}
    default:
      return forwardRpc(
        await resolveRpcEndpoint(context.config, call.chainId, call.rpcUrl),
        call.method,
        call.params,
      )
  }
}

export async function runRpc(
  context: ApiContext,
  { user }: Authenticated,
  request: RpcRequest,
): Promise<RpcResponse> {
  const { approvalId, ...call } = request
  const policy = checkCall(call, 'any')
  if (policy === 'safe') return { result: await readCall(context, user.id, call) }
  await consumeApproval(
    context.db,
    approvalId,
    { userId: user.id, method: call.method, chainId: call.chainId, params: call.params },
    context.clock,
  )
  return { result: await signWithWallet(context, user.id, call) }
}
