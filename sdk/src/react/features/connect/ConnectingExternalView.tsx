import { useRef } from 'react'
import type { AirlockInstance } from '../../../core/createAirlock'
import type { RouterData } from '../../../core/stores/routerStore'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { useStore } from '../../useStore'
import { useConnectAttempt } from './useConnectAttempt'
import { WalletImage } from './WalletImage'

export const CONNECTION_DECLINED = 'Connection declined'

/**
 * Waiting for a browser wallet to approve the connection (SPEC §2). Starts the
 * connect on open and on "Try again"; the core moves on when it succeeds
 * (Account, or SIWXSignMessage when sign-in applies) and restores the status
 * when it fails (SPEC §4): this view only says what happened.
 */
export function ConnectingExternalView() {
  const instance = useAirlockInstance()
  const { connection, router } = instance.stores
  const connectorId = useStore(router, (state) => state.data?.connectorId)
  const connector = useStore(connection, (state) =>
    state.connectors.find((candidate) => candidate.id === connectorId),
  )
  const { attempt, retry } = useConnectAttempt(instance, connectorId)
  const name = connector?.name ?? 'your wallet'
  const text = useRef<HTMLDivElement>(null)

  function tryAgain(): void {
    // The button goes away while waiting: keep focus in the view, on what it now says.
    text.current?.focus()
    retry()
  }

  return (
    <div className="al-view al-connecting" data-state={attempt.state}>
      <div className="al-connecting-image">
        <WalletImage
          name={name}
          imageUrl={connector?.imageUrl}
          imageId={connector?.imageId}
          size={72}
        />
      </div>
      <div ref={text} className="al-connecting-text" tabIndex={-1}>
        {attempt.state === 'waiting' && (
          <div role="status">
            <h3 className="al-heading">Continue in {name}</h3>
            <p className="al-lead">Accept the connection request in the wallet</p>
          </div>
        )}
        {attempt.state === 'declined' && (
          <div role="alert">
            <h3 className="al-heading al-error-text">{CONNECTION_DECLINED}</h3>
            <p className="al-lead">
              A connection can be declined when an earlier request is still open in the wallet.
            </p>
          </div>
        )}
        {attempt.state === 'failed' && (
          <p className="al-field-error al-connecting-error" role="alert">
            {attempt.message}
          </p>
        )}
      </div>
      {attempt.state !== 'waiting' && (
        <Button variant="secondary" onClick={tryAgain}>
          Try again
        </Button>
      )}
    </div>
  )
}

/** The view's title: the wallet's name (its connector's, from the router's connectorId). */
export function connectingExternalTitle(
  instance: AirlockInstance,
  data: RouterData | undefined,
): string | undefined {
  const id = data?.connectorId
  return instance.stores.connection.getState().connectors.find((connector) => connector.id === id)
    ?.name
}
