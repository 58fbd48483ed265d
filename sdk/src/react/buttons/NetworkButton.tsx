import { useAirlockInstance } from '../AirlockContext'
import { useAirlockNetwork } from '../features/network/useAirlockNetwork'
import { chainOf } from '../hooks/chainOf'
import { useAirlock } from '../hooks/useAirlock'
import { prefetchModal } from '../loadModal'
import { useStore } from '../useStore'
import { ShadowScope } from './ShadowScope'

const UNKNOWN_NETWORK = 'Unknown Network'

/**
 * The active network, image and name, opening the Networks view. A network the
 * dapp did not configure (a wallet left on another chain) is 'Unknown Network'.
 * Unscoped: give it the button styles (ShadowScope or a custom element's root).
 */
export function NetworkButtonView() {
  const { open } = useAirlock()
  const { caipNetwork } = useAirlockNetwork()
  const supported = useStore(useAirlockInstance().stores.chains, (state) => {
    const network = chainOf(state)?.network
    const id = network?.caipNetwork?.caipNetworkId
    return Boolean(id && network?.requestedCaipNetworks.some((known) => known.caipNetworkId === id))
  })
  const name = supported && caipNetwork ? caipNetwork.name : UNKNOWN_NETWORK
  const image = supported ? caipNetwork?.assets?.imageUrl : undefined
  return (
    <button
      type="button"
      className="al-btn al-btn-network"
      data-supported={supported}
      onClick={() => open({ view: 'Networks' })}
      onPointerEnter={prefetchModal}
      onFocus={prefetchModal}
    >
      {image ? (
        <img className="al-btn-network-image" src={image} alt="" width={28} height={28} />
      ) : (
        <span className="al-btn-network-image al-btn-network-fallback" aria-hidden="true">
          {supported ? name.charAt(0).toUpperCase() : '?'}
        </span>
      )}
      <span>{name}</span>
    </button>
  )
}

/** NetworkButtonView in its own shadow root. */
export function NetworkButton() {
  return (
    <ShadowScope>
      <NetworkButtonView />
    </ShadowScope>
  )
}
