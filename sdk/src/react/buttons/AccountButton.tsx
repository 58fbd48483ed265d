import { useAirlock } from '../hooks/useAirlock'
import { useAirlockAccount } from '../hooks/useAirlockAccount'
import { prefetchModal } from '../loadModal'
import { truncateAddress } from '../ui/truncateAddress'
import { ButtonAvatar } from './ButtonAvatar'
import { ShadowScope } from './ShadowScope'
import { useButtonBalance } from './useButtonBalance'

export interface AccountButtonProps {
  /** The native balance beside the address ('show', the default) or not. */
  balance?: 'show' | 'hide' | undefined
}

/**
 * The connected account: avatar, native balance, address cut to 4…6 (SPEC §5).
 * Opens the modal (Account). Renders nothing while no account is connected.
 * Unscoped: give it the button styles (ShadowScope or a custom element's root).
 */
export function AccountButtonView({ balance = 'show' }: AccountButtonProps) {
  const { open } = useAirlock()
  const { address, isConnected } = useAirlockAccount()
  const amount = useButtonBalance(balance === 'show')
  if (!isConnected || !address) return null
  return (
    <button
      type="button"
      className="al-btn al-btn-account"
      title={address}
      onClick={() => open()}
      onPointerEnter={prefetchModal}
      onFocus={prefetchModal}
    >
      <ButtonAvatar address={address} />
      {amount && <span className="al-btn-balance">{amount}</span>}
      <span className="al-btn-address">{truncateAddress(address)}</span>
    </button>
  )
}

/** AccountButtonView in its own shadow root. */
export function AccountButton(props: AccountButtonProps) {
  return (
    <ShadowScope>
      <AccountButtonView {...props} />
    </ShadowScope>
  )
}
