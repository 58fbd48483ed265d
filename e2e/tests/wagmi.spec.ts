/**
 * The wagmi example (sdk/examples/wagmi): wagmi's hooks with `airlock({ instance })` as
 * the connector. Its Connect Wallet is wagmi's connect(), which opens the Airlock modal;
 * its buttons are useSignMessage, useSendTransaction, useSwitchChain and useDisconnect.
 */
import type { Page } from '@playwright/test'
import { type Hex, parseEther, verifyMessage } from 'viem'
import { approvalCard, approve, cardField } from './support/approval'
import { connectWallet, installWallet, openAccount, walletState } from './support/browserWallet'
import { localChain } from './support/chain'
import {
  closeModal,
  connectButton,
  connectedAddress,
  freshEmail,
  modal,
  openDapp,
  requireWagmiDapp,
  signUp,
} from './support/dapp'
import { EXAMPLE_MESSAGE } from './support/exampleDappRequests'
import { expect, test } from './support/fixtures'
import { secureFrame } from './support/wire'

// What the example sends (sdk/examples/react/src/demoValues.ts, which it shares).
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** useSignMessage: the signature the page shows, checked against `address` with viem. */
async function signedByWagmi(page: Page, address: Hex): Promise<void> {
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('result').textContent()) as Hex
  expect(await verifyMessage({ address, message: EXAMPLE_MESSAGE, signature })).toBe(true)
}

/** useSendTransaction: the hash the page shows, mined on anvil from `address`, 0.001 ETH. */
async function sentByWagmi(page: Page, chain: ReturnType<typeof localChain>, address: Hex) {
  await expect(page.getByTestId('result')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('result').textContent()) as Hex
  const receipt = await chain.reader.waitForTransactionReceipt({ hash })
  expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase() })
  const sent = await chain.reader.getTransaction({ hash })
  expect(sent.value).toBe(parseEther('0.001'))
  expect(sent.to?.toLowerCase()).toBe(RECIPIENT.toLowerCase())
}

test('embedded wallet: wagmi connects through the modal, signs and sends (approved in the frame), survives a reload, switches chain, and its disconnect signs the frame out', async ({
  page,
  stack,
  mail,
}) => {
  const chain = localChain(stack)
  const dapp = requireWagmiDapp(stack)
  await openDapp(page, dapp.url)
  // Connect Wallet is wagmi's connect(): the Airlock modal, email, device approval, code.
  const address = await signUp(page, mail, freshEmail())
  await expect(page.getByTestId('chain-id')).toHaveText('31337')
  await chain.fund(address, parseEther('1'))

  // After a reload wagmi reconnects once the SDK has restored the frame's session.
  await page.reload()
  expect(await connectedAddress(page)).toBe(address)

  await page.getByRole('button', { name: 'Sign message' }).click()
  const card = await approvalCard(page)
  await expect(card.getByText('The site calls itself “Airlock wagmi Example”')).toBeVisible()
  await expect(cardField(card, 'Method')).toHaveText('personal_sign')
  await expect(cardField(card, 'Account')).toHaveText(address)
  await approve(page)
  await signedByWagmi(page, address)

  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expect(cardField(await approvalCard(page), 'Method')).toHaveText('eth_sendTransaction')
  await approve(page)
  await sentByWagmi(page, chain, address)

  // useSwitchChain moves the embedded wallet (the frame) and the SDK's network.
  await page.getByRole('button', { name: 'Switch to Localhost 2' }).click()
  await expect(page.getByTestId('chain-id')).toHaveText('31338')
  await openAccount(page)
  await expect(modal(page).getByText('Localhost 2')).toBeVisible()
  await closeModal(page)

  // wagmi's disconnect ends the Airlock session: the modal offers Connect, the frame forgot it.
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect
    .poll(() => secureFrame(page).evaluate(() => localStorage.getItem('@airlock-frame/session')))
    .toBeNull()
  await connectButton(page).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await closeModal(page)
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('EIP-6963 test wallet: wagmi connects through the modal, signs, sends, switches chain; a disconnect on either side disconnects both', async ({
  page,
  stack,
}) => {
  const chain = localChain(stack)
  const wallet = await installWallet(page, stack)
  await chain.fund(wallet.address, parseEther('1'))
  await openDapp(page, requireWagmiDapp(stack).url)
  expect(await connectWallet(page)).toBe(wallet.address)
  await closeModal(page)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await signedByWagmi(page, wallet.address)
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await sentByWagmi(page, chain, wallet.address)

  await page.getByRole('button', { name: 'Switch to Localhost 2' }).click()
  await expect(page.getByTestId('chain-id')).toHaveText('31338')
  expect(await walletState(page)).toMatchObject({ chainId: 31338 })

  // Disconnect in the Airlock modal: wagmi follows.
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  // Connected again, then wagmi's disconnect: the modal shows Connect.
  expect(await connectWallet(page)).toBe(wallet.address)
  await closeModal(page)
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await connectButton(page).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
})
