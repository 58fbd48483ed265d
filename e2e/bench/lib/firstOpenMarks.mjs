// Marks on the page's own clock (performance.now(), 0 = navigation start) for the first
// open of the Connect view: the connect button painted, the click, the wallet list usable.
// `firstOpenMarksScript` is an init script: Playwright serializes it, so it must not close
// over anything of this module.

/** The example dapp's connect button while no wallet is connected. */
export const CONNECT_LABEL = 'Connect Wallet'
/** The accessible name of the Connect view's wallet list. */
export const WALLETS_NAME = 'Wallets'
const ELEMENT_TIMING_ID = 'airlock-connect-button'
/** How long the page keeps looking for the open modal after the click. */
const WATCH_MS = 30_000

/**
 * Runs in the dapp page before its scripts. Fills `window.__firstOpen`:
 *  - button.elementTiming: Element Timing renderTime of the button's text;
 *  - button.frame: after the first animation frame in which the button is in the DOM and
 *    visible, a setTimeout 0 later (that frame has been produced);
 *  - open.click: the click event's timeStamp;
 *  - open.dialog: the first animation frame in which the dialog is visible; open.view: its
 *    data-view; open.list: the first frame in which it also holds the list named "Wallets"
 *    with its first button visible and enabled; open.section / open.sectionShown: the same
 *    for the `[data-testid=wallets]` section / the section with or without a button.
 */
export function firstOpenMarksScript({ label, walletsName, elementTimingId, watchMs }) {
  if (window.top !== window) return
  const marks = { button: {}, open: {} }
  Object.defineProperty(window, '__firstOpen', { value: marks })

  const visible = (element) => {
    if (!element.checkVisibility({ visibilityProperty: true })) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const connectButton = () =>
    [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === label)

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.identifier !== elementTimingId || marks.button.elementTiming !== undefined)
          continue
        marks.button.elementTiming = entry.renderTime || entry.loadTime
      }
    }).observe({ type: 'element', buffered: true })
  } catch {
    // No Element Timing in this browser: the animation-frame mark still comes.
  }

  const watchButton = (button) => {
    requestAnimationFrame(() => {
      if (!visible(button)) return watchButton(button)
      setTimeout(() => {
        marks.button.frame = performance.now()
      }, 0)
    })
  }
  // The attribute has to be there before the first paint: this runs in the microtask after
  // React inserts the button, before the frame that paints it.
  new MutationObserver((_records, observer) => {
    const button = connectButton()
    if (!button) return
    observer.disconnect()
    marks.button.inDom = performance.now()
    button.setAttribute('elementtiming', elementTimingId)
    watchButton(button)
  }).observe(document, { childList: true, subtree: true })

  const nameOf = (element, root) => {
    const ids = element.getAttribute('aria-labelledby')
    const text = ids
      ? ids
          .split(/\s+/)
          .map((id) => (root.getElementById(id) ?? document.getElementById(id))?.textContent ?? '')
          .join(' ')
      : (element.getAttribute('aria-label') ?? '')
    return text.replace(/\s+/g, ' ').trim()
  }
  const roleOf = (element) =>
    element.getAttribute('role') ?? (element.matches('ul, ol, menu') ? 'list' : null)
  const usable = (button) =>
    button !== null &&
    !button.disabled &&
    button.getAttribute('aria-disabled') !== 'true' &&
    visible(button)

  const inspect = (now) => {
    const root = document.querySelector('[data-airlock-modal]')?.shadowRoot
    const dialog = root?.querySelector('[role=dialog]')
    if (!root || !dialog || !visible(dialog)) return
    marks.open.dialog ??= now
    marks.open.view ??= dialog.getAttribute('data-view')
    const section = dialog.querySelector('[data-testid=wallets]')
    if (section) marks.open.sectionShown ??= now
    if (section && usable(section.querySelector('button, [role=button]'))) {
      marks.open.section ??= now
    }
    const list = [...dialog.querySelectorAll('[role=list], ul, ol, menu')].find(
      (element) => roleOf(element) === 'list' && nameOf(element, root) === walletsName,
    )
    if (list && usable(list.querySelector('button, [role=button]'))) marks.open.list ??= now
  }
  const watchOpen = (until) => {
    requestAnimationFrame(() => {
      const now = performance.now()
      inspect(now)
      if (marks.open.list === undefined && now < until) watchOpen(until)
    })
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (marks.open.click !== undefined || button?.textContent.trim() !== label) return
      marks.open.click = event.timeStamp
      watchOpen(performance.now() + watchMs)
    },
    { capture: true },
  )
}

/** The argument `firstOpenMarksScript` runs with. */
export const firstOpenMarksArg = {
  label: CONNECT_LABEL,
  walletsName: WALLETS_NAME,
  elementTimingId: ELEMENT_TIMING_ID,
  watchMs: WATCH_MS,
}

/** The page's marks so far. */
export function readMarks(page) {
  return page.evaluate(() => window.__firstOpen ?? null)
}

/**
 * Waits until the page has marked any of `keys` ('button.frame', 'open.list', …); resolves
 * with the marks, or null after `timeoutMs` (> 0: Playwright reads 0 as "no timeout").
 */
export async function waitForMark(page, keys, timeoutMs) {
  const paths = keys.map((key) => key.split('.'))
  try {
    await page.waitForFunction(
      (paths) => paths.some(([group, name]) => window.__firstOpen?.[group]?.[name] !== undefined),
      paths,
      { timeout: Math.max(1, timeoutMs), polling: 50 },
    )
  } catch (error) {
    if (error?.name === 'TimeoutError') return null
    throw error
  }
  return readMarks(page)
}
