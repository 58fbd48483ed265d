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
/** The dialog is fully shown once nothing of it has changed for this long. */
const STABLE_MS = 1_500
/** Changes of the open kept for the bench's listing (run 0). */
const MAX_CHANGES = 40

/**
 * Runs in the dapp page before its scripts. Fills `window.__firstOpen`:
 *  - button.elementTiming: Element Timing renderTime of the button's text;
 *  - button.frame: after the first animation frame in which the button is in the DOM and
 *    visible, a setTimeout 0 later (that frame has been produced);
 *  - open.click: the click event's timeStamp;
 *  - open.dialog: the first animation frame in which the dialog is visible; open.view: its
 *    data-view; open.list: the first frame in which it also holds the list named "Wallets"
 *    with its first button visible and enabled; open.section / open.sectionShown: the same
 *    for the `[data-testid=wallets]` section / the section with or without a button;
 *  - open.control: the first frame in which the view (`.al-body`) holds a visible, enabled
 *    button or input: the first control laid out;
 *  - open.shown: the last frame in which anything of the modal changed (see `sample`),
 *    set once nothing has changed for `stableMs`; open.shownBy: what changed then;
 *    open.lastChange / lastChangeBy: the same, moved by a change after that;
 *    open.changes: the first changes, { at, what }; open.unsettled: why it never settled;
 *    open.watched: when the watch ended (settled for 3 × stableMs, or watchMs passed).
 */
export function firstOpenMarksScript({
  label,
  walletsName,
  elementTimingId,
  watchMs,
  stableMs,
  maxChanges,
}) {
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

  // "Fully shown" is the last visual change of the modal, sampled once per animation frame
  // (a rAF callback sees the state the frame about to be painted shows): the dialog's box
  // as laid out and transformed, the opacity and transform of it and of the backdrop, any
  // animation or transition running in the modal's shadow tree (an endless one, a spinner
  // or a shimmer, is a loading state: never settled while it runs), an image still
  // loading or newly decoded, web fonts loading, and any DOM change in the tree (a view
  // re-rendering to the same box, an icon replacing its placeholder).
  let mutated = []
  let observed
  let last = ''
  const tagOf = (element) =>
    element ? `${element.tagName.toLowerCase()}.${element.classList?.[0] ?? ''}` : '?'
  const snapshot = (root, dialog) => {
    const box = dialog.getBoundingClientRect()
    const style = getComputedStyle(dialog)
    const backdrop = root.querySelector('.al-backdrop')
    const backdropOpacity = backdrop ? getComputedStyle(backdrop).opacity : '-'
    const round = (value) => value.toFixed(1)
    const running = root
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const endless = animation.effect?.getComputedTiming().iterations === Infinity
        const name = animation.animationName ?? animation.transitionProperty ?? 'animation'
        return `${endless ? 'endless ' : ''}${name} on ${tagOf(animation.effect?.target)}`
      })
    const images = [...dialog.querySelectorAll('img')]
      .map((image) => `${image.complete ? 'done' : 'loading'} ${image.currentSrc.slice(-40)}`)
      .join(',')
    return {
      box: `${round(box.x)},${round(box.y)},${round(box.width)},${round(box.height)}`,
      look: `${style.opacity} ${style.transform} backdrop ${backdropOpacity}`,
      running,
      images,
      fonts: document.fonts.status,
    }
  }
  const sample = (now, root, dialog) => {
    if (!observed) {
      observed = new MutationObserver((records) => {
        for (const record of records)
          mutated.push(`${record.attributeName ?? record.type} ${tagOf(record.target)}`)
      })
      observed.observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      })
    }
    const state = snapshot(root, dialog)
    const key = JSON.stringify(state)
    const what = []
    if (key !== last) {
      const before = last ? JSON.parse(last) : {}
      for (const name of ['box', 'look', 'images', 'fonts']) {
        if (before[name] !== state[name]) what.push(`${name} ${state[name]}`)
      }
      if (JSON.stringify(before.running) !== JSON.stringify(state.running))
        what.push(`running [${state.running.join('; ')}]`)
    }
    if (state.running.length) what.push('animating')
    if (state.images.includes('loading')) what.push('an image loading')
    if (state.fonts !== 'loaded') what.push('fonts loading')
    if (mutated.length) what.push(`dom ${[...new Set(mutated)].slice(0, 3).join(', ')}`)
    last = key
    mutated = []
    if (what.length === 0) {
      if (marks.open.shown === undefined && now - marks.open.lastChange >= stableMs) {
        marks.open.shown = marks.open.lastChange
        marks.open.shownBy = marks.open.lastChangeBy
      }
      return
    }
    marks.open.lastChange = now
    marks.open.lastChangeBy = what.join('; ')
    marks.open.changes ??= []
    if (marks.open.changes.length < maxChanges) marks.open.changes.push({ at: now, what })
  }

  const inspect = (now) => {
    const root = document.querySelector('[data-airlock-modal]')?.shadowRoot
    const dialog = root?.querySelector('[role=dialog]')
    if (!root || !dialog || !visible(dialog)) return
    marks.open.dialog ??= now
    marks.open.view ??= dialog.getAttribute('data-view')
    sample(now, root, dialog)
    const body = dialog.querySelector('.al-body')
    if (body && [...body.querySelectorAll('button, input')].some(usable)) marks.open.control ??= now
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
      // Still watched after it settled, so a late change (an icon after the network went
      // idle) moves the mark instead of going unseen.
      const done =
        marks.open.list !== undefined &&
        marks.open.shown !== undefined &&
        now - marks.open.lastChange >= 3 * stableMs
      if (!done && now < until) return watchOpen(until)
      marks.open.watched = now
      if (marks.open.shown === undefined)
        marks.open.unsettled = marks.open.lastChangeBy ?? 'the dialog never showed'
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
  stableMs: STABLE_MS,
  maxChanges: MAX_CHANGES,
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
