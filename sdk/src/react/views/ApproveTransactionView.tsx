import { useLayoutEffect, useRef } from 'react'
import { useAirlockInstance } from '../AirlockContext'
import { Spinner } from '../components/Spinner'

/**
 * Makes room for the secure site's approval card: the iframe is shown over this
 * view's slot, at the slot's viewport position, and follows it when the slot
 * resizes, the window resizes or scrolls, or the dialog's animation ends. The
 * host never draws the request itself: only the frame can be trusted to.
 */
export function ApproveTransactionView() {
  const instance = useAirlockInstance()
  const slot = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const element = slot.current
    if (!element) return
    const place = () => {
      const { top, left, width, height } = element.getBoundingClientRect()
      instance.showFrame({ top, left, width, height })
    }
    place()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : undefined
    observer?.observe(element)
    const view = element.ownerDocument.defaultView
    view?.addEventListener('resize', place)
    // Capture: a scroll of any ancestor moves the slot.
    view?.addEventListener('scroll', place, true)
    const dialog = element.closest('[role="dialog"]')
    dialog?.addEventListener('animationend', place)
    return () => {
      observer?.disconnect()
      view?.removeEventListener('resize', place)
      view?.removeEventListener('scroll', place, true)
      dialog?.removeEventListener('animationend', place)
      instance.hideFrame()
    }
  }, [instance])

  return (
    <div className="al-view al-approve">
      <div ref={slot} className="al-frame-slot" data-testid="frame-slot">
        <span className="al-muted al-inline" role="status">
          <Spinner size={14} /> Loading the secure wallet…
        </span>
      </div>
    </div>
  )
}
