import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function tabbables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !element.closest('[hidden],[inert]'),
  )
}

/** The focused element of the dialog's tree (the shadow root's, not the page's). */
function activeElementOf(dialog: HTMLElement): Element | null {
  return (dialog.getRootNode() as Document | ShadowRoot).activeElement
}

/** The element that really has focus, looking inside shadow roots (the page may use them too). */
function deepActiveElement(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** A view's `data-autofocus` field, else the dialog itself, so screen readers read its title. */
function focusInitial(dialog: HTMLElement): void {
  const target = dialog.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ?? dialog
  target.focus()
}

function trapTab(dialog: HTMLElement, event: KeyboardEvent): void {
  const items = tabbables(dialog)
  const first = items[0]
  const last = items.at(-1)
  const active = activeElementOf(dialog)
  if (!first || !last) {
    event.preventDefault()
    dialog.focus()
    return
  }
  if (!active || !dialog.contains(active)) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The dialog's keyboard contract: focus moves in when it opens and on each new
 * view, Tab and Shift+Tab cycle inside it, Escape asks to close (the core may
 * refuse), and focus returns to where it was once the dialog is gone.
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  viewKey: string,
  onEscape: () => void,
): void {
  const onEscapeRef = useRef(onEscape)
  useLayoutEffect(() => {
    onEscapeRef.current = onEscape
  })

  // A layout effect, so the element is read before focus moves into the dialog.
  useLayoutEffect(() => {
    const previous = deepActiveElement()
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [])

  // Before the paint too: the first frame already shows the focused field, so its focus
  // transition never runs after the modal appeared (a late change of the open, issue 24 §4).
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (dialog && viewKey) focusInitial(dialog)
  }, [dialogRef, viewKey])

  useEffect(() => {
    // On the document: the keys still work when a click left focus outside the dialog.
    function onKeyDown(event: KeyboardEvent): void {
      const dialog = dialogRef.current
      if (!dialog || event.defaultPrevented) return
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscapeRef.current()
      } else if (event.key === 'Tab') trapTab(dialog, event)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [dialogRef])
}
