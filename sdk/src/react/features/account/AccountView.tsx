import { useState } from 'react'
import { AUTH_CONNECTOR_ID } from '../../../core/connectors/auth/authConnector'
import { useAirlockInstance } from '../../AirlockContext'
import { errorMessage } from '../../errorMessage'
import { preloadView } from '../../modal/featureViews'
import { Button } from '../../ui/Button'
import { IconButton } from '../../ui/IconButton'
import { CopyIcon, DisconnectIcon, MailIcon } from '../../ui/icons'
import { truncateAddress } from '../../ui/truncateAddress'
import { useStore } from '../../useStore'
import { TokenList } from '../balances/TokenList'
import { NamespaceSwitch } from '../network/NamespaceSwitch'
import { NetworkButton } from '../network/NetworkButton'
import { SignInMethodsSection } from '../signInMethods'
import { SOCIAL_NAMES, SocialIcon } from '../socialLogin/socialIcons'
import { AccountActions } from './AccountActions'
import { AccountEntry } from './AccountEntry'
import { ActivityIcon, NameIcon } from './accountIcons'
import { ProfileAvatar } from './ProfileAvatar'
import { useAccountData } from './useAccountData'
import { useCopyAddress } from './useCopyAddress'
import { walletFeatureActions } from './walletFeatureActions'

/**
 * The connected account: who (name or address, avatar), how much (balance and
 * tokens, from instance.balances), on which network, what can be done (the
 * wallet actions in `walletFeaturesOrder`, activity, a name) and the way out.
 */
export function AccountView() {
  const instance = useAirlockInstance()
  const { chains, options, router, toast } = instance.stores
  const namespace = useStore(chains, (state) => state.activeNamespace)
  const chain = useStore(chains, (state) =>
    state.activeNamespace ? state.chains[state.activeNamespace] : undefined,
  )
  const account = chain?.account
  const network = chain?.network.caipNetwork
  const features = useStore(options, (state) => state.features)
  const order = useStore(options, (state) => state.walletFeaturesOrder)
  const switchEnabled = useStore(options, (state) => state.enableNetworkSwitch)
  const balancesStatus = useStore(instance.balances.store, (state) => state.status)
  const balances = useStore(instance.balances.store, (state) => state.balances)
  const [disconnecting, setDisconnecting] = useState(false)
  const copy = useCopyAddress(account?.address)
  useAccountData(
    instance,
    namespace && account?.address && network
      ? { namespace, address: account.address, caipNetworkId: network.caipNetworkId }
      : undefined,
  )

  if (!account?.address) {
    return (
      <div className="al-view al-account">
        <NamespaceSwitch />
        <p className="al-lead">No wallet is connected.</p>
      </div>
    )
  }
  const { address, profileName } = account
  const evm = namespace === 'eip155'
  // SPEC §9: activity and names are served for eip155; both need the data API.
  const showActivity = features.history && instance.history.available && evm
  const offerName = !profileName && instance.names.available && evm

  async function disconnect(): Promise<void> {
    setDisconnecting(true)
    // EVM and Solana at once: only the namespace shown goes, and the other stays on view.
    const others = instance.stores.connection
      .getState()
      .connections.some((held) => held.namespace !== namespace)
    try {
      await instance.disconnect(others ? namespace : undefined)
      if (!others) instance.close()
    } catch (error) {
      toast.getState().showError(errorMessage(error))
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <div className="al-view al-account">
      <NamespaceSwitch />
      <ProfileAvatar address={address} image={account.profileImage} />
      <div className="al-address-row">
        <span className="al-address" title={address} data-testid="account-address">
          {profileName ?? truncateAddress(address)}
        </span>
        <IconButton label="Copy address" className="al-copy" onClick={copy}>
          <CopyIcon />
        </IconButton>
      </div>
      <p className="al-balance" data-testid="balance" aria-busy={balancesStatus === 'loading'}>
        {/* A refresh keeps the figure it replaces; the core clears it when the account or network changes. */}
        {balancesStatus !== 'error' && account.balance !== undefined ? (
          `${account.balance} ${account.balanceSymbol ?? ''}`.trim()
        ) : balancesStatus === 'error' ? (
          <span className="al-muted">
            –<span className="al-visually-hidden">Balance unavailable</span>
          </span>
        ) : (
          <span className="al-skeleton">
            <span className="al-visually-hidden">Loading balance</span>
          </span>
        )}
      </p>
      <NetworkButton
        network={network}
        onClick={switchEnabled ? () => router.getState().push('Networks') : undefined}
      />
      {account.user?.email && (
        <p className="al-account-email">
          <MailIcon size={16} />
          <span>{account.user.email}</span>
          {account.connectorId === AUTH_CONNECTOR_ID && (
            <button
              type="button"
              className="al-link"
              aria-label="Change email"
              onClick={() => {
                instance.stores.emailUpdate.getState().clear()
                router.getState().push('UpdateEmailWallet')
              }}
              onPointerEnter={() => preloadView('UpdateEmailWallet')}
              onFocus={() => preloadView('UpdateEmailWallet')}
            >
              Change
            </button>
          )}
        </p>
      )}
      {account.socialProvider && (
        <p className="al-account-social" data-testid="account-social">
          <SocialIcon provider={account.socialProvider} size={16} />
          <span>{account.user?.userName ?? SOCIAL_NAMES[account.socialProvider]}</span>
        </p>
      )}
      {account.connectorId === AUTH_CONNECTOR_ID && <SignInMethodsSection />}
      <AccountActions
        actions={walletFeatureActions(order, features, namespace)}
        onSelect={(action) => router.getState().push(action.view)}
        onPreload={(action) => preloadView(action.view)}
      />
      {(offerName || showActivity) && (
        <div className="al-entries">
          {offerName && (
            <AccountEntry
              icon={<NameIcon />}
              detail="Get a name others can send to"
              onClick={() => router.getState().push('RegisterAccountName')}
              onPreload={() => preloadView('RegisterAccountName')}
            >
              Choose a name
            </AccountEntry>
          )}
          {showActivity && (
            <AccountEntry
              icon={<ActivityIcon />}
              onClick={() => router.getState().push('Transactions')}
              onPreload={() => preloadView('Transactions')}
            >
              Activity
            </AccountEntry>
          )}
        </div>
      )}
      <TokenList balances={balances} status={balancesStatus} />
      <Button
        variant="secondary"
        className="al-disconnect"
        icon={<DisconnectIcon />}
        loading={disconnecting}
        onClick={disconnect}
      >
        Disconnect
      </Button>
    </div>
  )
}
