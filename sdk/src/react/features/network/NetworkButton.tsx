import type { CaipNetwork } from '../../../core/networks/types'
import { NetworkImage } from './NetworkImage'

const ChevronIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M9 5l7 7-7 7" />
  </svg>
)

export interface NetworkButtonProps {
  network: CaipNetwork | undefined
  /** Opens the network list; without it (switching off) the network is a plain label. */
  onClick?: (() => void) | undefined
}

/** The active network, image and name: "Network: <name>" to a screen reader when it is a button. */
export function NetworkButton({ network, onClick }: NetworkButtonProps) {
  const name = network?.name ?? 'Unknown Network'
  const content = (
    <>
      <NetworkImage network={network} size={20} />
      <span>{name}</span>
    </>
  )
  if (!onClick) return <span className="al-network-badge">{content}</span>
  return (
    <button
      type="button"
      className="al-network-badge al-network-button"
      aria-label={`Network: ${name}`}
      onClick={onClick}
    >
      {content}
      <ChevronIcon />
    </button>
  )
}
