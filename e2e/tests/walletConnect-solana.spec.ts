/**
 * Solana through a WalletConnect session: the example dapp's WalletConnect variant with
 * the stack's local Solana cluster pairs with the stack's test wallet (its own process);
 * the session's Solana account connects the solana namespace and getProvider('solana')
 * signs through the session.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { StackInfo } from '../stack/stackInfo'
import type { E2EWindow } from './support/airlockHandle'
import { openAccount } from './support/browserWallet'
import { closeModal, modal, openDapp, useDappConfig } from './support/dapp'
import { expect } from './support/fixtures'
import { pairFromQr, wcDapp, wcTest } from './support/walletConnect'

function localSolana(stack: StackInfo) {
  const [chain] = Object.values(stack.solanaChains)
  if (!chain) throw new Error('the stack runs no Solana cluster')
  return chain
}

function bothClusters(stack: StackInfo) {
  const [first, second] = Object.values(stack.solanaChains)
  if (!first || !second) throw new Error('the stack runs two Solana clusters')
  return [first, second] as const
}

/** The dapp's config with both local clusters as its Solana networks. */
const withClusters = (clusters: readonly { caip2: string; rpcUrl: string }[]) => ({
  solanaNetworks: clusters.map((chain, index) => ({
    caipNetworkId: chain.caip2,
    rpcUrl: chain.rpcUrl,
    name: index === 0 ? 'Solana Local' : `Solana Local ${index + 1}`,
  })),
})

/** Account → "Network: …" → the Networks view → `target`. */
async function chooseNetwork(page: Page, target: string): Promise<void> {
  await openAccount(page)
  await modal(page)
    .getByRole('button', { name: /^Network: / })
    .click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Networks')
  await modal(page)
    .getByRole('list', { name: 'Networks' })
    .getByRole('button', { name: target, exact: true })
    .click()
}

const solanaAccount = (page: Page) =>
  page.evaluate(() => (window as E2EWindow).__airlockE2E?.().getAccount('solana')?.caipAddress)

/** getProvider('solana').signMessage: the signature's bytes, or the error's code and rpcCode. */
const signMessage = (page: Page, text: string) =>
  page.evaluate(async (message) => {
    const provider = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
    if (!provider) throw new Error('no Airlock instance')
    return provider.signMessage(new TextEncoder().encode(message)).then(
      (signature) => ({ signature: [...signature] }),
      (error: { code?: string; rpcCode?: number }) => ({
        code: error.code,
        rpcCode: error.rpcCode,
      }),
    )
  }, text)

wcTest(
  'a WalletConnect session’s Solana account: connected, signs a message and transactions through the session, a rejection is 4001, disconnecting WalletConnect disconnects it',
  async ({ page, stack, wallet }) => {
    const chain = localSolana(stack)
    const dapp = wcDapp(stack)
    await useDappConfig(page, dapp, {
      solanaNetworks: [{ caipNetworkId: chain.caip2, rpcUrl: chain.rpcUrl, name: 'Solana Local' }],
    })
    await openDapp(page, dapp.url)
    await pairFromQr(page, wallet)
    await closeModal(page)
    await expect.poll(() => solanaAccount(page)).toBe(`${chain.caip2}:${wallet.solanaAddress}`)
    const [session] = await wallet.sessions()
    expect(Object.keys(session?.namespaces ?? {}).sort()).toEqual(['eip155', 'solana'])

    const message = 'Sign in to the Airlock example on Solana through WalletConnect'
    const signed = await signMessage(page, message)
    if (!('signature' in signed)) throw new Error(`signMessage failed: ${JSON.stringify(signed)}`)
    expect(
      ed25519.verify(
        Uint8Array.from(signed.signature),
        new TextEncoder().encode(message),
        base58.decode(wallet.solanaAddress),
      ),
    ).toBe(true)
    await wallet.waitForEvent('request', (event) =>
      JSON.stringify(event).includes('solana_signMessage'),
    )

    // A transfer the wallet's account pays for: signed through the session, not sent.
    const payer = new PublicKey(wallet.solanaAddress)
    const unsigned = new Transaction({
      feePayer: payer,
      recentBlockhash: base58.encode(new Uint8Array(32).fill(1)),
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer,
        toPubkey: new PublicKey(base58.encode(new Uint8Array(32).fill(2))),
        lamports: 1000,
      }),
    )
    const wire = [...unsigned.serialize({ requireAllSignatures: false, verifySignatures: false })]
    const signedTransaction = await page.evaluate(async (bytes) => {
      const provider = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
      if (!provider) throw new Error('no Airlock instance')
      return [...(await provider.signTransaction(Uint8Array.from(bytes)))]
    }, wire)
    const transaction = Transaction.from(Uint8Array.from(signedTransaction))
    expect(transaction.feePayer?.toBase58()).toBe(wallet.solanaAddress)
    expect(transaction.verifySignatures()).toBe(true)

    // Both at once: solana_signAllTransactions, which the session approved.
    const signedAll = await page.evaluate(async (bytes) => {
      const provider = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
      if (!provider) throw new Error('no Airlock instance')
      const all = await provider.signAllTransactions([
        Uint8Array.from(bytes),
        Uint8Array.from(bytes),
      ])
      return all.map((signed) => [...signed])
    }, wire)
    expect(signedAll).toHaveLength(2)
    for (const signed of signedAll)
      expect(Transaction.from(Uint8Array.from(signed)).verifySignatures()).toBe(true)
    await wallet.waitForEvent('request', (event) =>
      JSON.stringify(event).includes('solana_signAllTransactions'),
    )

    await wallet.setMode({ requests: 'reject' })
    expect(await signMessage(page, message)).toEqual({ code: 'USER_REJECTED', rpcCode: 4001 })

    await page.evaluate(() => (window as E2EWindow).__airlockE2E?.().disconnect())
    await expect.poll(() => solanaAccount(page)).toBeUndefined()
    await wallet.waitForEvent('session_delete')
    expect(
      await page.evaluate(
        () => (window as E2EWindow).__airlockE2E?.().getAccount('eip155')?.address,
      ),
    ).toBeUndefined()
  },
)

wcTest(
  'switching the Solana cluster in the Networks view moves the WalletConnect session’s Solana account to the cluster it approved; later requests name that chain',
  async ({ page, stack, wallet }) => {
    const [first, second] = bothClusters(stack)
    const dapp = wcDapp(stack)
    await useDappConfig(page, dapp, withClusters([first, second]))
    await openDapp(page, dapp.url)
    await pairFromQr(page, wallet)
    await closeModal(page)
    await expect.poll(() => solanaAccount(page)).toBe(`${first.caip2}:${wallet.solanaAddress}`)
    const [session] = await wallet.sessions()
    expect(session?.namespaces.solana?.chains).toEqual([first.caip2, second.caip2])

    await chooseNetwork(page, 'Solana Local 2')
    await expect(modal(page)).toHaveAttribute('data-view', 'Account')
    await expect(modal(page).getByRole('button', { name: 'Network: Solana Local 2' })).toBeVisible()
    expect(await solanaAccount(page)).toBe(`${second.caip2}:${wallet.solanaAddress}`)

    const message = 'Signed on the second cluster'
    const signed = await signMessage(page, message)
    if (!('signature' in signed)) throw new Error(`signMessage failed: ${JSON.stringify(signed)}`)
    const request = await wallet.waitForEvent('request', (event) =>
      JSON.stringify(event).includes('solana_signMessage'),
    )
    expect(request.chainId).toBe(second.caip2)

    // And back to the first: the next request names it.
    await chooseNetwork(page, 'Solana Local')
    await expect(modal(page).getByRole('button', { name: 'Network: Solana Local' })).toBeVisible()
    await expect.poll(() => solanaAccount(page)).toBe(`${first.caip2}:${wallet.solanaAddress}`)
    await signMessage(page, `${message}, then the first`)
    const requests = await wallet.waitForEvent(
      'request',
      (event) => event.seq > request.seq && JSON.stringify(event).includes('solana_signMessage'),
    )
    expect(requests.chainId).toBe(first.caip2)
  },
)

wcTest(
  'a Solana cluster the WalletConnect session holds no account on is refused in the Networks view, and the namespace stays on its cluster',
  async ({ page, stack, wallet }) => {
    const [first, second] = bothClusters(stack)
    const dapp = wcDapp(stack)
    await wallet.setMode({ solanaChains: [first.caip2] })
    await useDappConfig(page, dapp, withClusters([first, second]))
    await openDapp(page, dapp.url)
    await pairFromQr(page, wallet)
    await closeModal(page)
    await expect.poll(() => solanaAccount(page)).toBe(`${first.caip2}:${wallet.solanaAddress}`)
    const [session] = await wallet.sessions()
    expect(session?.namespaces.solana?.chains).toEqual([first.caip2])

    await chooseNetwork(page, 'Solana Local 2')
    await expect(modal(page).getByRole('alert')).toHaveText(
      `Airlock Test Wallet does not serve ${second.caip2}`,
    )
    await expect(modal(page)).toHaveAttribute('data-view', 'Networks')
    expect(await solanaAccount(page)).toBe(`${first.caip2}:${wallet.solanaAddress}`)
    // The solana namespace still signs on its cluster.
    const signed = await signMessage(page, 'still on the first cluster')
    expect('signature' in signed).toBe(true)
    const request = await wallet.waitForEvent('request', (event) =>
      JSON.stringify(event).includes('solana_signMessage'),
    )
    expect(request.chainId).toBe(first.caip2)
  },
)
