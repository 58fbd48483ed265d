import { type RefObject, useLayoutEffect } from 'react'

/** The dialog's own entrance animations (baseStyles.ts): desktop and narrow screens. */
const ENTRANCES = new Set(['al-pop-in', 'al-slide-up'])

/**
 * Marks the dialog `data-opening` from its first frame until its entrance animation ends.
 * The styles switch the controls' transitions off meanwhile: focusing the first field
 * (useDialogFocus, also before the paint) would otherwise start its 150 ms focus-ring
 * transition after the card appeared, and the modal would keep changing past its own
 * animation (issue 24 §4). Call it before useDialogFocus: layout effects run in order.
 */
export function useOpeningFlag(dialogRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    dialog.setAttribute('data-opening', '')
    const done = (event: AnimationEvent) => {
      if (event.target !== dialog || !ENTRANCES.has(event.animationName)) return
      dialog.removeAttribute('data-opening')
    }
    dialog.addEventListener('animationend', done)
    dialog.addEventListener('animationcancel', done)
    // No entrance (prefers-reduced-motion): no event will come. The first frame's style,
    // the focused field's included, is computed with the flag; the next frame drops it.
    let frame: number | undefined
    if (dialog.getAnimations?.().length === 0) {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => dialog.removeAttribute('data-opening'))
      })
    }
    return () => {
      dialog.removeEventListener('animationend', done)
      dialog.removeEventListener('animationcancel', done)
      if (frame !== undefined) cancelAnimationFrame(frame)
    }
  }, [dialogRef])
}
