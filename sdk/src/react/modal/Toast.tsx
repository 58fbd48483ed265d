import { useEffect } from 'react'
import type { ToastStore } from '../../core/stores/toastStore'
import { AlertIcon, CheckIcon } from '../ui/icons'
import { Spinner } from '../ui/Spinner'
import { useStore } from '../useStore'

// Long enough to read a sentence; a loading toast stays until its flow replaces it.
const TOAST_VISIBLE_MS = 3_000

/** The toast of the toast store, at the top of the viewport, above the modal. */
export function Toast({ store }: { store: ToastStore }) {
  const open = useStore(store, (state) => state.open)
  const message = useStore(store, (state) => state.message)
  const variant = useStore(store, (state) => state.variant)

  useEffect(() => {
    if (!open || variant === 'loading') return
    const timer = setTimeout(() => store.getState().hide(), TOAST_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [open, variant, store])

  // The live region stays in the document so that a new message is announced.
  return (
    <div className="al-toast-region" aria-live={variant === 'error' ? 'assertive' : 'polite'}>
      {open && (
        <div
          className="al-toast"
          data-variant={variant}
          role={variant === 'error' ? 'alert' : 'status'}
        >
          <span className="al-toast-icon">
            {variant === 'loading' ? (
              <Spinner size={14} />
            ) : variant === 'success' ? (
              <CheckIcon />
            ) : (
              <AlertIcon />
            )}
          </span>
          <span>{message}</span>
        </div>
      )}
    </div>
  )
}
