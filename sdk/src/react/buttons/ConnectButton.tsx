import { useAirlockInstance } from '../AirlockContext'
import { useAirlock } from '../hooks/useAirlock'
import { useAirlockAccount } from '../hooks/useAirlockAccount'
import { prefetchModal } from '../loadModal'
import { useStore } from '../useStore'
import { AccountButtonView } from './AccountButton'
import { ShadowScope } from './ShadowScope'

export interface ConnectButtonProps {
  /** 'Connect Wallet' by default. */
  label?: string | undefined
  /** Shown while a connection is under way; 'Connecting…' by default. */
  loadingLabel?: string | undefined
  /** Once connected: the account button's balance ('show', the default) or not. */
  balance?: 'show' | 'hide' | undefined
}

/**
 * 'Connect Wallet', 'Connecting…' while a wallet is being connected (or
 * reconnected after a reload), then the account button. Opens the modal; hovering
 * or focusing it starts loading the modal, so the click shows it at once.
 * Unscoped: give it the button styles (ShadowScope or a custom element's root).
 */
export function ConnectButtonView({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting…',
  balance,
}: ConnectButtonProps) {
  const { open } = useAirlock()
  const { status, isConnected } = useAirlockAccount()
  const connecting =
    useStore(useAirlockInstance().stores.connection, (state) => state.status === 'connecting') ||
    status === 'connecting' ||
    status === 'reconnecting'
  if (isConnected) return <AccountButtonView balance={balance} />
  return (
    <button
      type="button"
      className="al-btn al-btn-connect"
      aria-busy={connecting || undefined}
      onClick={() => open()}
      onPointerEnter={prefetchModal}
      onFocus={prefetchModal}
    >
      {connecting && <span className="al-btn-spinner" aria-hidden="true" />}
      {connecting ? loadingLabel : label}
    </button>
  )
}

/** ConnectButtonView in its own shadow root. */
export function ConnectButton(props: ConnectButtonProps) {
  return (
    <ShadowScope>
      <ConnectButtonView {...props} />
    </ShadowScope>
  )
}
