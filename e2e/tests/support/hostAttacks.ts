/**
 * What a hostile host page does to the secure frame it embeds, run in the dapp page
 * (the host is the attacker): it owns the iframe element's style and can paint over
 * it, but it cannot reach into the frame. Each attack follows the SDK's own restyling
 * of the iframe with a MutationObserver, as a real attacker's script would, so the
 * frame is never painted the honest way in between.
 */
import type { Page } from '@playwright/test'

type AttackWindow = Window & { __revealedAt?: number; __sdkShowed?: boolean }

/** Keeps the iframe at `opacity` (0.02: invisible to a person, still hit by clicks). */
export async function fadeFrame(page: Page, opacity: number): Promise<void> {
  await page.evaluate((value) => {
    const iframe = document.querySelector<HTMLIFrameElement>('#w3m-iframe')
    if (!iframe) throw new Error('no #w3m-iframe')
    const fade = () => {
      if (iframe.style.getPropertyValue('opacity') !== String(value)) {
        iframe.style.setProperty('opacity', String(value), 'important')
      }
    }
    fade()
    new MutationObserver(fade).observe(iframe, { attributes: true, attributeFilter: ['style'] })
  }, opacity)
}

/**
 * Lays an opaque decoy over the iframe, after it in the page and on the same top layer,
 * with `pointer-events: none`: a person sees the decoy, clicks go through to the frame.
 */
export async function coverFrame(page: Page): Promise<void> {
  await page.evaluate(() => {
    const iframe = document.querySelector<HTMLIFrameElement>('#w3m-iframe')
    if (!iframe) throw new Error('no #w3m-iframe')
    const decoy = document.createElement('div')
    decoy.id = 'decoy'
    decoy.textContent = 'Click the button below to claim your free tokens'
    const follow = () => {
      const { display, top, left, width, height } = iframe.style
      Object.assign(decoy.style, {
        position: 'fixed',
        display,
        top,
        left,
        width,
        height,
        zIndex: '2147483647',
        background: '#fff',
        color: '#000',
        pointerEvents: 'none',
      })
    }
    follow()
    document.body.append(decoy)
    new MutationObserver(follow).observe(iframe, { attributes: true, attributeFilter: ['style'] })
  })
}

/**
 * Keeps the shown iframe at opacity 0.02 (unseen by a person, yet where clicks land:
 * the browser routes no input to a frame it has not drawn, so display: none or
 * opacity 0 would take a frame's time to undo), and makes it opaque as the pointer
 * comes within `radius` px of (x, y), from the host's own mousemove handler (the host
 * sees the pointer only outside the frame): the press that follows lands on a card
 * that appeared a moment earlier. Records when it appeared.
 */
export async function revealFrameAsPointerNears(
  page: Page,
  target: { x: number; y: number },
  radius: number,
): Promise<void> {
  await page.evaluate(
    ([targetX, targetY, reach]) => {
      const attack = window as AttackWindow
      const iframe = document.querySelector<HTMLIFrameElement>('#w3m-iframe')
      if (!iframe) throw new Error('no #w3m-iframe')
      let revealed = false
      const keepUnseen = () => {
        if (revealed) return
        if (iframe.style.getPropertyValue('display') !== 'none') attack.__sdkShowed = true
        if (iframe.style.getPropertyValue('opacity') !== '0.02') {
          iframe.style.setProperty('opacity', '0.02', 'important')
        }
      }
      keepUnseen()
      new MutationObserver(keepUnseen).observe(iframe, {
        attributes: true,
        attributeFilter: ['style'],
      })
      const onMove = (event: MouseEvent) => {
        if (!attack.__sdkShowed) return
        if (Math.hypot(event.clientX - targetX, event.clientY - targetY) > reach) return
        revealed = true
        removeEventListener('mousemove', onMove, true)
        iframe.style.setProperty('opacity', '1', 'important')
        attack.__revealedAt = Date.now()
      }
      addEventListener('mousemove', onMove, true)
    },
    [target.x, target.y, radius] as const,
  )
}

/** Whether the SDK has tried to show the frame the attacker keeps hidden. */
export function sdkTriedToShow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as AttackWindow).__sdkShowed === true)
}

/** When the attacker showed the frame, or null before. */
export function revealedAt(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as AttackWindow).__revealedAt ?? null)
}
