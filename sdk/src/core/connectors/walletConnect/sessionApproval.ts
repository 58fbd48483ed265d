/**
 * What a WalletConnect session's wallet approved, as phone wallets answer: a subset of the
 * proposal (`buildApprovedNamespaces` keeps the asked chains and methods the wallet supports),
 * and events in the wallets' own shapes.
 */
import { Eip1193ErrorCode, ProviderRpcError } from '../auth/providerRpcError'

/** A method the session's eip155 namespace lacks: refused here, the wallet is not asked. */
export const notApproved = (method: string) =>
  new ProviderRpcError(
    Eip1193ErrorCode.UNSUPPORTED_METHOD,
    `The WalletConnect wallet did not approve ${method}`,
  )

/** A chain the session lacks, with no switch approved to ask the wallet for it (EIP-1193 4901). */
export const chainNotApproved = (walletName: string, chainId: number) =>
  new ProviderRpcError(4901, `${walletName} does not serve eip155:${chainId}`, {
    airlockCode: 'UNSUPPORTED_CHAIN',
  })

/**
 * accountsChanged's data as addresses: wallets send plain `0x…` (WalletKit's docs) or CAIP-10
 * `eip155:<chain>:0x…` (Core Mobile's WalletConnectService); the dapp's listeners get addresses.
 */
export function addressesOf(data: unknown): string[] {
  if (!Array.isArray(data)) return []
  return data.flatMap((account) =>
    typeof account === 'string' ? [account.split(':').at(-1) as string] : [],
  )
}
