import { useAirlockInstance } from '../../AirlockContext'
import { NetworkSwitcher } from './NetworkSwitcher'

/** Choose Network: every configured network; a switch that lands goes back where the user came from. */
export function NetworksView() {
  const instance = useAirlockInstance()
  const { connection, router } = instance.stores

  function leave(): void {
    const { view, history } = router.getState()
    // The core may have moved on already (an approval, UnsupportedChain giving way).
    if (view !== 'Networks') return
    if (history.length > 1) router.getState().goBack()
    else if (connection.getState().status === 'connected') router.getState().reset('Account')
    // Opened on its own (a network button) with nothing connected: the choice was the whole task.
    else instance.close()
  }

  return (
    <div className="al-view al-networks">
      <NetworkSwitcher onSwitched={leave} />
    </div>
  )
}
