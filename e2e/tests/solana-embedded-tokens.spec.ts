import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import {
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { E2EWindow } from './support/airlockHandle'
import { approvalCard, approve, cardField } from './support/approval'
import { modal, requireDapp, useDappConfig } from './support/dapp'
import { expect, test } from './support/fixtures'
import {
  localSolana,
  mintTestTokens,
  type TestMintKind,
  testTokenBalance,
  useSolanaNetworks,
} from './support/solana'
import { openSolanaAccount, signUpOnSolana } from './support/solanaModal'

/**
 * The embedded wallet on Solana, end to end: signed up by email on a dapp whose active
 * network is the local cluster, it holds SOL, SPL Token and Token-2022 tokens, sends
 * them from the Account view after a card that decodes the transfer, and signs in with
 * Sign In With Solana.
 */

const tokenRow = (page: Page, symbol: string) =>
  modal(page).getByTestId('token-row').filter({ hasText: symbol })

const MINTS: Record<TestMintKind, { program: PublicKey; label: string }> = {
  spl: { program: TOKEN_PROGRAM_ID, label: 'SPL Token' },
  token2022: { program: TOKEN_2022_PROGRAM_ID, label: 'Token-2022' },
}

test('the embedded Solana wallet sends SPL Token and Token-2022 tokens from the Account view, after a card that decodes them', async ({
  page,
  stack,
  mail,
}) => {
  const cluster = localSolana(stack)
  const connection = new Connection(cluster.rpcUrl, 'confirmed')
  await useSolanaNetworks(page, stack, [cluster], { rpcBalances: true })
  const address = await signUpOnSolana(page, stack, mail)
  const owner = new PublicKey(address)

  // Funded once signed up: SOL for fees and rent, 25 of each test token (6 decimals).
  const airdrop = await connection.requestAirdrop(owner, LAMPORTS_PER_SOL)
  await connection.confirmTransaction({
    signature: airdrop,
    ...(await connection.getLatestBlockhash()),
  })
  await mintTestTokens(cluster, address, 25_000_000n, 'spl')
  await mintTestTokens(cluster, address, 25_000_000n, 'token2022')
  // The balances read at sign-up predate the funding: read them again.
  await page.evaluate(() =>
    (window as E2EWindow).__airlockE2E?.().balances.fetch({ forceUpdate: true }),
  )
  await openSolanaAccount(page, address)
  await expect(tokenRow(page, 'SOL')).toContainText('1.000 SOL')

  for (const kind of ['spl', 'token2022'] as const) {
    await test.step(`sends the ${MINTS[kind].label} test token`, async () => {
      const mintAddress = (kind === 'spl' ? cluster.testMint : cluster.testMint2022).address
      const mint = new PublicKey(mintAddress)
      const { program } = MINTS[kind]
      // The dapp lists no token: the mint's first characters name it.
      const symbol = `${mintAddress.slice(0, 4)}…`
      await expect(tokenRow(page, symbol)).toContainText(`25.00 ${symbol}`)

      const receiver = base58.encode(ed25519.getPublicKey(new Uint8Array(randomBytes(32))))
      const receiverKey = new PublicKey(receiver)
      const source = getAssociatedTokenAddressSync(mint, owner, true, program).toBase58()
      const destination = getAssociatedTokenAddressSync(mint, receiverKey, true, program).toBase58()
      await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
      await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
      await modal(page)
        .getByRole('button', { name: /^Select token/ })
        .click()
      await modal(page)
        .getByRole('list', { name: 'Tokens' })
        .getByRole('button', { name: new RegExp(symbol) })
        .click()
      await modal(page).getByLabel('Amount').fill('10.5')
      await modal(page).getByLabel('Receiver').fill(receiver)
      await modal(page).getByRole('button', { name: 'Send', exact: true }).click()

      // The card reads the very bytes the secure site signs: the account created, the transfer.
      const card = await approvalCard(page)
      await expect(cardField(card, 'Method')).toHaveText('solana_signAndSendTransaction')
      await expect(cardField(card, 'Fee payer')).toHaveText(address)
      await expect(cardField(card, 'Instruction 1')).toHaveText(
        `Create the token account (if missing) ${destination} of ${receiver} for token ${mintAddress} (${MINTS[kind].label}), paid by ${address}`,
      )
      await expect(cardField(card, 'Instruction 2')).toHaveText(
        `Token TransferChecked: 10.5 of token ${mintAddress} from ${source} to ${destination} (token account of ${receiver}), authorised by ${address}`,
      )
      await approve(page)
      await expect(page.getByText(`Sent 10.5 ${symbol}`)).toBeVisible({ timeout: 30_000 })
      await expect(modal(page)).toHaveAttribute('data-view', 'Account')

      // Both token balances moved on the chain, and in the Account view.
      expect(await testTokenBalance(cluster, receiver, kind)).toBe(10_500_000n)
      expect(await testTokenBalance(cluster, address, kind)).toBe(14_500_000n)
      const created = await connection.getAccountInfo(new PublicKey(destination))
      expect(created?.owner.toBase58()).toBe(program.toBase58())
      await expect(tokenRow(page, symbol)).toContainText(`14.50 ${symbol}`)
    })
  }
})

/** Where the default SIWX keeps sessions (SIWX_STORAGE_KEY of @airlock/sdk). */
const SESSIONS_KEY = '@airlock/siwx_sessions'

interface StoredSession {
  data: { accountAddress: string; chainId: string; domain: string; nonce: string }
  message: string
  signature: string
}

test('Sign In With Solana with the embedded wallet: the session is stored and its signature verifies for the embedded address', async ({
  page,
  stack,
  mail,
}) => {
  const cluster = localSolana(stack)
  await useDappConfig(page, requireDapp(stack), {
    siwx: 'required',
    solanaNetworks: [
      { caipNetworkId: cluster.caip2, rpcUrl: cluster.rpcUrl, name: 'Solana Local' },
    ],
  })
  const address = await signUpOnSolana(page, stack, mail)
  await expect(modal(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  const card = await approvalCard(page)
  await expect(cardField(card, 'Method')).toHaveText('solana_signMessage')
  await approve(page)
  await expect(modal(page)).toBeHidden()

  const sessions = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredSession[],
    SESSIONS_KEY,
  )
  expect(sessions).toHaveLength(1)
  const [session] = sessions
  if (!session) return
  const origin = new URL(page.url())
  expect(session.data).toMatchObject({
    accountAddress: address,
    chainId: cluster.caip2,
    domain: origin.host,
  })
  expect(session.message).toContain(`\nNonce: ${session.data.nonce}`)
  expect(session.message).toContain(address)
  // The reference verifier: ed25519 over the very text stored, by the embedded address's key.
  expect(
    ed25519.verify(
      base58.decode(session.signature),
      new TextEncoder().encode(session.message),
      base58.decode(address),
    ),
  ).toBe(true)
})
