import { useState } from 'react'
import { useAirlockInstance } from '../../AirlockContext'
import { errorMessage } from '../../errorMessage'
import { Button } from '../../ui/Button'
import { DisconnectIcon } from '../../ui/icons'
import { NetworkSwitcher } from './NetworkSwitcher'

/**
 * SPEC §2 UnsupportedChain: the wallet is on a network the dapp did not
 * configure. Switching or disconnecting are the ways on; once the network is
 * supported again the core itself gives way to Account (syncUnsupportedChainView).
 */
export function UnsupportedChainView() {
  const instance = useAirlockInstance()
  const [disconnecting, setDisconnecting] = useState(false)

  async function disconnect(): Promise<void> {
    setDisconnecting(true)
    try {
      await instance.disconnect()
      instance.close()
    } catch (error) {
      instance.stores.toast.getState().showError(errorMessage(error))
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <div className="al-view al-networks">
      <p className="al-lead">
        This app doesn’t support your current network. Switch to an available option to continue.
      </p>
      <NetworkSwitcher />
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
