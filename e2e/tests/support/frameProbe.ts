/**
 * Test-only instruments for the clickjacking suite. In the secure frame: every click
 * the document receives (capture phase, before the card's own handlers), with the
 * button it hit and whether that button was still waiting, and each moment Approve
 * became enabled. In the host page: when the iframe was shown. Times are Date.now(),
 * one clock for every process of the browser, so frame and host times compare.
 */
import type { Page } from '@playwright/test'
import { secureFrame } from './wire'

export interface ProbedClick {
  at: number
  /** The text of the button the click landed on, or null off any button. */
  button: string | null
  /** That button's aria-disabled at the moment of the click. */
  ariaDisabled: string | null
  trusted: boolean
  /** The card's text at the moment of the click (to tell queued cards apart). */
  card: string
}

export interface FrameProbe {
  clicks: ProbedClick[]
  /** When the Approve button turned enabled (aria-disabled → false). */
  enabled: number[]
}

type ProbeWindow = Window & { __clickProbe?: FrameProbe; __frameShownAt?: number[] }

/** Starts recording in the page's secure frame (once per document). */
export async function probeFrame(page: Page): Promise<void> {
  await secureFrame(page).evaluate(() => {
    const probeWindow = window as ProbeWindow
    if (probeWindow.__clickProbe) return
    const probe: FrameProbe = { clicks: [], enabled: [] }
    probeWindow.__clickProbe = probe
    document.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null
        probe.clicks.push({
          at: Date.now(),
          button: button?.textContent ?? null,
          ariaDisabled: button?.getAttribute('aria-disabled') ?? null,
          trusted: event.isTrusted,
          card: document.querySelector('main')?.textContent ?? '',
        })
      },
      true,
    )
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target
        if (
          target instanceof HTMLButtonElement &&
          target.textContent === 'Approve' &&
          target.getAttribute('aria-disabled') === 'false' &&
          record.oldValue !== 'false'
        ) {
          probe.enabled.push(Date.now())
        }
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-disabled'],
      attributeOldValue: true,
    })
  })
}

export async function frameProbe(page: Page): Promise<FrameProbe> {
  return secureFrame(page).evaluate(
    () => (window as ProbeWindow).__clickProbe ?? { clicks: [], enabled: [] },
  )
}

/** Clicks that landed on Approve. */
export async function approveClicks(page: Page): Promise<ProbedClick[]> {
  return (await frameProbe(page)).clicks.filter((click) => click.button === 'Approve')
}

/** Starts recording, in the host page, each time the iframe turns from hidden to shown. */
export async function probeFrameShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probeWindow = window as ProbeWindow
    if (probeWindow.__frameShownAt) return
    const shown: number[] = []
    probeWindow.__frameShownAt = shown
    const iframe = document.querySelector<HTMLIFrameElement>('#w3m-iframe')
    if (!iframe) throw new Error('no #w3m-iframe yet')
    let visible = iframe.style.display !== 'none'
    new MutationObserver(() => {
      const now = iframe.style.display !== 'none'
      if (now && !visible) shown.push(Date.now())
      visible = now
    }).observe(iframe, { attributes: true, attributeFilter: ['style'] })
  })
}

export async function frameShownAt(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as ProbeWindow).__frameShownAt ?? [])
}

/**
 * Resolves once the frame has drawn its card in place (fully inside the viewport, then
 * two frames on): from then on the browser routes a press at the card into the frame.
 */
export async function frameDrawn(page: Page): Promise<void> {
  await secureFrame(page).evaluate(
    () =>
      new Promise<void>((resolve) => {
        const card = document.querySelector('main')
        if (!card) throw new Error('no card in the frame')
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.intersectionRatio >= 1)) return
            observer.disconnect()
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
          },
          { threshold: [1] },
        )
        observer.observe(card)
      }),
  )
}
