import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
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
import { openDapp, requireDapp, useDappConfig } from './support/dapp'
import { expect, test } from './support/fixtures'
import { recordScripts } from './support/loadedScripts'
import {
  installNewSolanaWallet,
  localSolana,
  SOLANA_WALLET_NAME,
  solanaAccount,
} from './support/solana'

/** The SDK's Solana chunk (sdk/src/core/features/standardWallets/solana/startSolanaWalletSession.ts) as Vite names it. */
const SOLANA_CHUNK = /\/startSolanaWalletSession-[\w-]+\.js$/

test('a Wallet Standard wallet connects on Solana, signs, sends SOL on the local cluster, is reconnected after a reload, and disconnects', async ({
  page,
  stack,
}) => {
  const chain = localSolana(stack)
  const connection = new Connection(chain.rpcUrl, 'confirmed')
  const address = await installNewSolanaWallet(page, chain)
  const scripts = recordScripts(page)
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, {
    solanaNetworks: [{ caipNetworkId: chain.caip2, rpcUrl: chain.rpcUrl, name: 'Solana Local' }],
  })
  await openDapp(page, dapp.url)

  await openConnect(page)
  await expect(walletRows(page, SOLANA_WALLET_NAME)).toHaveCount(1)
  await walletRows(page, SOLANA_WALLET_NAME).click()
  await expect.poll(() => solanaAccount(page)).toBe(address)

  // Sign a message: the ed25519 signature verifies for the wallet's key.
  const message = 'Sign in to the Airlock example on Solana'
  const signature = await page.evaluate(async (text) => {
    const provider = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
    if (!provider) throw new Error('no Airlock instance')
    return [...(await provider.signMessage(new TextEncoder().encode(text)))]
  }, message)
  expect(
    ed25519.verify(
      Uint8Array.from(signature),
      new TextEncoder().encode(message),
      base58.decode(address),
    ),
  ).toBe(true)

  // Send 0.25 SOL through getProvider('solana'): the wallet signs and sends on the cluster.
  const airdrop = await connection.requestAirdrop(new PublicKey(address), LAMPORTS_PER_SOL)
  await connection.confirmTransaction({
    signature: airdrop,
    ...(await connection.getLatestBlockhash()),
  })
  const receiver = new PublicKey(
    base58.encode(ed25519.getPublicKey(new Uint8Array(randomBytes(32)))),
  )
  const transfer = new Transaction({
    feePayer: new PublicKey(address),
    recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
  }).add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(address),
      toPubkey: receiver,
      lamports: LAMPORTS_PER_SOL / 4,
    }),
  )
  const unsigned = transfer.serialize({ requireAllSignatures: false }).toString('base64')
  const sent = await page.evaluate(async (base64) => {
    const provider = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
    if (!provider) throw new Error('no Airlock instance')
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    return provider.signAndSendTransaction(bytes, { preflightCommitment: 'confirmed' })
  }, unsigned)
  const { value: statuses } = await connection.getSignatureStatuses([sent])
  expect(statuses[0]?.err).toBeNull()
  expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 4)
  expect(await connection.getBalance(new PublicKey(address))).toBe(
    LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 4 - 5_000,
  )

  // A reload: the SDK reconnects the remembered wallet without a prompt.
  await page.reload()
  await expect(page.getByTestId('status')).toBeVisible()
  await expect.poll(() => solanaAccount(page)).toBe(address)

  await page.evaluate(() => (window as E2EWindow).__airlockE2E?.().disconnect('solana'))
  await expect.poll(() => solanaAccount(page)).toBeUndefined()
  const walletConnected = await page.evaluate(
    () =>
      (
        window as Window & { __airlockSolanaTestWallet?: { getState(): { connected: boolean } } }
      ).__airlockSolanaTestWallet?.getState().connected,
  )
  expect(walletConnected).toBe(false)

  // One chunk, loaded once per page load (two here: before and after the reload).
  const solanaScripts = scripts.filter((script) => SOLANA_CHUNK.test(script.url))
  expect(solanaScripts).toHaveLength(2)
  expect(new Set(solanaScripts.map((script) => script.url)).size).toBe(1)
  test.info().annotations.push({
    type: 'solana chunk bytes',
    description: String(solanaScripts[0]?.bytes),
  })
})

test('a page with EVM networks only loads no Solana code and lists no Solana wallet', async ({
  page,
  stack,
}) => {
  await installNewSolanaWallet(page, localSolana(stack))
  const scripts = recordScripts(page)
  await openDapp(page, requireDapp(stack).url)
  await openConnect(page)
  await expect(walletRows(page, SOLANA_WALLET_NAME)).toHaveCount(0)
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((script) => SOLANA_CHUNK.test(script.url))).toEqual([])
})
