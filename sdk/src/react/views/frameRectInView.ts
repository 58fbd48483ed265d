import type { FrameRect } from '../../core/clients/frame/frameElement'

/** The viewport the frame must fit in: its width and height in CSS pixels, scrollbars excluded. */
export interface ViewportSize {
  width: number
  height: number
}

/**
 * Where to show the frame over the approval slot: the part of the slot inside the
 * viewport, on whole pixels. The frame enables Approve only once its card lies wholly
 * in the viewport, so a slot running past the bottom of a short window would keep it
 * waiting for ever; the frame takes the part that can be seen (the card scrolls its
 * own details). Rounding inwards keeps the rounded frame inside the viewport too.
 */
export function frameRectInView(slot: FrameRect, viewport: ViewportSize): FrameRect {
  const top = Math.ceil(Math.max(slot.top, 0))
  const left = Math.ceil(Math.max(slot.left, 0))
  const bottom = Math.floor(Math.min(slot.top + slot.height, viewport.height))
  const right = Math.floor(Math.min(slot.left + slot.width, viewport.width))
  return { top, left, width: Math.max(0, right - left), height: Math.max(0, bottom - top) }
}

/** The visible viewport of `view`: without scrollbars, and never past the window. */
export function viewportOf(view: Window): ViewportSize {
  const root = view.document.documentElement
  return {
    width: Math.min(view.innerWidth, root.clientWidth || view.innerWidth),
    height: Math.min(view.innerHeight, root.clientHeight || view.innerHeight),
  }
}
