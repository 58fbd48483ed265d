import { useId, useRef } from 'react'
import { useAirlockInstance } from '../AirlockContext'
import { useStore } from '../useStore'
import { Header } from './Header'
import { useDialogFocus } from './useDialogFocus'
import { useOpeningFlag } from './useOpeningFlag'
import { viewEntry } from './viewRegistry'

/** The open modal: backdrop, the 360 px card, its header and the current view. */
export function Dialog() {
  const instance = useAirlockInstance()
  const { router, modal } = instance.stores
  const view = useStore(router, (state) => state.view)
  const canGoBack = useStore(router, (state) => state.history.length > 1)
  const data = useStore(router, (state) => state.data)
  const shake = useStore(modal, (state) => state.shake)
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // The core refuses (and shakes) on ApproveTransaction; nothing to check here.
  const close = () => {
    instance.close()
  }
  useOpeningFlag(dialog)
  useDialogFocus(dialog, view, close)
  const { title, titleFor, Component, noBack } = viewEntry(view)

  return (
    <div className="al-overlay">
      {/* The backdrop is a mouse convenience; Escape and the Close button are its keyboard twins. */}
      <div className="al-backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={dialog}
        className={shake ? 'al-dialog al-shake' : 'al-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-view={view}
      >
        <Header
          title={titleFor?.(instance, data) ?? title}
          titleId={titleId}
          onBack={canGoBack && !noBack ? () => router.getState().goBack() : undefined}
          onClose={close}
        />
        <div className="al-body">
          <Component key={view} />
        </div>
      </div>
    </div>
  )
}
