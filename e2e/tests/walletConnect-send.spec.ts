/**
 * Issue 23 §3 through WalletConnect: with a session approved as phone wallets approve it (CAIP-2
 * chain ids), the dapp sends a transaction through getProvider and through the Account view's
 * Send, on anvil (eip155) and on the local Solana cluster.
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
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { E2EWindow } from './support/airlockHandle'
import { openAccount } from './support/browserWallet'
import { localChain } from './support/chain'
import { closeModal, modal, openDapp, useDappConfig } from './support/dapp'
import { expect } from './support/fixtures'
import { airdrop, localSolana } from './support/solana'
import { pairFromQr, provider, wcDapp, wcTest } from './support/walletConnect'

/** The Account view's Send: `amount` of the selected native token to `receiver`, then the toast. */
async function sendFromAccount(page: Page, symbol: string, amount: string, receiver: string) {
  await openAccount(page)
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend')
  await expect(modal(page).getByRole('button', { name: `Select token: ${symbol}` })).toBeVisible()
  await modal(page).getByLabel('Amount').fill(amount)
  await modal(page).getByLabel('Receiver').fill(receiver)
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText(`Sent ${amount} ${symbol}`)).toBeVisible({ timeout: 30_000 })
}

wcTest(
  'eip155 through WalletConnect: getProvider sends on anvil, and so does the Account view’s Send',
  async ({ page, stack, wallet }) => {
    wcTest.setTimeout(120_000)
    const chain = localChain(stack)
    await chain.fund(wallet.address, parseEther('1'))
    await openDapp(page, wcDapp(stack).url)
    const address = await pairFromQr(page, wallet)
    await closeModal(page)

    const first = privateKeyToAccount(generatePrivateKey()).address
    const sent = await provider(page, 'eth_sendTransaction', [
      { from: address, to: first, value: `0x${parseEther('0.01').toString(16)}` },
    ])
    expect(sent?.code).toBe(0)
    await chain.reader.waitForTransactionReceipt({ hash: sent?.result as `0x${string}` })
    expect(await chain.reader.getBalance({ address: first })).toBe(parseEther('0.01'))

    const second = privateKeyToAccount(generatePrivateKey()).address
    await sendFromAccount(page, 'ETH', '0.25', second)
    await expect.poll(() => chain.reader.getBalance({ address: second })).toBe(parseEther('0.25'))
    const requests = (await wallet.events()).filter(
      (event) => event.type === 'request' && event.method === 'eth_sendTransaction',
    )
    expect(requests.map((event) => event.chainId)).toEqual(['eip155:31337', 'eip155:31337'])
  },
)

const freshSolanaAddress = () =>
  base58.encode(ed25519.getPublicKey(new Uint8Array(randomBytes(32))))

/** Account → "Network: …" → Solana Local: the Account view on the session's Solana account. */
async function toSolana(page: Page): Promise<void> {
  await openAccount(page)
  await modal(page)
    .getByRole('button', { name: /^Network: / })
    .click()
  await modal(page)
    .getByRole('list', { name: 'Networks' })
    .getByRole('button', { name: 'Solana Local', exact: true })
    .click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}

wcTest(
  'Solana through WalletConnect: getProvider signs and sends on the local cluster, and so does the Account view’s Send',
  async ({ page, stack, wallet }) => {
    wcTest.setTimeout(120_000)
    const cluster = localSolana(stack)
    const connection = new Connection(cluster.rpcUrl, 'confirmed')
    await airdrop(connection, wallet.solanaAddress)
    const dapp = wcDapp(stack)
    await useDappConfig(page, dapp, {
      solanaNetworks: [
        { caipNetworkId: cluster.caip2, rpcUrl: cluster.rpcUrl, name: 'Solana Local' },
      ],
    })
    await openDapp(page, dapp.url)
    await pairFromQr(page, wallet)
    await closeModal(page)
    const [session] = await wallet.sessions()
    expect(session?.namespaces.solana?.chains).toEqual([cluster.caip2])

    /** An unsigned transfer from the wallet's account, base64. */
    const transfer = async (to: string, lamports: number) =>
      new Transaction({
        feePayer: new PublicKey(wallet.solanaAddress),
        recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      })
        .add(
          SystemProgram.transfer({
            fromPubkey: new PublicKey(wallet.solanaAddress),
            toPubkey: new PublicKey(to),
            lamports,
          }),
        )
        .serialize({ requireAllSignatures: false })
        .toString('base64')

    // getProvider('solana').signAndSendTransaction: the wallet sends (solana_signAndSendTransaction).
    const first = freshSolanaAddress()
    const signature = await page.evaluate(
      async (base64) => {
        const solana = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
        if (!solana) throw new Error('no Airlock instance')
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
        return solana.signAndSendTransaction(bytes, { preflightCommitment: 'confirmed' })
      },
      await transfer(first, 1_000_000),
    )
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await expect.poll(() => connection.getBalance(new PublicKey(first))).toBe(1_000_000)
    const sent = await wallet.waitForEvent(
      'request',
      (event) => event.method === 'solana_signAndSendTransaction',
    )
    expect(sent).toMatchObject({ chainId: cluster.caip2, result: { signature } })

    // The Account view's Send, on the Solana network.
    await toSolana(page)
    const second = freshSolanaAddress()
    await sendFromAccount(page, 'SOL', '0.25', second)
    await expect.poll(() => connection.getBalance(new PublicKey(second))).toBe(LAMPORTS_PER_SOL / 4)
  },
)

wcTest(
  'a WalletConnect Solana wallet that signs but does not send (signMessage and signTransaction only): the Account view’s Send signs in the wallet and sends through the dapp’s RPC',
  async ({ page, stack, wallet }) => {
    wcTest.setTimeout(120_000)
    const cluster = localSolana(stack)
    const connection = new Connection(cluster.rpcUrl, 'confirmed')
    await airdrop(connection, wallet.solanaAddress)
    await wallet.setMode({
      methods: [
        'personal_sign',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
      ],
    })
    const dapp = wcDapp(stack)
    await useDappConfig(page, dapp, {
      solanaNetworks: [
        { caipNetworkId: cluster.caip2, rpcUrl: cluster.rpcUrl, name: 'Solana Local' },
      ],
    })
    await openDapp(page, dapp.url)
    await pairFromQr(page, wallet)
    const [session] = await wallet.sessions()
    expect(session?.namespaces.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
    ])

    await toSolana(page)
    const receiver = freshSolanaAddress()
    await sendFromAccount(page, 'SOL', '0.25', receiver)
    await expect
      .poll(() => connection.getBalance(new PublicKey(receiver)))
      .toBe(LAMPORTS_PER_SOL / 4)
    const methods = (await wallet.events())
      .filter((event) => event.type === 'request')
      .map((event) => event.method)
    expect(methods).toEqual(['solana_signTransaction'])
  },
)
