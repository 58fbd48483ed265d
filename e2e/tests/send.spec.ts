import type { Locator, Page } from '@playwright/test'
import { type Address, erc20Abi, formatEther, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { StackInfo } from '../stack/stackInfo'
import {
  approvalCard,
  approve,
  cardFee,
  cardField,
  reject as rejectInFrame,
} from './support/approval'
import { expectNoAxeViolations } from './support/axe'
import { addApiFault, blockchainApiUrl } from './support/blockchainApi'
import {
  connectNewWallet,
  connectWallet,
  installWallet,
  openAccount,
} from './support/browserWallet'
import { modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import { funding, stackToken } from './support/funding'
import { freshLabel, NAME_ZONE } from './support/names'
import { signUpOnDapp } from './support/signedUp'

/** A new address per send: its balance before is 0, so after it is exactly what was sent. */
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

const sendView = (page: Page) => modal(page)
const amountField = (page: Page) => sendView(page).getByLabel('Amount')
const receiverField = (page: Page) => sendView(page).getByLabel('Receiver')
const sendButton = (page: Page) => sendView(page).getByRole('button', { name: 'Send', exact: true })
const alert = (page: Page): Locator => sendView(page).getByRole('alert')

/** Account, then its "Send" action, as a visitor gets there. */
async function openSend(page: Page): Promise<void> {
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
}

async function pickToken(page: Page, symbol: string): Promise<void> {
  await sendView(page)
    .getByRole('button', { name: /^Select token/ })
    .click()
  const tokens = sendView(page).getByRole('list', { name: 'Tokens' })
  await tokens.getByRole('button', { name: new RegExp(`\\b${symbol}\\b`) }).click()
  await expect(
    sendView(page).getByRole('button', { name: `Select token: ${symbol}` }),
  ).toBeVisible()
}

async function fillSend(page: Page, amount: string, receiver: string): Promise<void> {
  await amountField(page).fill(amount)
  await receiverField(page).fill(receiver)
}

/** Pressed Send and the chain took it: the toast, and Account again. */
async function expectSent(page: Page, what: string): Promise<void> {
  await expect(page.getByText(`Sent ${what}`)).toBeVisible({ timeout: 30_000 })
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}

function ausdBalance(stack: StackInfo, address: Address): Promise<bigint> {
  return funding(stack).reader.readContract({
    address: stackToken(stack, 'AUSD').address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}

/** The transaction `from` sent with `nonce`, from the latest blocks (anvil mines one per block). */
async function minedTransaction(stack: StackInfo, from: Address, nonce: number) {
  const { reader } = funding(stack)
  const latest = await reader.getBlockNumber()
  for (let number = latest; number >= 0n && number > latest - 20n; number--) {
    const block = await reader.getBlock({ blockNumber: number, includeTransactions: true })
    const found = block.transactions.find(
      (tx) => tx.from.toLowerCase() === from.toLowerCase() && tx.nonce === nonce,
    )
    if (found) return found
  }
  throw new Error(`no transaction from ${from} with nonce ${nonce} in the last 20 blocks`)
}

/** Registers `name` for a new account at the fixture, signed as the names API requires. */
async function registerName(stack: StackInfo, name: string): Promise<Address> {
  const owner = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const url = new URL('/v1/profile/account', blockchainApiUrl(stack))
  url.search = new URLSearchParams({ projectId: stack.projectId, st: 'e2e', sv: 'e2e' }).toString()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      coin_type: 60,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
  return owner.address
}

test('embedded wallet: a rejection keeps the form, then ETH and AUSD sends approved in the frame land exactly', async ({
  page,
  stack,
  mail,
}) => {
  test.setTimeout(120_000)
  const money = funding(stack)
  const { address } = await signUpOnDapp(page, stack, mail)
  await money.sendEth(address, '1')
  await money.sendToken('AUSD', address, '100')

  await openSend(page)
  // The native currency is chosen, with its balance (SPEC §5: 3 decimals).
  await expect(sendView(page).getByRole('button', { name: 'Select token: ETH' })).toBeVisible()
  await expect(sendView(page).getByText('Balance: 1.000 ETH')).toBeVisible()
  await expectNoAxeViolations(page, 'WalletSend')

  const ethReceiver = freshAddress()
  await fillSend(page, '0.25', ethReceiver)
  await expect(sendView(page).getByTestId('send-fiat')).toHaveText('$750.00')
  await sendButton(page).click()
  await rejectInFrame(page)
  await expect(page.locator('#w3m-iframe')).toBeHidden()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
  await expect(alert(page)).toHaveText('User rejected the request')
  await expect(amountField(page)).toHaveValue('0.25')
  await expect(receiverField(page)).toHaveValue(ethReceiver)
  expect(await money.reader.getBalance({ address: ethReceiver })).toBe(0n)

  await sendButton(page).click()
  await approve(page)
  await expectSent(page, '0.25 ETH')
  expect(await money.reader.getBalance({ address: ethReceiver })).toBe(parseEther('0.25'))

  await openSend(page)
  await pickToken(page, 'AUSD')
  await expect(sendView(page).getByText('Balance: 100.00 AUSD')).toBeVisible()
  const tokenReceiver = freshAddress()
  await fillSend(page, '12.5', tokenReceiver)
  await sendButton(page).click()
  // The card reads the call: an ERC-20 transfer of 12.5 AUSD, and what it may cost at most.
  const card = await approvalCard(page)
  const ausd = stackToken(stack, 'AUSD').address
  await expect(cardField(card, 'To')).toHaveText(ausd)
  await expect(cardField(card, 'Value')).toHaveText('0 ETH')
  await expect(cardField(card, 'Function')).toHaveText('transfer(address,uint256)')
  await expect(cardField(card, 'Asset')).toHaveText(`Airlock USD (AUSD) at ${ausd}`)
  await expect(cardField(card, 'recipient')).toHaveText(tokenReceiver)
  await expect(cardField(card, 'amount')).toHaveText('12.5 AUSD')
  await expect(cardField(card, 'Max fee')).toHaveText(/^0\.\d+ ETH$/)
  const fee = await cardFee(card)
  await approve(page)
  await expectSent(page, '12.5 AUSD')
  expect(await ausdBalance(stack, tokenReceiver)).toBe(parseUnits('12.5', 6))
  expect(await ausdBalance(stack, address)).toBe(parseUnits('87.5', 6))
  // The chain mined exactly the approved gas limit, fees and nonce.
  const mined = await minedTransaction(stack, address, fee.nonce)
  expect(mined).toMatchObject({
    to: ausd.toLowerCase(),
    gas: fee.gas,
    maxFeePerGas: fee.maxFeePerGas,
    maxPriorityFeePerGas: fee.maxPriorityFeePerGas,
    nonce: fee.nonce,
  })
  expect(fee.maxFee).toBe(`${formatEther(fee.gas * fee.maxFeePerGas)} ETH`)
})

test('test wallet: gas estimation fails above the balance; ETH to a registered name and AUSD land exactly', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const money = funding(stack)
  const wallet = await installWallet(page, stack)
  await money.sendEth(wallet.address, '1')
  await money.sendToken('AUSD', wallet.address, '10')
  const label = `send-${wallet.address.slice(2, 10).toLowerCase()}`
  const name = `${label}.airlock.id`
  const owner = await registerName(stack, name)

  await openDapp(page, requireDapp(stack).url)
  await connectWallet(page)
  await openSend(page)
  await expect(sendView(page).getByText('Balance: 1.000 ETH')).toBeVisible()

  // More AUSD than held: the transfer reverts when estimated.
  await pickToken(page, 'AUSD')
  await fillSend(page, '11', freshAddress())
  await sendButton(page).click()
  await expect(alert(page)).toHaveText('error estimating gas')
  await expect(amountField(page)).toHaveValue('11')

  // A name shows the address it resolves to; that address shows the name.
  await pickToken(page, 'ETH')
  await fillSend(page, '0.125', name)
  const resolved = sendView(page).getByTestId('send-receiver')
  await expect(resolved).toHaveText(owner)
  await receiverField(page).fill(owner)
  await expect(resolved).toHaveText(name)
  await receiverField(page).fill(name)
  await expect(resolved).toHaveText(owner)
  await sendButton(page).click()
  await expectSent(page, '0.125 ETH')
  expect(await money.reader.getBalance({ address: owner })).toBe(parseEther('0.125'))

  await openSend(page)
  await pickToken(page, 'AUSD')
  const tokenReceiver = freshAddress()
  await fillSend(page, '2.5', tokenReceiver)
  await sendButton(page).click()
  await expectSent(page, '2.5 AUSD')
  expect(await ausdBalance(stack, tokenReceiver)).toBe(parseUnits('2.5', 6))
  expect(await ausdBalance(stack, wallet.address)).toBe(parseUnits('7.5', 6))
})

test('the two validation messages, from a wallet that holds nothing', async ({ page, stack }) => {
  await connectNewWallet(page, stack)
  await openSend(page)
  // No balance: no token to choose.
  await expect(
    sendView(page).getByRole('button', { name: 'Select token', exact: true }),
  ).toBeVisible()

  await sendButton(page).click()
  await expect(alert(page)).toHaveText('An amount and receiver address are required')
  await fillSend(page, '1', freshAddress())
  await expect(alert(page)).toHaveCount(0)
  await sendButton(page).click()
  await expect(alert(page)).toHaveText('A token is required')
  await expect(sendButton(page)).toBeEnabled()
})

test("a failed name lookup shows the API's reason (SPEC §8); an address whose names can't be fetched stays usable and says 'Error fetching names for address'", async ({
  page,
  stack,
}) => {
  await connectNewWallet(page, stack)
  await openSend(page)
  const name = `${freshLabel('down')}.${NAME_ZONE}`
  const address = freshAddress()
  // Outages of the data API for this name and this address only.
  await addApiFault(stack, {
    pathIncludes: `/v1/profile/account/${name}`,
    status: 503,
    message: 'Name service unavailable',
  })
  await addApiFault(stack, {
    pathIncludes: `/v1/profile/reverse/${address}`,
    status: 503,
    message: 'Reverse lookup unavailable',
  })

  // The lookup of a name shows the first reason's description; no receiver is set.
  await receiverField(page).fill(name)
  await expect(alert(page)).toHaveText('Name service unavailable')
  await receiverField(page).fill(address)
  await expect(alert(page)).toHaveText('Error fetching names for address')
  // The address is the receiver all the same: the send goes on to the token check.
  await amountField(page).fill('1')
  await sendButton(page).click()
  await expect(alert(page)).toHaveText('A token is required')
})
