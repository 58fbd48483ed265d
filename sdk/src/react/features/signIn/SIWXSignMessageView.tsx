import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { useStore } from '../../useStore'

// The core already shows the reason (store + toast) on a failed attempt; the click handler only settles it.
const ignore = () => undefined

/** Asks for the sign-in signature (SPEC §4); cancel disconnects when sign-in is required. */
export function SIWXSignMessageView() {
  const instance = useAirlockInstance()
  const { siwx, options } = instance.stores
  const name = useStore(options, (state) => state.metadata.name)
  const signing = useStore(siwx, (state) => state.signing)
  const required = useStore(siwx, (state) => state.required)
  const error = useStore(siwx, (state) => state.error)

  return (
    <div className="al-view">
      <h3 className="al-heading">{name} needs to connect to your wallet</h3>
      <p className="al-lead">
        Sign this message to prove you own this wallet and proceed.
        {required ? ' Cancelling will disconnect you.' : ''}
      </p>
      {error ? (
        <p className="al-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        variant="secondary"
        disabled={signing}
        onClick={() => void instance.cancelSignIn().catch(ignore)}
      >
        Cancel
      </Button>
      <Button loading={signing} onClick={() => void instance.signIn().catch(ignore)}>
        Sign
      </Button>
    </div>
  )
}
