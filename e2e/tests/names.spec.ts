import type { Page } from '@playwright/test'
import { approve } from './support/approval'
import { expectNoAxeViolations } from './support/axe'
import { addApiFault, apiRequests } from './support/blockchainApi'
import { connectNewWallet, openAccount } from './support/browserWallet'
import { closeModal, modal } from './support/dapp'
import { expect, test } from './support/fixtures'
import { freshLabel, NAME_ZONE, registerNameFor, resolveName } from './support/names'
import { signUpOnDapp } from './support/signedUp'

/** Account → "Choose a name" → RegisterAccountName, `label` typed and judged free. */
async function chooseName(page: Page, label: string): Promise<void> {
  await openAccount(page)
  await modal(page)
    .getByRole('button', { name: /^Choose a name/ })
    .click()
  await expect(modal(page)).toHaveAttribute('data-view', 'RegisterAccountName')
  await modal(page).getByRole('textbox', { name: 'Name' }).fill(label)
  await expect(modal(page).getByTestId('name-status')).toHaveText(
    `${label}.${NAME_ZONE} is available`,
  )
}

const suggestions = (page: Page) =>
  modal(page).getByRole('list', { name: 'Suggestions' }).getByRole('button')

async function expectRegistered(
  page: Page,
  full: string,
  address: string,
  stack: Parameters<typeof resolveName>[0],
) {
  await expect(modal(page)).toHaveAttribute('data-view', 'RegisterAccountNameSuccess')
  await expect(modal(page).getByText(`${full} is now your account name.`)).toBeVisible()
  await expectNoAxeViolations(page, 'RegisterAccountNameSuccess')
  await modal(page).getByRole('button', { name: 'Done' }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByTestId('account-address')).toHaveText(full)
  await expect(modal(page).getByRole('button', { name: /^Choose a name/ })).toHaveCount(0)
  // The name now resolves to the account, for anyone asking the API.
  expect((await resolveName(stack, full)).map((each) => each.toLowerCase())).toEqual([
    address.toLowerCase(),
  ])
}

test('the test wallet: suggestions, a name registered with its signature, shown and resolving, again after a reload', async ({
  page,
  stack,
}) => {
  const wallet = await connectNewWallet(page, stack)
  const label = freshLabel()
  const full = `${label}.${NAME_ZONE}`
  await chooseName(page, label)
  // Alternatives the API offers for a free name, each in the zone and free.
  await expect(suggestions(page).first()).toBeVisible()
  for (const suggestion of await suggestions(page).allTextContents())
    expect(suggestion).toMatch(new RegExp(`\\.${NAME_ZONE.replace('.', '\\.')}\\s*Available$`))
  await expectNoAxeViolations(page, 'RegisterAccountName')

  await modal(page).getByRole('button', { name: 'Register' }).click()
  await expectRegistered(page, full, wallet.address, stack)
  // Signed by the wallet: the API verified a personal_sign of the message by this address.
  const posts = await apiRequests(stack, '/v1/profile/account')
  expect(posts.filter((request) => request.method === 'POST').length).toBeGreaterThan(0)

  // A new visit finds the name again from the address (the identity lookup).
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 15_000 })
  await openAccount(page)
  await expect(modal(page).getByTestId('account-address')).toHaveText(full)
  const lookups = await apiRequests(stack, `/v1/identity/${wallet.address}`)
  expect(lookups.length).toBeGreaterThan(0)
})

test('the embedded wallet: a name registered with the signature approved in the frame', async ({
  page,
  stack,
  mail,
}) => {
  const { address } = await signUpOnDapp(page, stack, mail)
  const label = freshLabel()
  const full = `${label}.${NAME_ZONE}`
  await chooseName(page, label)
  await modal(page).getByRole('button', { name: 'Register' }).click()
  await approve(page)
  await expectRegistered(page, full, address, stack)
})

test("a name another account takes meanwhile: 'Error registering name {name}', back on the form", async ({
  page,
  stack,
}) => {
  await connectNewWallet(page, stack)
  const label = freshLabel()
  const full = `${label}.${NAME_ZONE}`
  await chooseName(page, label)
  const owner = await registerNameFor(stack, full)

  await modal(page).getByRole('button', { name: 'Register' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: `Error registering name ${full}` }),
  ).toBeVisible()
  await expect(modal(page)).toHaveAttribute('data-view', 'RegisterAccountName')
  expect(await resolveName(stack, full)).toEqual([owner])
  await closeModal(page)
  await openAccount(page)
  await expect(modal(page).getByTestId('account-address')).not.toHaveText(full)
})

test("a suggestions outage shows 'Error fetching name suggestions'", async ({ page, stack }) => {
  await connectNewWallet(page, stack)
  const label = freshLabel('outage')
  await addApiFault(stack, {
    pathIncludes: `/v1/profile/suggestions/${label}`,
    status: 503,
    message: 'Service Unavailable',
  })
  await openAccount(page)
  await modal(page)
    .getByRole('button', { name: /^Choose a name/ })
    .click()
  await modal(page).getByRole('textbox', { name: 'Name' }).fill(label)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Error fetching name suggestions' }),
  ).toBeVisible()
  await expect(suggestions(page)).toHaveCount(0)
  await expect(modal(page).getByTestId('name-status')).not.toContainText('is available')
})
