import type { BrowserContext, Locator, Page } from '@playwright/test'
import type { RecordedRequest } from '../fixtures/walletApi/walletApiFixture'
import type { FixtureWallet } from '../fixtures/walletApi/walletCatalog'
import { readStackInfo, type StackInfo } from '../stack/stackInfo'
import { connectButton, modal, openDapp, requireDapp } from './support/dapp'
import { expect, newBrowserContext, test } from './support/fixtures'

function walletApiOf(stack: StackInfo): string {
  if (!stack.walletApi) throw new Error('the stack runs without the wallet API fixture')
  return stack.walletApi.url
}

/** What the fixture has been asked for so far, in order. */
async function walletApiRequests(stack: StackInfo): Promise<RecordedRequest[]> {
  const response = await fetch(`${walletApiOf(stack)}/__requests`)
  return (await response.json()) as RecordedRequest[]
}

/** The wallets the fixture answers `request` with: the same query, asked again from here. */
async function replay(stack: StackInfo, request: RecordedRequest): Promise<FixtureWallet[]> {
  const url = new URL(request.path, walletApiOf(stack))
  for (const [key, value] of Object.entries(request.query)) url.searchParams.set(key, value)
  const response = await fetch(url)
  return ((await response.json()) as { data: FixtureWallet[] }).data
}

const allWalletsList = (page: Page) => modal(page).getByRole('list', { name: 'All wallets' })
const rows = (list: Locator) => list.getByRole('button')
const searchField = (page: Page) => modal(page).getByLabel('Search wallet')

// One page for the whole describe: each test only reads the catalogue and leaves the
// view as it found it (no search), so a second page load would only cost time.
test.describe
  .serial('AllWallets over the wallet API fixture', () => {
    let context: BrowserContext
    let page: Page
    let stack: StackInfo

    test.beforeAll(async ({ browser }) => {
      stack = readStackInfo()
      context = await newBrowserContext(browser)
      page = await context.newPage()
      await openDapp(page, requireDapp(stack).url)
      await connectButton(page).click()
      await modal(page)
        .getByRole('button', { name: /^All Wallets\b/ })
        .click()
      await expect(modal(page)).toHaveAttribute('data-view', 'AllWallets')
      await expect(modal(page).getByRole('heading', { name: 'All Wallets' })).toBeVisible()
    })

    test.afterAll(async () => {
      await context.close()
    })

    test('the list loads from the catalogue, renders only the rows in view, and fetches the next page on scroll', async () => {
      const list = allWalletsList(page)
      await expect(rows(list).first()).toBeVisible()
      const firstName = ((await rows(list).first().textContent()) ?? '').trim()
      // Windowed: a few rows in the DOM, fewer than one page, of a catalogue of 560.
      const rendered = await rows(list).count()
      expect(rendered).toBeGreaterThan(3)
      expect(rendered).toBeLessThan(40)

      const before = (await walletApiRequests(stack)).length
      const isSecondPage = (request: RecordedRequest) =>
        request.path === '/getWallets' && request.query.page === '2' && !request.query.search
      // Scroll until the list's end asks the API for page 2 (40 per page, SPEC §9).
      await list.hover()
      await expect
        .poll(
          async () => {
            if ((await walletApiRequests(stack)).slice(before).some(isSecondPage)) return true
            await page.mouse.wheel(0, 300)
            return false
          },
          { timeout: 15_000 },
        )
        .toBe(true)
      const secondPage = (await walletApiRequests(stack)).slice(before).find(isSecondPage)
      if (!secondPage) throw new Error('no page-2 request recorded')
      expect(secondPage.query.entries).toBe('40')
      const pageTwo = await replay(stack, secondPage)
      expect(pageTwo.length).toBeGreaterThan(0)

      // Keep scrolling, a few rows at a time: wallets of page 2 come into the DOM.
      const pageTwoNames = new Set(pageTwo.map((wallet) => wallet.name))
      await expect
        .poll(
          async () => {
            const shown = (await rows(list).allTextContents()).map((text) => text.trim())
            if (shown.some((name) => pageTwoNames.has(name))) return true
            await page.mouse.wheel(0, 300)
            return false
          },
          { timeout: 15_000 },
        )
        .toBe(true)
      // …and the first row has left it.
      await expect(list.getByText(firstName, { exact: true })).toHaveCount(0)
      expect(await rows(list).count()).toBeLessThan(40)
    })

    test('arrow keys move focus between the rows', async () => {
      const list = allWalletsList(page)
      // The name of the row that has focus inside the modal's shadow root.
      const focusedRow = () =>
        list.evaluate((element) => {
          const active = (element.getRootNode() as ShadowRoot).activeElement
          return active && element.contains(active) ? (active.textContent ?? '').trim() : null
        })
      await rows(list).first().focus()
      const start = await focusedRow()
      expect(start).toBeTruthy()

      await page.keyboard.press('ArrowDown')
      await expect.poll(focusedRow).not.toBe(start)
      const next = await focusedRow()
      expect(next).not.toBeNull()
      await page.keyboard.press('ArrowDown')
      await expect.poll(focusedRow).not.toBe(next)
      await page.keyboard.press('ArrowUp')
      await expect.poll(focusedRow).toBe(next)
      await page.keyboard.press('ArrowUp')
      await expect.poll(focusedRow).toBe(start)
    })

    test('a search finds a wallet by name, asking the API once the typing has settled', async () => {
      const before = (await walletApiRequests(stack)).length
      // Typed key by key, as a person does: the wait after the last key makes it one search.
      await searchField(page).pressSequentially('Rainbow')
      const list = allWalletsList(page)
      await expect(list.getByRole('button', { name: /^Rainbow\b/ })).toBeVisible()
      for (const name of await rows(list).allTextContents())
        expect(name.toLowerCase()).toContain('rainbow')
      const searches = (await walletApiRequests(stack))
        .slice(before)
        .filter((request) => request.path === '/getWallets' && request.query.search !== undefined)
      // Without the wait every key would ask (7 requests); a stalled machine may split it once.
      expect(searches.length).toBeLessThan(3)
      expect(searches.at(-1)?.query.search).toBe('Rainbow')
      // SPEC §9: a search asks for up to 100.
      expect(searches[0]?.query.entries).toBe('100')
    })

    test('a search that matches nothing says "No Wallet found"', async () => {
      await searchField(page).fill('zzqx no such wallet')
      await expect(modal(page).getByText('No Wallet found')).toBeVisible()
      await expect(allWalletsList(page)).toHaveCount(0)
      await searchField(page).fill('')
      await expect(rows(allWalletsList(page)).first()).toBeVisible()
    })
  })
