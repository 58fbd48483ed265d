/**
 * The wallet's RPC actions. The method policy is enforced here again (the frame is
 * not trusted to have done it): refused methods never run; approval methods sign only
 * after consuming the single-use grant the frame recorded after the click, bound to
 * the method, params, chain, account and RPC endpoint the card showed; safe methods
 * are answered from the account or forwarded to the chain.
 */
import { ErrorCatalogue, rpcMethodPolicy, validateRpcParams } from '@airlock/protocol'
import type {
  ApprovalResponse,
  RpcCall,
  RpcRequest,
  RpcResponse,
} from '../../../shared/apiContract'
import { type ApprovalSubject, consumeApproval, grantApproval } from '../../approvals/approvals'
import { ServerError } from '../../errors'
import { HttpError } from '../../http/http'
import { getAddresses } from '../../wallets/wallets'
import type { ApiContext } from '../../wiring/apiContext'
import type { Authenticated } from '../login/session'
import { forwardRpc } from './chainRpc'
import { resolveRpcEndpoint } from './rpcEndpoint'
import { signWithWallet } from './sign'

/** Policy, param shape and namespace checks shared by prepare steps, grants and calls. */
export function checkCall(call: RpcCall, expected: 'safe' | 'approval' | 'any') {
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

/**
 * What a grant binds: everything that changes what is signed or where it goes. The
 * host's rpcUrl is bound even for chains the operator configured (where it is not
 * used): a request that differs from the approved one in any field is refused.
 */
function approvalSubject(userId: string, call: RpcCall): ApprovalSubject {
  return {
    userId,
    method: call.method,
    chainId: call.chainId,
    params: call.params,
    account: call.account ?? null,
    rpcUrl: call.rpcUrl ?? null,
  }
}

export async function recordApproval(
  context: ApiContext,
  { user }: Authenticated,
  call: RpcCall,
): Promise<ApprovalResponse> {
  checkCall(call, 'approval')
  if (call.account === undefined) throw new ServerError('ACCOUNT_REQUIRED')
  const { approvalId } = await grantApproval(
    context.db,
    approvalSubject(user.id, call),
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
  await consumeApproval(context.db, approvalId, approvalSubject(user.id, call), context.clock)
  return { result: await signWithWallet(context, user.id, call) }
}
