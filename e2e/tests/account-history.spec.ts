import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import { expectNoAxeViolations } from './support/axe'
import { addApiFault, airdropSpam, apiRequests, clearApiFaults } from './support/blockchainApi'
import { connectWallet, installWallet, openAccount } from './support/browserWallet'
import { modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import { funding, type MinedTransfer } from './support/funding'
import { signUpOnDapp } from './support/signedUp'

// Far from UTC (+14 h), so a grouping done in UTC rather than the visitor's zone would show.
const TIME_ZONE = 'Pacific/Kiritimati'
test.use({ timezoneId: TIME_ZONE })

/** The fixture's history page size (fixtures/blockchainApi/README.md). */
const PAGE_SIZE = 10
const DAY_MS = 86_400_000

/** Year and month name of `ms` in TIME_ZONE: the headings the list must file it under. */
function calendarOf(ms: number): { year: string; month: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'long',
  }).formatToParts(ms)
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? ''
  return { year: part('year'), month: part('month') }
}

const rows = (page: Page) => modal(page).getByTestId('transaction-row')

/** Account → "Activity": the Transactions view. */
async function openActivity(page: Page): Promise<void> {
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Activity' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Transactions')
}

/** `count` ETH transfers to `to` (0.001, 0.002, … ETH), one after the other: distinct rows. */
async function receiveMany(stack: Parameters<typeof funding>[0], to: Address, count: number) {
  const sender = funding(stack)
  const sent: MinedTransfer[] = []
  for (let index = 1; index <= count; index++)
    sent.push(await sender.sendEth(to, (index / 1000).toFixed(3)))
  return sent
}

test('the test wallet: transfers listed under their year and month, spam hidden, the next page on scroll', async ({
  page,
  stack,
}) => {
  const wallet = await installWallet(page, stack)
  // More than a page: the second one must come by scrolling.
  const count = PAGE_SIZE + 2
  const sent = await receiveMany(stack, wallet.address, count)
  await airdropSpam(stack, wallet.address)
  const last = sent.at(-1)
  if (!last) throw new Error('nothing was sent')
  // The browser lives 40 days later: the transfers' month is a past one, named, in a past or this year.
  const now = last.minedAt + 40 * DAY_MS
  await page.clock.setFixedTime(now)
  const mined = calendarOf(last.minedAt)

  await openDapp(page, requireDapp(stack).url)
  await connectWallet(page)
  await openActivity(page)
  const year = modal(page).locator('.al-tx-year', {
    has: page.getByRole('heading', { name: mined.year, exact: true }),
  })
  await expect(year).toBeVisible()
  const month = year.locator('.al-tx-month', {
    has: page.getByRole('heading', { name: mined.month, exact: true }),
  })
  await expect(month).toBeVisible()
  // The newest first: the last transfer, received from the sender, its amount as sent.
  const newest = rows(page).first()
  await expect(newest).toContainText(`Received ETH`)
  await expect(newest).toContainText(`+${(count / 1000).toString()} ETH`)
  await expect(newest).toContainText(`from ${last.from.slice(0, 6)}…${last.from.slice(-6)}`)
  await expectNoAxeViolations(page, 'Transactions')

  // Scrolling to the end of the first page brings the rest: every transfer, the spam NFT not.
  // As a person does: the wheel over the list, to its end (no click on "Load more").
  await rows(page).last().hover()
  await page.mouse.wheel(0, 5_000)
  await expect(rows(page)).toHaveCount(count)
  await expect(modal(page).getByText(/CLAIM|Airdrop/i)).toHaveCount(0)
  const pages = await apiRequests(stack, `/v1/account/${wallet.address}/history`)
  expect(pages.some((request) => request.query.cursor)).toBe(true)
  // Every amount sent is there once, as the API's spelling of it.
  for (let index = 1; index <= count; index++)
    await expect(rows(page).filter({ hasText: new RegExp(`\\+${index / 1000} ETH$`) })).toHaveCount(
      1,
    )
  expect(await month.getByTestId('transaction-row').count()).toBe(
    sent.filter((each) => calendarOf(each.minedAt).month === mined.month).length,
  )
})

test('the embedded wallet: a transfer received this month is under "This month"', async ({
  page,
  stack,
  mail,
}) => {
  const { address } = await signUpOnDapp(page, stack, mail)
  const [received] = await receiveMany(stack, address, 1)
  if (!received) throw new Error('nothing was sent')
  const mined = calendarOf(received.minedAt)
  // The test's own clock and the browser's agree on the month, except across a month's last second.
  test.skip(calendarOf(Date.now()).month !== mined.month, 'the month turned during the test')

  await openActivity(page)
  const year = modal(page).locator('.al-tx-year', {
    has: page.getByRole('heading', { name: mined.year, exact: true }),
  })
  const month = year.locator('.al-tx-month', {
    has: page.getByRole('heading', { name: 'This month', exact: true }),
  })
  await expect(month.getByTestId('transaction-row')).toHaveCount(1)
  await expect(month.getByTestId('transaction-row')).toContainText('+0.001 ETH')
})

test('a history outage shows Failed to fetch transactions, and Try again recovers', async ({
  page,
  stack,
}) => {
  const wallet = await installWallet(page, stack)
  await receiveMany(stack, wallet.address, 1)
  const path = `/v1/account/${wallet.address}/history`
  await addApiFault(stack, { pathIncludes: path, status: 500, message: 'Internal error' })

  await openDapp(page, requireDapp(stack).url)
  await connectWallet(page)
  await openActivity(page)
  await expect(
    modal(page).locator('.al-state[role="alert"]', { hasText: 'Failed to fetch transactions' }),
  ).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to fetch transactions' }).first(),
  ).toBeVisible()
  await expect(rows(page)).toHaveCount(0)

  await clearApiFaults(stack)
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page)).toContainText('+0.001 ETH')
})
