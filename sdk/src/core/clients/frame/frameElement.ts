import { FrameError } from '@airlock/protocol'

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
 * The frame enables its Approve button only once the browser reports it fully visible
 * (IntersectionObserver v2: opacity 1, no transform or filter, nothing over it) and
 * still. A dapp's own CSS (`iframe { … }`, `* { transition: all .3s }`) must not make
 * the legitimate frame look faded, moving or clipped, so these win over it: inline and
 * !important, which only a script on the page could undo.
 */
const OPAQUE_AND_STILL: Readonly<Record<string, string>> = {
  opacity: '1',
  transform: 'none',
  translate: 'none',
  scale: 'none',
  rotate: 'none',
  filter: 'none',
  'clip-path': 'none',
  mask: 'none',
  'mix-blend-mode': 'normal',
  visibility: 'visible',
  transition: 'none',
  animation: 'none',
  margin: '0',
  padding: '0',
  'max-width': 'none',
  'max-height': 'none',
  'min-width': '0',
  'min-height': '0',
  'box-sizing': 'border-box',
  'pointer-events': 'auto',
}

function setImportant(element: HTMLElement, properties: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(properties)) {
    element.style.setProperty(name, value, 'important')
  }
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
    if (!doc?.body) throw new FrameError('IFRAME_NOT_SET')
    const element = doc.createElement('iframe')
    element.id = FRAME_ELEMENT_ID
    element.name = FRAME_ELEMENT_NAME
    element.title = options.title ?? 'Secure wallet'
    // The frame falls back to document.referrer to learn its ancestor where
    // location.ancestorOrigins is missing; the origin is all it needs.
    element.referrerPolicy = 'origin'
    setImportant(element, {
      ...OPAQUE_AND_STILL,
      display: 'none',
      position: 'fixed',
      border: 'none',
      background: 'transparent',
      'color-scheme': 'normal',
      'z-index': TOP_Z_INDEX,
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
      setImportant(element, {
        display: 'block',
        top: px(rect.top),
        left: px(rect.left),
        right: 'auto',
        bottom: 'auto',
        width: px(rect.width),
        height: px(rect.height),
      })
      visible = true
    },
    hide() {
      iframe?.style.setProperty('display', 'none', 'important')
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
