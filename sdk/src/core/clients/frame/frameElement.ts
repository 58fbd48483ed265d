import { AirlockError } from '@airlock/protocol'

export const FRAME_ELEMENT_ID = 'w3m-iframe'
export const FRAME_ELEMENT_NAME = 'w3m-secure-iframe'

/** Where the host shows the frame (the approval view of the 360 px modal), in CSS pixels of the viewport. */
export interface FrameRect {
  top: number
  left: number
  width: number
  height: number
}

export interface FrameElement {
  /** Creates and appends the iframe on the first call; later calls return the same element. */
  mount(): HTMLIFrameElement
  /** The iframe once mounted, else undefined. */
  readonly iframe: HTMLIFrameElement | undefined
  /** The frame's window: the only `event.source` the bus accepts. */
  contentWindow(): Window | null
  show(rect: FrameRect): void
  hide(): void
  isVisible(): boolean
  remove(): void
}

export interface FrameElementOptions {
  src: string
  /** The document to mount into; defaults to the global one when `mount()` runs (never at import). */
  document?: Document | undefined
  /** Accessible name of the iframe. */
  title?: string | undefined
}

// Above any host page content and the modal, which the approval view sits on.
const TOP_Z_INDEX = '2147483647'

function px(value: number): string {
  return `${Number.isFinite(value) ? Math.round(value) : 0}px`
}

/**
 * The hidden iframe of the secure site (SPEC §2): `id="w3m-iframe"`,
 * `name="w3m-secure-iframe"`, `position: fixed`, `display: none` until the host
 * must show the approval UI. Nothing runs until `mount()`, so importing is SSR-safe.
 */
export function createFrameElement(options: FrameElementOptions): FrameElement {
  let iframe: HTMLIFrameElement | undefined
  let visible = false

  function mount(): HTMLIFrameElement {
    if (iframe) return iframe
    const doc = options.document ?? globalThis.document
    if (!doc?.body) throw new AirlockError('IFRAME_NOT_SET')
    const element = doc.createElement('iframe')
    element.id = FRAME_ELEMENT_ID
    element.name = FRAME_ELEMENT_NAME
    element.title = options.title ?? 'Secure wallet'
    // The frame falls back to document.referrer to learn its ancestor where
    // location.ancestorOrigins is missing; the origin is all it needs.
    element.referrerPolicy = 'origin'
    Object.assign(element.style, {
      display: 'none',
      position: 'fixed',
      border: 'none',
      background: 'transparent',
      colorScheme: 'normal',
      zIndex: TOP_Z_INDEX,
    })
    element.src = options.src
    doc.body.appendChild(element)
    iframe = element
    return element
  }

  return {
    mount,
    get iframe() {
      return iframe
    },
    contentWindow: () => iframe?.contentWindow ?? null,
    show(rect) {
      const element = mount()
      Object.assign(element.style, {
        display: 'block',
        top: px(rect.top),
        left: px(rect.left),
        width: px(rect.width),
        height: px(rect.height),
      })
      visible = true
    },
    hide() {
      if (iframe) iframe.style.display = 'none'
      visible = false
    },
    isVisible: () => visible,
    remove() {
      iframe?.remove()
      iframe = undefined
      visible = false
    },
  }
}
