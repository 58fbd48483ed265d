/**
 * A cross-origin frame cannot read where the host put it, but every pointer event
 * carries the pointer's place twice: on the screen and in the frame. While the frame
 * stays where it is, the two move together (screen = offset + zoom × client); when
 * the host moves the frame, the client position jumps while the screen position does
 * not, so a click aimed at something else may now land on our button. Each pair of
 * consecutive pointer events is checked against that relation.
 */

const POINTER_EVENTS = ['pointerover', 'pointermove', 'pointerdown', 'pointerup'] as const

/** The page zooms browsers offer (25 %–500 %): a ratio outside them is a moved frame. */
const MIN_ZOOM = 0.25
const MAX_ZOOM = 5
/** Below this many CSS pixels of travel, a ratio is rounding noise, not a zoom factor. */
const MIN_SPAN_PX = 16

/** One pointer position, on the screen and in the frame's viewport. */
export interface PointerSample {
  screenX: number
  screenY: number
  clientX: number
  clientY: number
}

export interface MoveDetector {
  /** Feeds the next pointer position; true when the frame moved since the last one. */
  next(sample: PointerSample): boolean
}

/** Screen and client coordinates are each rounded: a pixel on each side, scaled by the zoom. */
function tolerance(zoom: number): number {
  return 2 + zoom
}

/**
 * Learns the zoom (screen pixels per CSS pixel) from the first long enough stretch of
 * travel, then flags any pair of samples that breaks `Δscreen = zoom × Δclient`.
 * Until the zoom is known, only what no zoom explains counts as a move. After a
 * move the zoom is learnt again, so a real zoom change costs one restart, no more.
 */
export function createMoveDetector(): MoveDetector {
  let last: PointerSample | null = null
  let zoom: number | null = null

  const axisMoved = (screenDelta: number, clientDelta: number): boolean => {
    if (zoom !== null) return Math.abs(screenDelta - zoom * clientDelta) > tolerance(zoom)
    const slack = tolerance(MAX_ZOOM)
    if (Math.abs(clientDelta) < MIN_SPAN_PX) {
      // Too short to learn from: only a screen travel no zoom could give is a move.
      const low = Math.min(MIN_ZOOM * clientDelta, MAX_ZOOM * clientDelta) - slack
      const high = Math.max(MIN_ZOOM * clientDelta, MAX_ZOOM * clientDelta) + slack
      return screenDelta < low || screenDelta > high
    }
    const ratio = screenDelta / clientDelta
    return ratio < MIN_ZOOM || ratio > MAX_ZOOM
  }

  const learn = (screenDelta: number, clientDelta: number) => {
    if (zoom === null && Math.abs(clientDelta) >= MIN_SPAN_PX) zoom = screenDelta / clientDelta
  }

  return {
    next(sample) {
      const previous = last
      last = sample
      if (!previous) return false
      const dsx = sample.screenX - previous.screenX
      const dsy = sample.screenY - previous.screenY
      const dcx = sample.clientX - previous.clientX
      const dcy = sample.clientY - previous.clientY
      if (axisMoved(dsx, dcx) || axisMoved(dsy, dcy)) {
        zoom = null
        return true
      }
      learn(dsx, dcx)
      learn(dsy, dcy)
      return false
    },
  }
}

function sampleOf(event: Event): PointerSample | null {
  const { screenX, screenY, clientX, clientY } = event as Partial<PointerEvent>
  if (
    typeof screenX !== 'number' ||
    typeof screenY !== 'number' ||
    typeof clientX !== 'number' ||
    typeof clientY !== 'number'
  ) {
    return null
  }
  return { screenX, screenY, clientX, clientY }
}

/**
 * Calls `onMove` when a pointer event shows the frame moved under the pointer.
 * Listens in the capture phase, so the move is known before a click's own handlers
 * run. Returns the function that removes the listeners.
 */
export function watchFrameMoves(target: EventTarget, onMove: () => void): () => void {
  const detector = createMoveDetector()
  const listener = (event: Event) => {
    const sample = sampleOf(event)
    if (sample && detector.next(sample)) onMove()
  }
  const options = { capture: true }
  for (const type of POINTER_EVENTS) target.addEventListener(type, listener, options)
  return () => {
    for (const type of POINTER_EVENTS) target.removeEventListener(type, listener, options)
  }
}
