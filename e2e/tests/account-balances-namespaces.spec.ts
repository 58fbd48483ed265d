import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { paymentKey } from '../fixtures/bitcoinTestWallet/bitcoinKeys'
import { BITCOIN_TEST_WALLET_NAME } from '../fixtures/bitcoinTestWallet/bitcoinTestWallet'
import { installBitcoinTestWallet } from '../fixtures/bitcoinTestWallet/bitcoinTestWalletScript'
import { DEFAULT_USD_PRICES } from '../fixtures/blockchainApi/market'
import { SOLANA_TEST_MINT_NAME } from '../stack/solana/solanaFaucet'
import { apiRequests } from './support/blockchainApi'
import { openConnect, walletRows } from './support/browserWallet'
import { modal, openDapp, requireDapp, useDappConfig } from './support/dapp'
import { expect, test } from './support/fixtures'
import {
  installNewSolanaWallet,
  localSolana,
  mintTestTokens,
  SOLANA_WALLET_NAME,
  useSolanaNetworks,
} from './support/solana'

/**
 * With the blockchain data API configured, Solana and Bitcoin accounts get their
 * balances from it (the fixture reads the local cluster and the regtest Esplora),
 * priced, as the real API serves mainnet: not 'Balance unavailable'.
 */

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value)
const tokenRow = (page: Page, symbol: string) =>
  modal(page).getByTestId('token-row').filter({ hasText: symbol })

test('a Solana wallet shows its SOL and SPL balances from the data API', async ({
  page,
  stack,
}) => {
  const cluster = localSolana(stack)
  const connection = new Connection(cluster.rpcUrl, 'confirmed')
  const address = await installNewSolanaWallet(page, cluster)
  const airdrop = await connection.requestAirdrop(new PublicKey(address), 1.5 * LAMPORTS_PER_SOL)
  await connection.confirmTransaction({
    signature: airdrop,
    ...(await connection.getLatestBlockhash()),
  })
  await mintTestTokens(cluster, address, 25_000_000n) // 25 tokens of 6 decimals
  await useSolanaNetworks(page, stack, [cluster]) // keeps apiUrls.blockchainApi
  await openDapp(page, requireDapp(stack).url)

  await openConnect(page)
  await walletRows(page, SOLANA_WALLET_NAME).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByTestId('balance')).toHaveText('1.500 SOL')
  await expect(tokenRow(page, 'SOL')).toContainText('1.500 SOL')
  await expect(tokenRow(page, 'SOL')).toContainText(usd(1.5 * (DEFAULT_USD_PRICES.SOL ?? NaN)))
  const { symbol, name } = SOLANA_TEST_MINT_NAME
  await expect(tokenRow(page, symbol)).toContainText(`25.00 ${symbol}`)
  await expect(tokenRow(page, symbol)).toContainText(name)

  const calls = await apiRequests(stack, `/v1/account/${address}/balance`)
  expect(calls[0]?.query).toMatchObject({ chainId: cluster.caip2, currency: 'usd' })
})

test('a Bitcoin wallet shows its BTC balance from the data API', async ({ page, stack }) => {
  const bitcoin = stack.bitcoin
  if (!bitcoin) throw new Error('the stack runs no Esplora fixture')
  const dapp = requireDapp(stack)
  const paymentSecret = randomBytes(32).toString('hex')
  const payment = paymentKey(paymentSecret).address
  await installBitcoinTestWallet(page, {
    paymentSecret,
    ordinalsSecret: randomBytes(32).toString('hex'),
    esploraUrl: bitcoin.esploraUrl,
  })
  const funded = await fetch(`${bitcoin.esploraUrl}/__fund`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: payment, sats: 25_000_000 }),
  })
  expect(funded.ok).toBe(true)
  await useDappConfig(page, dapp, {
    bitcoinNetworks: [
      { caipNetworkId: bitcoin.network, esploraUrl: bitcoin.esploraUrl, name: 'Bitcoin Regtest' },
    ],
  })
  expect(dapp.config.apiUrls?.blockchainApi).toBe(stack.blockchainApi?.url)
  await openDapp(page, dapp.url)

  await openConnect(page)
  await walletRows(page, BITCOIN_TEST_WALLET_NAME).click()
  await expect(page.getByTestId('address')).toHaveText(payment)
  await expect(modal(page).getByTestId('balance')).toHaveText('0.250 BTC')
  await expect(tokenRow(page, 'BTC')).toContainText('0.250 BTC')
  await expect(tokenRow(page, 'BTC')).toContainText(usd(0.25 * (DEFAULT_USD_PRICES.BTC ?? NaN)))

  const calls = await apiRequests(stack, `/v1/account/${payment}/balance`)
  expect(calls[0]?.query).toMatchObject({ chainId: bitcoin.network, currency: 'usd' })
})
