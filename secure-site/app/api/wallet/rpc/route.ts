/**
 * POST /api/wallet/rpc (Bearer) { method, params, chainId, rpcUrl?, approvalId? } → { result }
 * The handler is src/server/endpoints/walletEndpoints.ts's, which the fast path serves too.
 */
export { walletRpc as POST } from '@server/endpoints/walletEndpoints'
