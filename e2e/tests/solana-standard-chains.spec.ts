/**
 * Issue 23 §3: a Solana wallet that lists its chains as Phantom, Solflare and Backpack do
 * (`solana:mainnet`, `solana:devnet`, `solana:testnet`, `solana:localnet`, no CAIP-2 id)
 * signs and sends on the local cluster, through getProvider('solana') and through the
 * Account view's Send; one that lists no localnet is refused before it is asked.
 */
import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import type { E2EWindow } from './support/airlockHandle'
import { openConnect, walletRows } from './support/browserWallet'
import { modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import {
  installNewSolanaWallet,
  localSolana,
  SOLANA_WALLET_NAME,
  solanaAccount,
  useSolanaNetworks,
} from './support/solana'

const freshAddress = () => base58.encode(ed25519.getPublicKey(new Uint8Array(randomBytes(32))))

/** What the test wallet lists and every request it was asked (its own state, not the SDK's). */
const walletState = (page: Page) =>
  page.evaluate(() => {
    const wallet = (
      window as {
        __airlockSolanaTestWallet?: {
          wallet: { chains: readonly string[] }
          getState(): { requests: string[] }
        }
      }
    ).__airlockSolanaTestWallet
    return { chains: wallet?.wallet.chains, requests: wallet?.getState().requests ?? [] }
  })

async function funded(connection: Connection, address: string) {
  const signature = await connection.requestAirdrop(new PublicKey(address), LAMPORTS_PER_SOL)
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
}

/** An unsigned transfer of `lamports` from `from` to `to`, base64, on `connection`'s cluster. */
async function unsignedTransfer(
  connection: Connection,
  from: string,
  to: string,
  lamports: number,
) {
  const transaction = new Transaction({
    feePayer: new PublicKey(from),
    recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
  }).add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(from),
      toPubkey: new PublicKey(to),
      lamports,
    }),
  )
  return transaction.serialize({ requireAllSignatures: false }).toString('base64')
}

async function connectWallet(page: Page) {
  await openConnect(page)
  await walletRows(page, SOLANA_WALLET_NAME).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}

test('a wallet listing only the standard chain names signs and sends on the local cluster through getProvider and the Account view', async ({
  page,
  stack,
}) => {
  const cluster = localSolana(stack)
  const connection = new Connection(cluster.rpcUrl, 'confirmed')
  const address = await installNewSolanaWallet(page, cluster)
  await funded(connection, address)
  await useSolanaNetworks(page, stack, [cluster], { rpcBalances: true })
  await openDapp(page, requireDapp(stack).url)
  await connectWallet(page)
  expect((await walletState(page)).chains).toEqual([
    'solana:mainnet',
    'solana:devnet',
    'solana:testnet',
    'solana:localnet',
  ])

  // getProvider('solana'): signTransaction, then the dapp sends what the wallet signed.
  const first = freshAddress()
  const signed = await page.evaluate(
    async (base64) => {
      const provider = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
      if (!provider) throw new Error('no Airlock instance')
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      return [...(await provider.signTransaction(bytes))]
    },
    await unsignedTransfer(connection, address, first, 1_000_000),
  )
  const sent = await connection.sendRawTransaction(Uint8Array.from(signed))
  await connection.confirmTransaction({
    signature: sent,
    ...(await connection.getLatestBlockhash()),
  })
  expect(await connection.getBalance(new PublicKey(first))).toBe(1_000_000)

  // getProvider('solana'): signAndSendTransaction, the wallet sends on its localnet.
  const second = freshAddress()
  await page.evaluate(
    async (base64) => {
      const provider = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
      if (!provider) throw new Error('no Airlock instance')
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      return provider.signAndSendTransaction(bytes, { preflightCommitment: 'confirmed' })
    },
    await unsignedTransfer(connection, address, second, 2_000_000),
  )
  await expect.poll(() => connection.getBalance(new PublicKey(second))).toBe(2_000_000)

  // The Account view's Send.
  const third = freshAddress()
  await expect(modal(page).getByTestId('token-row').filter({ hasText: 'SOL' })).toBeVisible()
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
  await expect(modal(page).getByRole('button', { name: 'Select token: SOL' })).toBeVisible()
  await modal(page).getByLabel('Amount').fill('0.25')
  await modal(page).getByLabel('Receiver').fill(third)
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Sent 0.25 SOL')).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => connection.getBalance(new PublicKey(third))).toBe(LAMPORTS_PER_SOL / 4)

  expect((await walletState(page)).requests).toEqual(
    expect.arrayContaining(['solana:signTransaction', 'solana:signAndSendTransaction']),
  )
})

test('a wallet listing no solana:localnet is refused on the local cluster before it is asked', async ({
  page,
  stack,
}) => {
  const cluster = localSolana(stack)
  const connection = new Connection(cluster.rpcUrl, 'confirmed')
  const address = await installNewSolanaWallet(page, cluster, {
    chains: {
      'solana:mainnet': 'https://api.mainnet-beta.solana.com',
      'solana:devnet': 'https://api.devnet.solana.com',
    },
  })
  await funded(connection, address)
  await useSolanaNetworks(page, stack, [cluster])
  await openDapp(page, requireDapp(stack).url)
  await connectWallet(page)
  const asked = (await walletState(page)).requests.length

  const error = await page.evaluate(
    async (base64) => {
      const provider = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
      if (!provider) throw new Error('no Airlock instance')
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      return provider.signAndSendTransaction(bytes).then(
        () => 'sent',
        (caught: Error) => caught.message,
      )
    },
    await unsignedTransfer(connection, address, freshAddress(), 1_000_000),
  )
  expect(error).toBe(`${SOLANA_WALLET_NAME} does not serve ${cluster.caip2}`)
  expect((await walletState(page)).requests).toHaveLength(asked)
})

test('a wallet that refuses a silent connect once it no longer trusts the site (Phantom) leaves the dapp disconnected after a reload, asking nothing', async ({
  page,
  stack,
}) => {
  const cluster = localSolana(stack)
  const address = await installNewSolanaWallet(page, cluster, { silentConnect: 'reject' })
  await useSolanaNetworks(page, stack, [cluster])
  await openDapp(page, requireDapp(stack).url)
  await connectWallet(page)
  await expect.poll(() => solanaAccount(page)).toBe(address)

  // The user removes the site from the wallet's trusted apps; the dapp still remembers it.
  await page.evaluate(() => localStorage.setItem('__airlockSolanaTestWallet:connected', 'no'))
  await page.reload()
  await expect(page.getByTestId('status')).toBeVisible()
  await expect.poll(() => solanaAccount(page)).toBeUndefined()
  await expect(modal(page)).toBeHidden()
  expect((await walletState(page)).requests).toEqual([])
  // Connecting again asks the user, as a first connect does.
  await connectWallet(page)
  await expect.poll(() => solanaAccount(page)).toBe(address)
  expect((await walletState(page)).requests).toEqual(['standard:connect'])
})
