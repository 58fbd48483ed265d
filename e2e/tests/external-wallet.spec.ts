import { type Hex, parseEther, verifyMessage } from 'viem'
import { SECOND_TEST_WALLET_INFO, TEST_WALLET_INFO } from '../fixtures/testWallet/testWallet'
import {
  connectWallet,
  installWallet,
  openAccount,
  openConnect,
  setWalletMode,
  walletList,
  walletRows,
  walletState,
} from './support/browserWallet'
import { localChain } from './support/chain'
import { closeModal, connectedAddress, modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'

// What the example dapp asks for (sdk/examples/react/src/walletActions.ts).
const MESSAGE = 'Hello from the Airlock example dapp'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('a browser wallet from the Connect list signs, sends 0.001 ETH on anvil, disconnects, and is "Recent" after a reload', async ({
  page,
  stack,
}) => {
  const chain = localChain(stack)
  const wallet = await installWallet(page, stack)
  await chain.fund(wallet.address, parseEther('1'))
  await openDapp(page, requireDapp(stack).url)

  await openConnect(page)
  // Installed (EIP-6963) and listed once, with its tag in the row's name.
  await expect(walletRows(page)).toHaveCount(1)
  await expect(walletRows(page)).toHaveAccessibleName(/^Airlock Test Wallet\b.*\bInstalled\b/)
  // With a wallet installed the wallet list comes before the email form (SPEC §1).
  const emailField = await modal(page).getByLabel('Email').elementHandle()
  const emailFollows = await walletList(page).evaluate(
    (list, email) =>
      email !== null &&
      Boolean(list.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING),
    emailField,
  )
  expect(emailFollows).toBe(true)

  expect(await connectWallet(page)).toBe(wallet.address)
  expect(await walletState(page)).toMatchObject({ granted: true, chainId: 31337 })
  // No sign-in configured: the flow goes on to Account.
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await closeModal(page)

  // The dapp's buttons go through airlock.getProvider('eip155'): the browser wallet's here.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('result').textContent()) as Hex
  expect(await verifyMessage({ address: wallet.address, message: MESSAGE, signature })).toBe(true)

  const recipientBefore = await chain.reader.getBalance({ address: RECIPIENT })
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('result').textContent()) as Hex
  const receipt = await chain.reader.waitForTransactionReceipt({ hash })
  expect(receipt).toMatchObject({ status: 'success', from: wallet.address.toLowerCase() })
  const sent = await chain.reader.getTransaction({ hash })
  expect(sent.value).toBe(parseEther('0.001'))
  expect(sent.to?.toLowerCase()).toBe(RECIPIENT.toLowerCase())
  const fee = receipt.gasUsed * receipt.effectiveGasPrice
  expect(await chain.reader.getBalance({ address: wallet.address })).toBe(parseEther('0.999') - fee)
  expect(await chain.reader.getBalance({ address: RECIPIENT })).toBe(
    recipientBefore + parseEther('0.001'),
  )

  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(page.getByTestId('address')).toHaveText('Not connected')

  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await openConnect(page)
  // Still one row for it, now tagged as the recent wallet, at the top of the list.
  await expect(walletRows(page)).toHaveCount(1)
  await expect(walletRows(page)).toHaveAccessibleName(/^Airlock Test Wallet\b.*\bRecent\b/)
  await expect(walletList(page).getByRole('button').first()).toHaveAccessibleName(
    /^Airlock Test Wallet\b/,
  )
})

test('while the wallet asks, "Continue in …"; declined, "Connection declined"; Try again connects', async ({
  page,
  stack,
}) => {
  // 'hold': the wallet's prompt stays open until the test answers it.
  const wallet = await installWallet(page, stack, { mode: 'hold' })
  await openDapp(page, requireDapp(stack).url)
  await openConnect(page)
  await walletRows(page).click()

  await expect(modal(page)).toHaveAttribute('data-view', 'ConnectingExternal')
  // The view is titled with the wallet's name.
  await expect(
    modal(page).getByRole('heading', { name: TEST_WALLET_INFO.name, exact: true }),
  ).toBeVisible()
  await expect(modal(page).getByText(`Continue in ${TEST_WALLET_INFO.name}`)).toBeVisible()

  await setWalletMode(page, 'reject')
  await expect(modal(page).getByText('Connection declined')).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  await setWalletMode(page, 'approve')
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  expect(await connectedAddress(page)).toBe(wallet.address)
})

test('two announced wallets and a legacy window.ethereum are two rows, each once', async ({
  page,
  stack,
}) => {
  const wallet = await installWallet(page, stack, {
    wallets: [TEST_WALLET_INFO, SECOND_TEST_WALLET_INFO],
    legacyEthereum: true,
  })
  await openDapp(page, requireDapp(stack).url)
  await openConnect(page)

  await expect(walletRows(page, TEST_WALLET_INFO.name)).toHaveCount(1)
  await expect(walletRows(page, SECOND_TEST_WALLET_INFO.name)).toHaveCount(1)
  for (const name of [TEST_WALLET_INFO.name, SECOND_TEST_WALLET_INFO.name]) {
    await expect(walletRows(page, name)).toHaveAccessibleName(/\bInstalled\b/)
  }
  // window.ethereum is the first wallet's provider: no third, "Browser Wallet", row.
  const installed = walletList(page).getByRole('button', { name: /\bInstalled\b/ })
  await expect(installed).toHaveCount(2)

  // Each row is its own wallet: connecting the second asks only the second.
  await walletRows(page, SECOND_TEST_WALLET_INFO.name).click()
  expect(await connectedAddress(page)).toBe(wallet.address)
  expect(await walletState(page, SECOND_TEST_WALLET_INFO.rdns)).toMatchObject({ granted: true })
  expect(await walletState(page, TEST_WALLET_INFO.rdns)).toMatchObject({ granted: false })
})
