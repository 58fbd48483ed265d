import { useEffect } from 'react'
import type { AirlockInstance } from '../../../core/createAirlock'
import { useAirlockInstance } from '../../AirlockContext'
import { DeviceIcon } from '../../ui/icons'
import { Spinner } from '../../ui/Spinner'
import { useStore } from '../../useStore'

// One wait per instance: the view may mount twice (a re-render of the modal root),
// and a second CONNECT_DEVICE would only race the first.
const waiting = new WeakSet<AirlockInstance>()

/** Waits for the user to approve this device from the email; the core then moves to the code. */
export function EmailVerifyDeviceView() {
  const instance = useAirlockInstance()
  const email = useStore(instance.stores.router, (state) => state.data?.email)

  useEffect(() => {
    if (waiting.has(instance)) return
    waiting.add(instance)
    instance
      .approveDevice()
      // The core has already gone back to the email step; the toast says why.
      .catch((error: unknown) => instance.stores.toast.getState().showError(error))
      .finally(() => waiting.delete(instance))
  }, [instance])

  return (
    <div className="al-view al-device-view">
      <span className="al-hero-icon">
        <DeviceIcon />
      </span>
      <h3 className="al-heading">Approve this device</h3>
      <p className="al-lead">
        We sent an email to <strong>{email ?? 'your address'}</strong>. Open it and approve this
        device to keep signing in.
      </p>
      <p className="al-muted al-inline" role="status">
        <Spinner size={14} /> Waiting for your approval…
      </p>
    </div>
  )
}
