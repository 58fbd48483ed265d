import type { Page } from '@playwright/test'
import { DEFAULT_USD_PRICES } from '../fixtures/blockchainApi/market'
import { expectNoAxeViolations } from './support/axe'
import { addApiFault, apiRequests } from './support/blockchainApi'
import { connectWallet, installWallet, openAccount } from './support/browserWallet'
import { closeModal, modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import { funding } from './support/funding'
import { signUpOnDapp } from './support/signedUp'

// Amounts with more decimals than the modal shows, so the cut (not rounding) of SPEC §5 is seen.
const ETH_SENT = '1.2345'
const AUSD_SENT = '12.345678'

/** `numeric` cut (not rounded) to `places` decimals, as SPEC §5 displays balances. */
function cut(numeric: string, places: number): string {
  const [whole, fraction = ''] = numeric.split('.')
  return `${whole}.${fraction.padEnd(places, '0').slice(0, places)}`
}

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value)

/** What the Account view must show for ETH_SENT and AUSD_SENT: computed, not copied from the page. */
function expected() {
  const eth = Number(ETH_SENT) * (DEFAULT_USD_PRICES.ETH ?? Number.NaN)
  const ausd = Number(AUSD_SENT) * (DEFAULT_USD_PRICES.AUSD ?? Number.NaN)
  return {
    balance: `${cut(ETH_SENT, 3)} ETH`,
    rows: [
      {
        name: 'Ether',
        quantity: `${cut(ETH_SENT, 3)} ETH`,
        value: usd(eth),
        icon: '/icons/ETH.svg',
      },
      {
        name: 'Airlock USD',
        quantity: `${cut(AUSD_SENT, 2)} AUSD`,
        value: usd(ausd),
        icon: '/icons/AUSD.svg',
      },
    ],
  }
}

const tokenRows = (page: Page) => modal(page).getByTestId('token-row')

async function expectFundedAccount(page: Page): Promise<void> {
  const want = expected()
  await expect(modal(page).getByTestId('balance')).toHaveText(want.balance)
  await expect(tokenRows(page)).toHaveCount(want.rows.length)
  for (const [index, row] of want.rows.entries()) {
    const shown = tokenRows(page).nth(index)
    await expect(shown).toContainText(row.name)
    await expect(shown).toContainText(row.quantity)
    await expect(shown).toContainText(row.value)
    const icon = shown.locator('img')
    await expect(icon).toHaveAttribute('src', new RegExp(`${row.icon.replace('.', '\\.')}$`))
    // Loaded, not a broken image.
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  }
}

test('the test wallet: Account shows the ETH and AUSD another account sent, and the token list', async ({
  page,
  stack,
}) => {
  const wallet = await installWallet(page, stack)
  const sender = funding(stack)
  await sender.sendEth(wallet.address, ETH_SENT)
  await sender.sendToken('AUSD', wallet.address, AUSD_SENT)

  await openDapp(page, requireDapp(stack).url)
  await connectWallet(page)
  await openAccount(page)
  await expectFundedAccount(page)
  // The balance came from the data API, asked with the SDK's parameters, for this chain.
  const calls = await apiRequests(stack, `/v1/account/${wallet.address}/balance`)
  expect(calls.length).toBeGreaterThan(0)
  expect(calls[0]?.query).toMatchObject({
    projectId: stack.projectId,
    chainId: 'eip155:31337',
    currency: 'usd',
  })
  await expectNoAxeViolations(page, 'Account with tokens')
})

test('the embedded wallet: Account shows what another account sent once the 30 s cache is over', async ({
  page,
  stack,
  mail,
}) => {
  test.setTimeout(120_000)
  const { address } = await signUpOnDapp(page, stack, mail)
  const sender = funding(stack)
  await sender.sendEth(address, ETH_SENT)
  await sender.sendToken('AUSD', address, AUSD_SENT)
  // The sign-up's Account view cached the empty account (SPEC §9: 30 s): reopened until it is asked again.
  await expect(async () => {
    await openAccount(page)
    try {
      await expect(modal(page).getByTestId('balance')).toHaveText(expected().balance, {
        timeout: 2_000,
      })
    } catch (error) {
      await closeModal(page)
      throw error
    }
  }).toPass({ timeout: 60_000, intervals: [2_000] })
  await expectFundedAccount(page)
})

test('a balance outage shows Token Balance Unavailable, and a reopen within 30 s asks nothing', async ({
  page,
  stack,
}) => {
  const wallet = await installWallet(page, stack)
  const path = `/v1/account/${wallet.address}/balance`
  await addApiFault(stack, { pathIncludes: path, status: 503, message: 'Service Unavailable' })

  await openDapp(page, requireDapp(stack).url)
  await connectWallet(page)
  await openAccount(page)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Token Balance Unavailable' }),
  ).toBeVisible()
  await expect(modal(page).getByTestId('balance')).toHaveText('–Balance unavailable')
  await expect(modal(page).getByText('Token balances are unavailable right now.')).toBeVisible()
  const failed = (await apiRequests(stack, path)).length
  expect(failed).toBeGreaterThan(0)

  await closeModal(page)
  await openAccount(page)
  // Something the reopened view asks after its balance effect ran: history, once it arrived the balance would have too.
  const historyPath = `/v1/account/${wallet.address}/history`
  await modal(page).getByRole('button', { name: 'Activity' }).click()
  await expect.poll(async () => (await apiRequests(stack, historyPath)).length).toBeGreaterThan(0)
  expect(await apiRequests(stack, path)).toHaveLength(failed)
})
