import type { CaipNetwork } from '../../../core/networks/types'

/** The active network's name, with a dot that says whether it is a test network. */
export function NetworkBadge({ network }: { network: CaipNetwork | undefined }) {
  return (
    <span className="al-network-badge" data-testnet={network?.testnet ? '' : undefined}>
      <span className="al-network-dot" aria-hidden="true" />
      <span>{network?.name ?? 'Unknown network'}</span>
    </span>
  )
}
