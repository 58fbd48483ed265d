import { afterEach, describe, expect, it } from 'vitest'
import { frameRectInView, visibleBounds } from './frameRectInView'

const viewport = { top: 0, left: 0, right: 1280, bottom: 720 }

afterEach(() => {
  document.body.innerHTML = ''
})

describe('frameRectInView', () => {
  it('keeps a slot that lies inside the bounds, on whole pixels rounded inwards', () => {
    expect(frameRectInView({ top: 130.5, left: 460.2, width: 318, height: 440 }, viewport)).toEqual(
      {
        top: 131,
        left: 461,
        width: 317,
        height: 439,
      },
    )
  })

  it('cuts a slot that runs past the bottom of a short window, or of the dialog, to what can be seen', () => {
    const slot = { top: 120, left: 460, width: 318, height: 440 }
    expect(frameRectInView(slot, { ...viewport, bottom: 500 })).toEqual({
      top: 120,
      left: 460,
      width: 318,
      height: 380,
    })
    expect(frameRectInView(slot, { top: 68, left: 441, right: 801, bottom: 544 })).toEqual({
      top: 120,
      left: 460,
      width: 318,
      height: 424,
    })
  })

  it('cuts a slot wider than a narrow window, and one above the top', () => {
    const slot = { top: -20, left: -4, width: 400, height: 440 }
    expect(frameRectInView(slot, { top: 0, left: 0, right: 360, bottom: 640 })).toEqual({
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

describe('visibleBounds', () => {
  it('is the viewport without a container, and its part of the container with one', () => {
    expect(visibleBounds(window)).toEqual({
      top: 0,
      left: 0,
      right: window.innerWidth,
      bottom: window.innerHeight,
    })
    const dialog = document.createElement('div')
    document.body.append(dialog)
    dialog.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: 100, y: -10, width: 360, height: 5000 })
    expect(visibleBounds(window, dialog)).toEqual({
      top: 0,
      left: 100,
      right: 460,
      bottom: window.innerHeight,
    })
  })
})
