import { afterEach, describe, expect, it } from 'vitest'
import { createFrameElement } from './frameElement'

const src = 'https://wallet.example/sdk?projectId=p&version=1'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('createFrameElement', () => {
  it('creates nothing until mounted', () => {
    const element = createFrameElement({ src })
    expect(element.iframe).toBeUndefined()
    expect(element.contentWindow()).toBeNull()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('mounts one hidden, fixed iframe with the protocol id and name', () => {
    const element = createFrameElement({ src })
    const iframe = element.mount()
    expect(element.mount()).toBe(iframe)
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
    expect(iframe.id).toBe('w3m-iframe')
    expect(iframe.name).toBe('w3m-secure-iframe')
    expect(iframe.src).toBe(src)
    expect(iframe.style.display).toBe('none')
    expect(iframe.style.position).toBe('fixed')
    expect(element.contentWindow()).toBe(iframe.contentWindow)
    expect(element.isVisible()).toBe(false)
  })

  it('shows at the given rectangle and hides again', () => {
    const element = createFrameElement({ src })
    element.show({ top: 10, left: 20.4, width: 360, height: 500 })
    const iframe = element.iframe as HTMLIFrameElement
    expect(iframe.style.display).toBe('block')
    expect(iframe.style.position).toBe('fixed')
    expect([iframe.style.top, iframe.style.left, iframe.style.width, iframe.style.height]).toEqual([
      '10px',
      '20px',
      '360px',
      '500px',
    ])
    expect(element.isVisible()).toBe(true)
    element.hide()
    expect(iframe.style.display).toBe('none')
    expect(element.isVisible()).toBe(false)
  })

  it('keeps the shown frame opaque, still and in place whatever the page CSS says', () => {
    const style = document.createElement('style')
    style.textContent =
      'iframe { opacity: 0.5 !important; transform: scale(0.9) !important; transition: all 1s !important; top: 0 !important; }'
    document.head.append(style)
    const element = createFrameElement({ src })
    element.show({ top: 10, left: 20, width: 360, height: 500 })
    const iframe = element.iframe as HTMLIFrameElement
    for (const [name, value] of [
      ['opacity', '1'],
      ['transform', 'none'],
      ['filter', 'none'],
      ['transition', 'none'],
      ['animation', 'none'],
      ['visibility', 'visible'],
      ['top', '10px'],
      ['width', '360px'],
      ['display', 'block'],
      ['z-index', '2147483647'],
    ]) {
      expect([name, iframe.style.getPropertyValue(name ?? '')]).toEqual([name, value])
      expect([name, iframe.style.getPropertyPriority(name ?? '')]).toEqual([name, 'important'])
    }
    element.hide()
    expect(iframe.style.getPropertyPriority('display')).toBe('important')
    style.remove()
  })

  it('turns non-finite sizes into 0 rather than leaving a stale size', () => {
    const element = createFrameElement({ src })
    element.show({ top: Number.NaN, left: Number.POSITIVE_INFINITY, width: 360, height: 1 })
    expect(element.iframe?.style.top).toBe('0px')
    expect(element.iframe?.style.left).toBe('0px')
  })

  it('removes the iframe from the page', () => {
    const element = createFrameElement({ src })
    element.mount()
    element.remove()
    expect(document.querySelector('iframe')).toBeNull()
    expect(element.iframe).toBeUndefined()
    element.remove()
  })
})
