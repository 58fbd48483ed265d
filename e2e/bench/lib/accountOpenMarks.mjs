// Marks on the page's own clock (performance.now()) for each open of the Account view from
// the dapp's account button (its label is the short address once connected): the click,
// the dialog visible, the balance figure shown, the token list holding the wanted tokens.
// `accountOpenMarksScript` is an init script: Playwright serializes it, so it must not close
// over anything of this module.

/** The example dapp's header button while connected: "0x1234…abcd" (sdk/examples/react/src/App.tsx). */
export const ACCOUNT_BUTTON = /^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/
/** How long the page watches for the balances after a click. */
const WATCH_MS = 30_000

/**
 * Runs in the dapp page before its scripts. Each click on the account button appends to
 * `window.__accountOpens` { click, dialog, account, balance, tokens, shown, skeleton }:
 *  - click: the click event's timeStamp;
 *  - dialog / account: the first animation frame with the dialog visible / on Account;
 *  - balance: the first frame whose `[data-testid=balance]` shows a figure (a digit, no
 *    skeleton: the loading and error states have neither);
 *  - tokens: the first frame whose token list shows a row for each of `symbols`;
 *  - shown: the first frame with both; skeleton: whether a loading placeholder was seen.
 */
export function accountOpenMarksScript({ buttonPattern, symbols, watchMs }) {
  if (window.top !== window) return
  const opens = []
  Object.defineProperty(window, '__accountOpens', { value: opens })
  const pattern = new RegExp(buttonPattern)
  const symbolPatterns = symbols.map((symbol) => new RegExp(`\\b${symbol}\\b`))

  const visible = (element) => {
    if (!element.checkVisibility({ visibilityProperty: true })) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }

  const inspect = (mark, now) => {
    const dialog = document
      .querySelector('[data-airlock-modal]')
      ?.shadowRoot?.querySelector('[role=dialog]')
    if (!dialog || !visible(dialog)) return
    mark.dialog ??= now
    if (dialog.getAttribute('data-view') !== 'Account') return
    mark.account ??= now
    if (dialog.querySelector('.al-skeleton')) mark.skeleton = true
    const balance = dialog.querySelector('[data-testid=balance]')
    if (
      balance &&
      visible(balance) &&
      !balance.querySelector('.al-skeleton') &&
      /\d/.test(balance.textContent)
    ) {
      mark.balance ??= now
    }
    const rows = [...dialog.querySelectorAll('ul [data-testid=token-row]')].filter(visible)
    if (
      rows.length > 0 &&
      symbolPatterns.every((symbol) => rows.some((row) => symbol.test(row.textContent)))
    ) {
      mark.tokens ??= now
    }
    if (mark.balance !== undefined && mark.tokens !== undefined) mark.shown ??= now
  }
  const watch = (mark, until) => {
    requestAnimationFrame(() => {
      const now = performance.now()
      inspect(mark, now)
      if (mark.shown === undefined && now < until) watch(mark, until)
    })
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (!button || !pattern.test(button.textContent.trim())) return
      const mark = { click: event.timeStamp }
      opens.push(mark)
      watch(mark, performance.now() + watchMs)
    },
    { capture: true },
  )
}

/** The argument `accountOpenMarksScript` runs with, for the token symbols the account holds. */
export function accountOpenMarksArg(symbols) {
  return { buttonPattern: ACCOUNT_BUTTON.source, symbols, watchMs: WATCH_MS }
}

/**
 * Waits until the page's open number `index` (0 = the first click) shows the balances and
 * resolves with its marks; after `timeoutMs`, rejects with the marks it has.
 */
export async function waitForAccountOpen(page, index, timeoutMs) {
  try {
    await page.waitForFunction(
      (index) => window.__accountOpens?.[index]?.shown !== undefined,
      index,
      { timeout: Math.max(1, timeoutMs), polling: 50 },
    )
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error
    const seen = await page.evaluate((index) => window.__accountOpens?.[index] ?? null, index)
    throw new Error(`the Account view never showed the balances (${JSON.stringify(seen)})`)
  }
  return page.evaluate((index) => window.__accountOpens[index], index)
}
