import { describe, expect, it, vi } from 'vitest'
import { createMoveDetector, type PointerSample, watchFrameMoves } from './frameMoves'
import { pointerEvent } from './visibilityGate.fake'

/** A pointer at `client` in a frame whose top-left sits at `frame` on the screen, at `zoom`. */
function at(client: { x: number; y: number }, frame = { x: 500, y: 300 }, zoom = 1): PointerSample {
  return {
    clientX: client.x,
    clientY: client.y,
    screenX: Math.round(frame.x + zoom * client.x),
    screenY: Math.round(frame.y + zoom * client.y),
  }
}

function moves(samples: PointerSample[]): boolean[] {
  const detector = createMoveDetector()
  return samples.map((sample) => detector.next(sample))
}

const travel = [
  { x: 5, y: 300 },
  { x: 40, y: 290 },
  { x: 90, y: 310 },
  { x: 91, y: 311 },
  { x: 150, y: 320 },
  { x: 150, y: 320 },
  { x: 230, y: 405 },
]

describe('createMoveDetector', () => {
  it('sees no move while the pointer travels over a frame that stays put', () => {
    expect(moves(travel.map((point) => at(point)))).toEqual(travel.map(() => false))
  })

  it('sees no move at other page zooms (screen pixels are not CSS pixels there)', () => {
    for (const zoom of [0.5, 1.25, 1.5, 2, 3]) {
      expect(moves(travel.map((point) => at(point, undefined, zoom))), `zoom ${zoom}`).toEqual(
        travel.map(() => false),
      )
    }
  })

  it('sees the frame moved under a pointer that stayed put', () => {
    // The first two samples are the same spot, so nothing has been learnt about the zoom yet.
    const still = { x: 820, y: 600 }
    const samples = [
      { screenX: still.x, screenY: still.y, clientX: 320, clientY: 300 },
      { screenX: still.x, screenY: still.y, clientX: 280, clientY: 300 },
    ]
    expect(moves(samples)).toEqual([false, true])
  })

  it('once the zoom is known, sees a move of a few pixels, and forgives a pixel of rounding', () => {
    const samples = [
      at({ x: 10, y: 10 }),
      at({ x: 110, y: 60 }),
      at({ x: 110, y: 60 }, { x: 505, y: 300 }),
    ]
    expect(moves(samples)).toEqual([false, false, true])
    const rounding = [
      at({ x: 10, y: 10 }),
      at({ x: 110, y: 60 }),
      at({ x: 111, y: 60 }, { x: 501, y: 300 }),
    ]
    expect(moves(rounding)).toEqual([false, false, false])
  })

  it('sees a move that happens while the pointer also moves', () => {
    const samples = [
      at({ x: 10, y: 10 }),
      at({ x: 110, y: 60 }),
      at({ x: 150, y: 80 }, { x: 440, y: 300 }),
    ]
    expect(moves(samples)).toEqual([false, false, true])
  })

  it('learns the zoom again after a move, so the next travel is not flagged', () => {
    const frame = { x: 440, y: 300 }
    const samples = [
      at({ x: 10, y: 10 }),
      at({ x: 110, y: 60 }),
      at({ x: 150, y: 80 }, frame),
      at({ x: 190, y: 120 }, frame),
      at({ x: 60, y: 30 }, frame),
    ]
    expect(moves(samples)).toEqual([false, false, true, false, false])
  })
})

describe('watchFrameMoves', () => {
  it('reports a move from pointer events in the capture phase, and stops when removed', () => {
    const target = new EventTarget()
    const onMove = vi.fn()
    const stop = watchFrameMoves(target, onMove)
    target.dispatchEvent(pointerEvent('pointerover', { x: 510, y: 310 }, { x: 10, y: 10 }))
    target.dispatchEvent(pointerEvent('pointermove', { x: 610, y: 360 }, { x: 110, y: 60 }))
    expect(onMove).not.toHaveBeenCalled()
    target.dispatchEvent(pointerEvent('pointerdown', { x: 610, y: 360 }, { x: 150, y: 60 }))
    expect(onMove).toHaveBeenCalledTimes(1)
    // An event without coordinates (a synthetic one) is not a sample.
    target.dispatchEvent(new Event('pointerup'))
    expect(onMove).toHaveBeenCalledTimes(1)
    stop()
    target.dispatchEvent(pointerEvent('pointermove', { x: 0, y: 0 }, { x: 400, y: 400 }))
    expect(onMove).toHaveBeenCalledTimes(1)
  })
})
