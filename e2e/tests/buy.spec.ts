import type { Page } from '@playwright/test'
import { type Address, erc20Abi, parseUnits } from 'viem'
import { expectNoAxeViolations } from './support/axe'
import { addApiFault, blockchainApiUrl, clearApiFaults } from './support/blockchainApi'
import { connectNewWallet, openAccount } from './support/browserWallet'
import { modal } from './support/dapp'
import { expect, test } from './support/fixtures'
import { funding, stackToken } from './support/funding'
import { signUpOnDapp } from './support/signedUp'

/** How the fixture's on-ramp names the dapp's first network (fixtures/blockchainApi/onrampHandlers.ts). */
const ONRAMP_NETWORK = 'anvil-31337'
const CONTINUE = 'Continue with Coinbase'

/** Account → "Buy", once the options have arrived. */
async function openBuy(page: Page): Promise<void> {
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'OnRampProviders')
  await expect(modal(page).getByRole('heading', { name: 'Buy Crypto' })).toBeVisible()
  await expect(modal(page).getByRole('combobox', { name: 'Buy' })).toBeVisible()
}

interface Choice {
  asset: string
  currency: string
  method: 'Card' | 'Bank transfer'
  amount: string
}

async function choose(page: Page, choice: Choice): Promise<void> {
  const view = modal(page)
  await view.getByRole('combobox', { name: 'Buy' }).selectOption(choice.asset)
  await view.getByRole('combobox', { name: 'Currency' }).selectOption(choice.currency)
  await view.getByRole('radio', { name: choice.method }).check()
  await view.getByRole('textbox', { name: 'Amount' }).fill(choice.amount)
}

/** The view's alerts (the core's toast, outside the dialog, repeats some of them). */
const alerts = (page: Page) => modal(page).getByRole('alert')

/** "Continue": the provider's page in a new window; returns it loaded, with its parameters. */
async function continueToProvider(page: Page, stack: Parameters<typeof blockchainApiUrl>[0]) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    modal(page).getByRole('button', { name: CONTINUE }).click(),
  ])
  await popup.waitForLoadState()
  const url = new URL(popup.url())
  expect(`${url.origin}${url.pathname}`).toBe(`${new URL(blockchainApiUrl(stack)).origin}/onramp`)
  // noopener: the provider's page has no handle on the dapp.
  expect(await popup.evaluate(() => window.opener === null)).toBe(true)
  return { popup, params: url.searchParams }
}

/** "Complete purchase" on the provider's page; the whole units it says it delivered. */
async function completePurchase(popup: Page, address: Address, asset: string): Promise<string> {
  await popup.getByRole('button', { name: 'Complete purchase' }).click()
  const delivered = popup.getByTestId('onramp-delivered')
  await expect(delivered).toHaveText(
    new RegExp(`^Delivered [0-9.]+ ${asset} to ${address} on ${ONRAMP_NETWORK}$`),
  )
  const units = /^Delivered ([0-9.]+) /.exec((await delivered.textContent()) ?? '')?.[1]
  if (!units) throw new Error('the provider page did not say what it delivered')
  return units
}

/** SPEC §5 display: quantities cut (not rounded) to `places` decimals. */
const cut = (units: string, places: number) => {
  const [whole = '0', fraction = ''] = units.split('.')
  return `${whole}.${fraction.padEnd(places, '0').slice(0, places)}`
}

/** Back in the dapp: the view saw the purchase arrive; Account shows it. */
async function expectArrived(page: Page): Promise<void> {
  await expect(modal(page).getByTestId('onramp-status')).toHaveText(
    'It has arrived: your balance is up to date.',
    { timeout: 20_000 },
  )
  await modal(page).getByRole('button', { name: 'Back to account' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}

test('the embedded wallet buys ETH with a card in USD: fees quoted, the provider page gets the parameters, the ETH arrives', async ({
  page,
  stack,
  mail,
}) => {
  // A sign-up through the frame, a purchase mined on chain and the view's polling: about a
  // minute on the 2-core machine while other suites run.
  test.setTimeout(120_000)
  const { address } = await signUpOnDapp(page, stack, mail)
  const reader = funding(stack).reader
  expect(await reader.getBalance({ address })).toBe(0n)
  await openBuy(page)
  await expect(modal(page).getByRole('combobox', { name: 'Buy' })).toHaveValue('ETH')
  await choose(page, { asset: 'ETH', currency: 'USD', method: 'Card', amount: '100' })
  await expect(modal(page).getByTestId('onramp-limits')).toHaveText('Card: $10.00 to $7,500.00')

  // The fixture's card fee is 2 %; the network fee is the delivery's gas at the node's price.
  await expect(modal(page).getByText('Provider fee (2%)')).toBeVisible()
  await expect(modal(page).getByTestId('onramp-provider-fee')).toHaveText('$2.00')
  await expect(modal(page).getByTestId('onramp-network-fee')).toHaveText(/^\$\d+\.\d{2}$/)
  await expect(modal(page).getByTestId('onramp-total')).toHaveText('$100.00')
  await expect(modal(page).getByTestId('onramp-receive')).toHaveText(/^≈ 0\.0\d{5} ETH$/)
  await expectNoAxeViolations(page, 'OnRampProviders with a quote')

  const { popup, params } = await continueToProvider(page, stack)
  expect(JSON.parse(params.get('destinationWallets') ?? '')).toEqual([
    { address, blockchains: [ONRAMP_NETWORK], assets: ['ETH'] },
  ])
  expect(params.get('partnerUserId')).toBe(address)
  expect(params.get('defaultNetwork')).toBe(ONRAMP_NETWORK)
  expect(params.get('paymentAmount')).toBe('100')
  expect(params.get('paymentCurrency')).toBe('USD')
  await expect(modal(page).getByRole('heading', { name: 'Continue in Coinbase' })).toBeVisible()
  await expectNoAxeViolations(page, 'OnRampProviders waiting for the purchase')

  const units = await completePurchase(popup, address, 'ETH')
  expect(await reader.getBalance({ address })).toBe(parseUnits(units, 18))
  await popup.close()
  await expectArrived(page)
  await expect(modal(page).getByTestId('balance')).toHaveText(`${cut(units, 3)} ETH`)
})

test('the test wallet buys AUSD by bank transfer in EUR: 1 % fee, the AUSD arrives and is listed', async ({
  page,
  stack,
}) => {
  const wallet = await connectNewWallet(page, stack)
  await openBuy(page)
  await choose(page, { asset: 'AUSD', currency: 'EUR', method: 'Bank transfer', amount: '250' })
  await expect(modal(page).getByTestId('onramp-limits')).toHaveText(
    'Bank transfer: €10.00 to €25,000.00',
  )
  await expect(modal(page).getByText('Provider fee (1%)')).toBeVisible()
  await expect(modal(page).getByTestId('onramp-provider-fee')).toHaveText('€2.50')
  await expect(modal(page).getByTestId('onramp-total')).toHaveText('€250.00')
  await expect(modal(page).getByTestId('onramp-receive')).toHaveText(/^≈ \d+\.\d{6} AUSD$/)

  const { popup, params } = await continueToProvider(page, stack)
  expect(JSON.parse(params.get('destinationWallets') ?? '')).toEqual([
    { address: wallet.address, blockchains: [ONRAMP_NETWORK], assets: ['AUSD'] },
  ])
  expect(params.get('defaultNetwork')).toBe(ONRAMP_NETWORK)
  expect(params.get('paymentAmount')).toBe('250')
  expect(params.get('paymentCurrency')).toBe('EUR')

  const units = await completePurchase(popup, wallet.address, 'AUSD')
  const ausd = stackToken(stack, 'AUSD')
  const held = await funding(stack).reader.readContract({
    address: ausd.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [wallet.address],
  })
  expect(held).toBe(parseUnits(units, ausd.decimals))
  await popup.close()
  await expectArrived(page)
  await expect(modal(page).getByTestId('token-row').filter({ hasText: 'AUSD' })).toContainText(
    `${cut(units, 2)} AUSD`,
  )
})

test('errors: amounts outside the limits, a quote outage, a URL generator outage, no URL', async ({
  page,
  stack,
}) => {
  await connectNewWallet(page, stack)
  await openBuy(page)
  const amount = modal(page).getByRole('textbox', { name: 'Amount' })

  await choose(page, { asset: 'ETH', currency: 'USD', method: 'Card', amount: '5' })
  await expect(alerts(page)).toHaveText(['Enter an amount between $10.00 and $7,500.00.'])
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await modal(page).getByRole('radio', { name: 'Bank transfer' }).check()
  await amount.fill('30000')
  await expect(alerts(page)).toHaveText(['Enter an amount between $10.00 and $25,000.00.'])
  await expectNoAxeViolations(page, 'OnRampProviders with an amount outside the limits')
  // Continue does not go on with it.
  await modal(page).getByRole('button', { name: CONTINUE }).click()
  await expect(amount).toBeFocused()
  expect(page.context().pages()).toHaveLength(1)

  try {
    await addApiFault(stack, {
      pathIncludes: '/v1/onramp/quote',
      status: 503,
      message: 'quote service down',
    })
    await amount.fill('100')
    await expect(alerts(page)).toHaveText(['Something went wrong'])
    await expect(modal(page).getByTestId('onramp-quote')).toHaveCount(0)
    await clearApiFaults(stack)
    await amount.fill('101')
    await expect(alerts(page)).toHaveCount(0)
    await expect(modal(page).getByTestId('onramp-total')).toHaveText('$101.00')

    await addApiFault(stack, {
      pathIncludes: '/v1/generators/onrampurl',
      status: 500,
      message: 'url generator down',
    })
    await modal(page).getByRole('button', { name: CONTINUE }).click()
    await expect(alerts(page)).toHaveText(['Something went wrong'])
    expect(page.context().pages()).toHaveLength(1)
  } finally {
    await clearApiFaults(stack)
  }

  // An answer without a URL (the fixture's own response, its CORS headers kept): nothing to open.
  await page.route(
    (url) => url.pathname.endsWith('/v1/generators/onrampurl'),
    async (route) => route.fulfill({ response: await route.fetch(), json: {} }),
  )
  await modal(page).getByRole('button', { name: CONTINUE }).click()
  await expect(alerts(page)).toHaveText(['No URL was provided'])
  // The core's error toast says it too, outside the dialog.
  await expect(page.getByRole('alert').filter({ hasText: 'No URL was provided' })).toHaveCount(2)
  expect(page.context().pages()).toHaveLength(1)
})
