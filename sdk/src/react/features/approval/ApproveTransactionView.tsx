import { useLayoutEffect, useRef } from 'react'
import { useAirlockInstance } from '../../AirlockContext'
import { Spinner } from '../../ui/Spinner'
import { useStore } from '../../useStore'
import { frameRectInView, visibleBounds } from './frameRectInView'

/**
 * Makes room for the secure site's approval card: the iframe is shown over this
 * view's slot, at the slot's viewport position, and follows it when the slot
 * resizes, the window resizes or scrolls, or the dialog's animation ends. The
 * host never draws the request itself: only the frame can be trusted to.
 *
 * The frame's Approve works only once the browser reports its card fully visible and
 * still for 500 ms, so the frame appears only once the dialog has stopped animating
 * (nothing fading or moving under or around it), above everything of the modal (its
 * z-index is the highest), and wholly inside what can be seen of the dialog.
 */
export function ApproveTransactionView() {
  const instance = useAirlockInstance()
  const slot = useRef<HTMLDivElement>(null)
  // A new approval re-runs the placement even when the view stayed mounted across the last one's end.
  const approval = useStore(instance.stores.router, (state) => state.data?.approval)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `approval` re-runs the placement for each new approval
  useLayoutEffect(() => {
    const element = slot.current
    if (!element) return
    const dialog = element.closest<HTMLElement>('[role="dialog"]')
    const moving = dialog?.getAnimations?.() ?? []
    const view = element.ownerDocument.defaultView
    let live = true
    let settled = moving.length === 0
    const place = () => {
      if (!live || !settled) return
      const { top, left, width, height } = element.getBoundingClientRect()
      const slotRect = { top, left, width, height }
      instance.showFrame(view ? frameRectInView(slotRect, visibleBounds(view, dialog)) : slotRect)
    }
    // The frame appears where it stays: not while the dialog still
    // animates into place, where a click aimed at Approve could land beside it once it moves.
    if (settled) place()
    else
      void Promise.all(moving.map((animation) => animation.finished.catch(() => {}))).then(() => {
        settled = true
        place()
      })
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : undefined
    observer?.observe(element)
    view?.addEventListener('resize', place)
    // Capture: a scroll of any ancestor moves the slot.
    view?.addEventListener('scroll', place, true)
    dialog?.addEventListener('animationend', place)
    return () => {
      live = false
      observer?.disconnect()
      view?.removeEventListener('resize', place)
      view?.removeEventListener('scroll', place, true)
      dialog?.removeEventListener('animationend', place)
      instance.hideFrame()
    }
  }, [instance, approval])

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
