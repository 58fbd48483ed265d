import type { FrameRect } from '../../../core/clients/frame/frameElement'

/** A box in viewport coordinates (CSS pixels). */
export interface Bounds {
  top: number
  left: number
  right: number
  bottom: number
}

/**
 * Where to show the frame over the approval slot: the part of the slot inside
 * `bounds` (what can be seen of the dialog, within the viewport), on whole pixels.
 * The frame enables Approve only once its card lies wholly in the viewport, so a slot
 * running past the bottom of a short window would keep it waiting for ever; the frame
 * takes the part that can be seen (the card scrolls its own details). Rounding
 * inwards keeps the rounded frame inside the bounds too.
 */
export function frameRectInView(slot: FrameRect, bounds: Bounds): FrameRect {
  const top = Math.ceil(Math.max(slot.top, bounds.top))
  const left = Math.ceil(Math.max(slot.left, bounds.left))
  const bottom = Math.floor(Math.min(slot.top + slot.height, bounds.bottom))
  const right = Math.floor(Math.min(slot.left + slot.width, bounds.right))
  return { top, left, width: Math.max(0, right - left), height: Math.max(0, bottom - top) }
}

/**
 * What can be seen of `container` (the dialog, which scrolls) inside the viewport of
 * `view`, scrollbars excluded; the whole viewport without a container.
 */
export function visibleBounds(view: Window, container?: Element | null): Bounds {
  const root = view.document.documentElement
  const viewport: Bounds = {
    top: 0,
    left: 0,
    right: Math.min(view.innerWidth, root.clientWidth || view.innerWidth),
    bottom: Math.min(view.innerHeight, root.clientHeight || view.innerHeight),
  }
  if (!container) return viewport
  const box = container.getBoundingClientRect()
  return {
    top: Math.max(viewport.top, box.top),
    left: Math.max(viewport.left, box.left),
    right: Math.min(viewport.right, box.right),
    bottom: Math.min(viewport.bottom, box.bottom),
  }
}
