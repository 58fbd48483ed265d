/**
 * RPC_REQUEST under the method policy: refused methods are answered at once without
 * showing anything; safe ones go to the server without UI; approval methods are shown
 * to the user (transactions as the server prepared them), and only after the Approve
 * click is an approval recorded, bound to what the card showed, and the request sent
 * for signing.
 */
import { type RequestPayload, rpcMethodPolicy } from '@airlock/protocol'
import {
  ApiPaths,
  type ApprovalResponse,
  PREPARED_METHODS,
  type PrepareResponse,
  type RpcCall,
  type RpcResponse,
  UNSUPPORTED_APPROVAL_METHODS,
  unsupportedMethodMessage,
} from '../../shared/apiContract'
import { refusalOf } from '../approval/refusal'
import { type FrameChain, parseChainId } from '../chain'
import type { FrameContext, FrameHandler } from '../frameContext'
import { FrameMessages } from '../messages'
import { addressFor, fetchUser } from '../signedInUser'

const SOLANA_MAINNET: FrameChain = {
  namespace: 'solana',
  caip2: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  wireId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
}

/** The chain a request runs on: its own chainId, else the last chain of its namespace. */
export function rpcTarget(
  payload: RequestPayload<'RPC_REQUEST'>,
  context: Pick<FrameContext, 'chains'>,
): { chain: FrameChain; rpcUrl: string | undefined } {
  const namespace =
    payload.chainNamespace ?? (payload.method.startsWith('solana_') ? 'solana' : undefined)
  if (namespace !== undefined && namespace !== 'eip155' && namespace !== 'solana') {
    throw new Error(FrameMessages.UNSUPPORTED_CHAIN)
  }
  const last = context.chains.get()
  let chain = payload.chainId === undefined ? last.chain : parseChainId(payload.chainId)
  if (namespace !== undefined && chain.namespace !== namespace) {
    if (payload.chainId !== undefined) throw new Error(FrameMessages.UNSUPPORTED_CHAIN)
    chain = namespace === 'solana' ? SOLANA_MAINNET : { namespace, caip2: 'eip155:1', wireId: 1 }
  }
  const rpcUrl = payload.rpcUrl ?? (chain.caip2 === last.chain.caip2 ? last.rpcUrl : undefined)
  return { chain, rpcUrl }
}

const at = (params: unknown, index: number): unknown =>
  Array.isArray(params) ? params[index] : undefined

/**
 * Whether typed data's verifyingContract has code on the card's chain (eth_getCode
 * through the server, on the call's own endpoint): a signature for a contract that is
 * not there is meant for another chain. Null when there is none to check or the chain
 * cannot answer: the card then shows no verdict rather than a false one.
 */
async function contractHasCode(
  contract: string | null,
  call: RpcCall,
  context: FrameContext,
): Promise<boolean | null> {
  if (!contract || !/^0x[0-9a-fA-F]{40}$/.test(contract) || !call.chainId.startsWith('eip155:'))
    return null
  try {
    const { result } = await context.api.call<RpcResponse>(ApiPaths.RPC, {
      body: {
        method: 'eth_getCode',
        params: [contract, 'latest'],
        chainId: call.chainId,
        rpcUrl: call.rpcUrl,
      },
      auth: true,
    })
    return typeof result === 'string' ? result !== '0x' && result !== '0x0' : null
  } catch {
    return null
  }
}

/** Whether the server prepares this method before the card (transactions). */
function isPrepared(method: string): boolean {
  return (PREPARED_METHODS as readonly string[]).includes(method)
}

/**
 * An approval request: refused at once if the card could not show it as it would be
 * signed; else prepared by the server (transactions), shown, and after the click
 * granted and signed with exactly the prepared params, for the account shown.
 */
/**
 * The card's wording (every Solana and EVM decoder, the stakes lines) loads with the first
 * request that needs a card, not before READY: most frames never show one.
 */
const loadDescribe = () =>
  Promise.all([import('../approval/describe'), import('../approval/evmStakes')])

async function approvalRequest(call: RpcCall, chain: FrameChain, context: FrameContext) {
  const refusal = refusalOf(call.method, call.params)
  if (refusal) throw new Error(refusal)
  const [{ describeRequest }, { typedDataStakes }] = await loadDescribe()
  // Checks the session before anything is shown: no card for a signed-out frame.
  const user = await fetchUser(context)
  const account = addressFor(user, chain.namespace)
  const prepared = isPrepared(call.method)
    ? await context.api.call<PrepareResponse>(ApiPaths.PREPARE, {
        body: { ...call, account },
        auth: true,
      })
    : null
  const verifyingContractHasCode =
    call.method === 'eth_signTypedData_v4'
      ? await contractHasCode(
          typedDataStakes(at(call.params, 1), chain).verifyingContract,
          call,
          context,
        )
      : null
  const approvedCall: RpcCall = {
    ...call,
    params: prepared ? prepared.params : call.params,
    account,
  }
  const description = describeRequest({
    method: call.method,
    params: approvedCall.params,
    chain,
    account,
    prepared,
    verifyingContractHasCode,
  })
  const approved = await context.approvals.ask(description)
  if (!approved) throw new Error(FrameMessages.USER_REJECTED)
  const { approvalId } = await context.api.call<ApprovalResponse>(ApiPaths.APPROVALS, {
    body: approvedCall,
    auth: true,
  })
  const { result } = await context.api.call<RpcResponse>(ApiPaths.RPC, {
    body: { ...approvedCall, approvalId },
    auth: true,
  })
  return result
}

export const rpcRequest: FrameHandler<'RPC_REQUEST'> = async (payload, context) => {
  const policy = rpcMethodPolicy(payload.method)
  if (policy === 'refused') throw new Error(FrameMessages.RPC_NOT_ALLOWED)
  if ((UNSUPPORTED_APPROVAL_METHODS as readonly string[]).includes(payload.method)) {
    throw new Error(unsupportedMethodMessage(payload.method))
  }
  const { chain, rpcUrl } = rpcTarget(payload, context)
  const call: RpcCall = {
    method: payload.method,
    params: payload.params,
    chainId: chain.caip2,
    rpcUrl,
  }

  if (policy === 'approval') {
    return call.method === 'eth_sendTransaction'
      ? context.transactionLane(() => approvalRequest(call, chain, context))
      : approvalRequest(call, chain, context)
  }

  const { result } = await context.api.call<RpcResponse>(ApiPaths.RPC, { body: call, auth: true })
  return result
}
