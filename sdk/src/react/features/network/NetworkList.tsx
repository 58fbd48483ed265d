import { type KeyboardEvent, useId } from 'react'
import type { CaipNetwork, ChainNamespace } from '../../../core/networks/types'
import { CheckIcon } from '../../ui/icons'
import { Spinner } from '../../ui/Spinner'
import { NetworkImage } from './NetworkImage'

/** The networks of one namespace, under its label when the dapp configured several. */
export interface NetworkGroup {
  namespace: ChainNamespace
  label: string
  networks: readonly CaipNetwork[]
}

export interface NetworkListProps {
  groups: readonly NetworkGroup[]
  /** CAIP-2 id of the active network: marked aria-current. */
  activeId: string | undefined
  /** CAIP-2 id of the network being switched to: its row shows a spinner. */
  pendingId: string | undefined
  /** Rows stay focusable and readable, but choosing one does nothing. */
  disabled: boolean
  /** The row given `data-autofocus`, so the dialog focuses it on open. */
  autofocusId: string | undefined
  onSelect(network: CaipNetwork): void
}

/** Up/Down move one row (stopping at the ends), Home/End to the first and last. */
function nextIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1)
  if (key === 'ArrowUp') return Math.max(index - 1, 0)
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

function onArrowKeys(event: KeyboardEvent<HTMLElement>): void {
  const rows = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-network-row]')]
  // The event's target, not document.activeElement: inside a shadow root that is the host.
  const index = rows.indexOf(event.target as HTMLButtonElement)
  if (index === -1) return
  const next = nextIndex(event.key, index, rows.length)
  if (next === undefined) return
  event.preventDefault()
  rows[next]?.focus()
}

function NetworkRow({
  network,
  list,
}: {
  network: CaipNetwork
  list: Omit<NetworkListProps, 'groups'>
}) {
  const id = network.caipNetworkId
  const active = id === list.activeId
  const pending = id === list.pendingId
  return (
    <li>
      <button
        type="button"
        className="al-network-row"
        data-network-row=""
        data-autofocus={id === list.autofocusId ? '' : undefined}
        aria-current={active ? 'true' : undefined}
        // aria-disabled, not disabled: the list stays navigable and each network readable.
        aria-disabled={list.disabled || undefined}
        aria-busy={pending || undefined}
        onClick={() => {
          if (!list.disabled) list.onSelect(network)
        }}
      >
        <NetworkImage network={network} />
        <span className="al-network-name">{network.name}</span>
        {pending ? <Spinner size={16} /> : active ? <CheckIcon /> : null}
      </button>
    </li>
  )
}

/**
 * The list named "Networks": one row per network, grouped by namespace when
 * there is more than one. Arrow keys, Home and End move between the rows.
 */
export function NetworkList({ groups, ...list }: NetworkListProps) {
  const labelId = useId()
  const grouped = groups.length > 1
  return (
    <ul className="al-network-list" aria-label="Networks" onKeyDown={onArrowKeys}>
      {grouped
        ? groups.map((group) => (
            <li key={group.namespace} className="al-network-group">
              <span id={`${labelId}-${group.namespace}`} className="al-network-group-label">
                {group.label}
              </span>
              <ul className="al-network-list" aria-labelledby={`${labelId}-${group.namespace}`}>
                {group.networks.map((network) => (
                  <NetworkRow key={network.caipNetworkId} network={network} list={list} />
                ))}
              </ul>
            </li>
          ))
        : groups[0]?.networks.map((network) => (
            <NetworkRow key={network.caipNetworkId} network={network} list={list} />
          ))}
    </ul>
  )
}
