/**
 * POST /api/wallet/prepare (Bearer) { method, params, chainId, rpcUrl?, account? } → PrepareResponse
 * The handler is src/server/endpoints/walletEndpoints.ts's, which the fast path serves too.
 */
export { walletPrepare as POST } from '@server/endpoints/walletEndpoints'
