import type { Page } from '@playwright/test'
import { connectButton, modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'

// Issue 24 §4: the Connect view's first frame is its layout. On a normal visit the wallet list
// was asked when the page was first idle, so the first frame already holds it; opened before
// it arrives, the view holds the place of its rows, so the dialog keeps its first frame's
// height when they fill in (it used to grow from 474 to 618 px some 70–300 ms after the click).

interface Frame {
  /** The dialog's laid-out height (offsetHeight: the entrance's transform left out). */
  height: number
  rows: number
  placeholders: number
}

/** Before the click: every frame of the dialog for `ms` after it first shows. */
function watchFrames(page: Page, ms: number): Promise<void> {
  return page.evaluate((watchMs) => {
    const frames: Frame[] = []
    const watch = { frames, done: false }
    Object.assign(window, { __frames: watch })
    let until = 0
    const look = (now: number) => {
      const root = document.querySelector('[data-airlock-modal]')?.shadowRoot
      const dialog = root?.querySelector<HTMLElement>('[role=dialog]')
      if (root && dialog) {
        until ||= now + watchMs
        frames.push({
          height: dialog.offsetHeight,
          rows: root.querySelectorAll('ul[aria-label="Wallets"] button').length,
          placeholders: root.querySelectorAll('.al-wallet-placeholder').length,
        })
      }
      if (!until || now < until) requestAnimationFrame(look)
      else watch.done = true
    }
    requestAnimationFrame(look)
  }, ms)
}

/** The frames seen so far, and whether the watch has ended. */
function readFrames(page: Page): Promise<{ frames: Frame[]; done: boolean }> {
  return page.evaluate(
    () => (window as unknown as { __frames: { frames: Frame[]; done: boolean } }).__frames,
  )
}

test('a normal visit: the wallet list was asked at idle, and the first frame holds it', async ({
  page,
  stack,
}) => {
  const asked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/getWallets',
  )
  await openDapp(page, requireDapp(stack).url)
  // Asked before any hover or click: the page's first idle moment did.
  await asked
  await page.waitForLoadState('networkidle')
  await watchFrames(page, 800)
  await connectButton(page).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await expect.poll(async () => (await readFrames(page)).done).toBe(true)
  const { frames } = await readFrames(page)
  expect(frames[0]?.rows).toBeGreaterThanOrEqual(4)
  expect(frames[0]?.placeholders).toBe(0)
  expect(new Set(frames.map((frame) => frame.height))).toEqual(new Set([frames[0]?.height]))
})

test('opened before the list arrives: its rows hold their place, the dialog keeps its height', async ({
  page,
  stack,
}) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname === '/getWallets',
    async (route) => {
      await held
      await route.continue()
    },
  )
  await openDapp(page, requireDapp(stack).url)
  await watchFrames(page, 3_000)
  await connectButton(page).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  // A few frames drawn before the list is let through.
  await expect.poll(async () => (await readFrames(page)).frames.length).toBeGreaterThan(5)
  release()
  await expect(
    modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button').first(),
  ).toBeVisible()
  await expect.poll(async () => (await readFrames(page)).done, { timeout: 10_000 }).toBe(true)
  const { frames } = await readFrames(page)
  expect(frames[0]).toMatchObject({ rows: 0, placeholders: 4 })
  expect(frames.at(-1)).toMatchObject({ placeholders: 0 })
  expect(frames.at(-1)?.rows).toBeGreaterThanOrEqual(4)
  expect(new Set(frames.map((frame) => frame.height))).toEqual(new Set([frames[0]?.height]))
})
