import type { PreferredAccountType } from '../../clients/frame/frameStorage'
import type { AuthNamespace } from '../../networks/types'

/**
 * The account type to ask GET_USER for. The user's stored choice wins; else
 * eip155 defaults to a smart account (SPEC §6) — but only where the frame said
 * smart accounts are enabled for that numeric chain id — and solana to eoa.
 */
export function preferredAccountTypeFor(
  namespace: AuthNamespace,
  chainId: number | string,
  smartAccountEnabledNetworks: readonly number[],
  stored: PreferredAccountType | undefined,
): PreferredAccountType {
  if (namespace !== 'eip155') return 'eoa'
  const enabled = typeof chainId === 'number' && smartAccountEnabledNetworks.includes(chainId)
  if (!enabled) return 'eoa'
  return stored ?? 'smartAccount'
}
