import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { AirlockInstance } from '../core/createAirlock'
import { Modal } from './modal/Modal'
import { modalStyles } from './modal/modalStyles'

export interface MountedModal {
  /** The element appended to `document.body`; the modal lives in its shadow root. */
  readonly host: HTMLElement
  unmount(): void
}

/**
 * Renders `instance`'s modal into a shadow root on a host element appended to
 * `document.body`, with its styles injected into that root: the page's CSS
 * cannot reach in, and ours cannot leak out. The lazy chunk's entry point.
 */
export function mountModal(instance: AirlockInstance): MountedModal {
  const host = document.createElement('div')
  host.setAttribute('data-airlock-modal', '')
  // Open: the page's tests and tools (Playwright pierces open roots) may look inside.
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = modalStyles
  const container = document.createElement('div')
  shadow.append(style, container)
  document.body.appendChild(host)
  const root = createRoot(container)
  root.render(createElement(Modal, { instance }))
  return {
    host,
    unmount() {
      root.unmount()
      host.remove()
    },
  }
}
