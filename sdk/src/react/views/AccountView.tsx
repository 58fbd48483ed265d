import { useState } from 'react'
import { useAirlockInstance } from '../AirlockContext'
import { Avatar } from '../components/Avatar'
import { Button } from '../components/Button'
import { IconButton } from '../components/IconButton'
import { CopyIcon, DisconnectIcon, MailIcon } from '../components/icons'
import { NetworkBadge } from '../components/NetworkBadge'
import { errorMessage } from '../errorMessage'
import { truncateAddress } from '../format/truncateAddress'
import { useNativeBalance } from '../useNativeBalance'
import { useStore } from '../useStore'

/** The connected account: who, on which network, how much, and the way out. */
export function AccountView() {
  const instance = useAirlockInstance()
  const { chains, toast } = instance.stores
  const chain = useStore(chains, (state) =>
    state.activeNamespace ? state.chains[state.activeNamespace] : undefined,
  )
  const account = chain?.account
  const network = chain?.network.caipNetwork
  const balance = useNativeBalance(network, account?.address, toast)
  const [disconnecting, setDisconnecting] = useState(false)

  if (!account?.address) {
    return (
      <div className="al-view al-account">
        <p className="al-lead">No wallet is connected.</p>
      </div>
    )
  }
  const { address } = account

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(address)
      toast.getState().showSuccess('Address copied')
    } catch {
      toast.getState().showError('Could not copy the address')
    }
  }

  async function disconnect(): Promise<void> {
    setDisconnecting(true)
    try {
      await instance.disconnect()
      instance.close()
    } catch (error) {
      toast.getState().showError(errorMessage(error))
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <div className="al-view al-account">
      <Avatar address={address} />
      <div className="al-address-row">
        <span className="al-address" title={address} data-testid="account-address">
          {truncateAddress(address)}
        </span>
        <IconButton label="Copy address" className="al-copy" onClick={copy}>
          <CopyIcon />
        </IconButton>
      </div>
      <p className="al-balance" data-testid="balance" aria-busy={balance.status === 'loading'}>
        {balance.status === 'success' ? (
          balance.formatted
        ) : balance.status === 'loading' ? (
          <span className="al-skeleton">
            <span className="al-visually-hidden">Loading balance</span>
          </span>
        ) : (
          <span className="al-muted">–</span>
        )}
      </p>
      <NetworkBadge network={network} />
      {account.user?.email && (
        <p className="al-account-email">
          <MailIcon size={16} />
          <span>{account.user.email}</span>
        </p>
      )}
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
