import { describe, expect, it } from 'vitest'
import { frameRectInView } from './frameRectInView'

const viewport = { width: 1280, height: 720 }

describe('frameRectInView', () => {
  it('keeps a slot that lies inside the viewport, on whole pixels', () => {
    expect(frameRectInView({ top: 130.5, left: 460.2, width: 318, height: 440 }, viewport)).toEqual(
      {
        top: 131,
        left: 461,
        width: 317,
        height: 439,
      },
    )
  })

  it('cuts a slot that runs past the bottom of a short window to what can be seen', () => {
    const slot = { top: 120, left: 460, width: 318, height: 440 }
    expect(frameRectInView(slot, { width: 1280, height: 500 })).toEqual({
      top: 120,
      left: 460,
      width: 318,
      height: 380,
    })
  })

  it('cuts a slot wider than a narrow window, and one above the top', () => {
    const slot = { top: -20, left: -4, width: 400, height: 440 }
    expect(frameRectInView(slot, { width: 360, height: 640 })).toEqual({
      top: 0,
      left: 0,
      width: 360,
      height: 420,
    })
  })

  it('gives an empty rectangle for a slot out of view', () => {
    expect(frameRectInView({ top: 900, left: 0, width: 318, height: 440 }, viewport)).toEqual({
      top: 900,
      left: 0,
      width: 318,
      height: 0,
    })
  })
})
