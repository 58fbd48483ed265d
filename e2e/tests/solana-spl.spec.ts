import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { openConnect, walletRows } from './support/browserWallet'
import { modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import {
  installNewSolanaWallet,
  localSolana,
  mintTestTokens,
  SOLANA_WALLET_NAME,
  testTokenBalance,
  useSolanaNetworks,
} from './support/solana'

const tokenRow = (page: Page, symbol: string) =>
  modal(page).getByTestId('token-row').filter({ hasText: symbol })

test('SPL tokens: the Account view lists the test mint, and Send moves it to a fresh address whose token account it creates', async ({
  page,
  stack,
}) => {
  const cluster = localSolana(stack)
  const connection = new Connection(cluster.rpcUrl, 'confirmed')
  const address = await installNewSolanaWallet(page, cluster)
  const airdrop = await connection.requestAirdrop(new PublicKey(address), LAMPORTS_PER_SOL)
  await connection.confirmTransaction({
    signature: airdrop,
    ...(await connection.getLatestBlockhash()),
  })
  await mintTestTokens(cluster, address, 25_000_000n) // 25 tokens of 6 decimals
  // The dapp lists no token: the mint's first characters name it.
  const symbol = `${cluster.testMint.address.slice(0, 4)}…`
  await useSolanaNetworks(page, stack, [cluster], { rpcBalances: true })
  await openDapp(page, requireDapp(stack).url)

  await openConnect(page)
  await walletRows(page, SOLANA_WALLET_NAME).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(tokenRow(page, 'SOL')).toContainText('1.000 SOL')
  await expect(tokenRow(page, symbol)).toContainText(`25.00 ${symbol}`)

  const receiver = base58.encode(ed25519.getPublicKey(new Uint8Array(randomBytes(32))))
  expect(await testTokenBalance(cluster, receiver)).toBe(0n)
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
  await modal(page)
    .getByRole('button', { name: /^Select token/ })
    .click()
  await modal(page)
    .getByRole('list', { name: 'Tokens' })
    .getByRole('button', { name: new RegExp(symbol) })
    .click()
  await expect(modal(page).getByRole('button', { name: `Select token: ${symbol}` })).toBeVisible()
  await modal(page).getByLabel('Amount').fill('10.5')
  await modal(page).getByLabel('Receiver').fill(receiver)
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText(`Sent 10.5 ${symbol}`)).toBeVisible({ timeout: 30_000 })
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')

  // Both token balances moved, on the chain and in the Account view.
  expect(await testTokenBalance(cluster, receiver)).toBe(10_500_000n)
  expect(await testTokenBalance(cluster, address)).toBe(14_500_000n)
  await expect(tokenRow(page, symbol)).toContainText(`14.50 ${symbol}`)
  // The sender paid the fee and the new account's rent.
  expect(await connection.getBalance(new PublicKey(address))).toBeLessThan(LAMPORTS_PER_SOL)
})
