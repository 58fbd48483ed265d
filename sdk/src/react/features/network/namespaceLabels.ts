import type { ChainNamespace } from '../../../core/networks/types'

/** What the modal calls each namespace (network list groups, the Account view's namespace switch). */
export const NAMESPACE_LABELS: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
}
