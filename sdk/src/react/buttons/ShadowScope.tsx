import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { ButtonTheme } from './ButtonTheme'
import { buttonStyles } from './buttonStyles'

/** Gives `root` the buttons' stylesheet once (a root may be reused: React's double effects in development). */
export function adoptButtonStyles(root: ShadowRoot): void {
  if (root.querySelector('style[data-airlock-button-styles]')) return
  const style = root.ownerDocument.createElement('style')
  style.setAttribute('data-airlock-button-styles', '')
  style.textContent = buttonStyles
  root.prepend(style)
}

/**
 * Renders `children` (themed) into an open shadow root on a host <span>, so the
 * page's CSS and ours stay apart. The root exists only in a browser: the server
 * and the hydration pass render the empty host, and the button appears in the
 * layout effect, before the browser paints.
 */
export function ShadowScope({ children }: { children: ReactNode }) {
  const host = useRef<HTMLSpanElement>(null)
  const [root, setRoot] = useState<ShadowRoot>()
  useLayoutEffect(() => {
    const element = host.current
    if (!element) return
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    adoptButtonStyles(shadow)
    setRoot(shadow)
  }, [])
  return (
    <span ref={host} data-airlock-button="" style={{ display: 'inline-block', minHeight: 40 }}>
      {root && createPortal(<ButtonTheme>{children}</ButtonTheme>, root)}
    </span>
  )
}
