import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { CheckIcon } from '../../ui/icons'
import { useStore } from '../../useStore'

/** 'RegisterAccountNameSuccess': the name just registered, and the way back to the account. */
export function RegisterAccountNameSuccessView() {
  const instance = useAirlockInstance()
  const { router } = instance.stores
  const registered = useStore(instance.names.store, (state) => state.registered)

  function done(): void {
    // The core replaced RegisterAccountName with this view: one step back is the Account view.
    if (router.getState().history.length > 1) router.getState().goBack()
    else router.getState().reset('Account')
  }

  return (
    <div className="al-view al-name-success">
      <span className="al-hero-icon">
        <CheckIcon size={28} />
      </span>
      <p className="al-lead">
        {registered ? (
          <>
            <strong>{registered}</strong> is now your account name.
          </>
        ) : (
          'Your account name is registered.'
        )}
      </p>
      <Button onClick={done} data-autofocus="">
        Done
      </Button>
    </div>
  )
}
