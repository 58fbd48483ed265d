/**
 * POST /api/wallet/approvals (Bearer) { method, params, chainId, rpcUrl? } → { approvalId }
 * The handler is src/server/endpoints/walletEndpoints.ts's, which the fast path serves too.
 */
export { walletApprovals as POST } from '@server/endpoints/walletEndpoints'
