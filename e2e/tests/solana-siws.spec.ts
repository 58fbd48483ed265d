import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import { openConnect, walletRows } from './support/browserWallet'
import { modal, openDapp, requireDapp, useDappConfig } from './support/dapp'
import { expect, test } from './support/fixtures'
import { installNewSolanaWallet, localSolana, SOLANA_WALLET_NAME } from './support/solana'

/** Where the default SIWX keeps sessions (SIWX_STORAGE_KEY of @airlock/sdk). */
const SESSIONS_KEY = '@airlock/siwx_sessions'

interface StoredSession {
  data: { accountAddress: string; chainId: string; domain: string; nonce: string }
  message: string
  signature: string
}

const storedSessions = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as StoredSession[],
    SESSIONS_KEY,
  )

const walletRequests = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as Window & {
          __airlockSolanaTestWallet?: { getState(): { requests: string[] } }
        }
      ).__airlockSolanaTestWallet?.getState().requests ?? [],
  )

test('Sign In With Solana: the wallet’s solana:signIn signs the SIWS message, the session verifies with ed25519, a reload asks nothing', async ({
  page,
  stack,
}) => {
  const cluster = localSolana(stack)
  const address = await installNewSolanaWallet(page, cluster)
  const dapp = requireDapp(stack)
  await useDappConfig(page, dapp, {
    siwx: 'required',
    solanaNetworks: [
      { caipNetworkId: cluster.caip2, rpcUrl: cluster.rpcUrl, name: 'Solana Local' },
    ],
  })
  await openDapp(page, dapp.url)
  await openConnect(page)
  await walletRows(page, SOLANA_WALLET_NAME).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  expect(await storedSessions(page)).toEqual([])

  await modal(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(modal(page)).toBeHidden()
  expect(await walletRequests(page)).toContain('solana:signIn')

  const sessions = await storedSessions(page)
  expect(sessions).toHaveLength(1)
  const [session] = sessions
  if (!session) return
  const origin = new URL(page.url())
  expect(session.data).toMatchObject({
    accountAddress: address,
    chainId: cluster.caip2,
    domain: origin.host,
  })
  // The text the wallet wrote (SIWS), naming this site, this account, this cluster and nonce.
  expect(session.message.split('\n').slice(0, 2)).toEqual([
    `${origin.host} wants you to sign in with your Solana account:`,
    address,
  ])
  // The local cluster as the wallet names it: SIWS's grammar has `localnet`, no CAIP-2 id.
  expect(session.message).toContain('\nChain ID: localnet\n')
  expect(session.message).toContain(`\nNonce: ${session.data.nonce}\n`)
  expect(
    ed25519.verify(
      base58.decode(session.signature),
      new TextEncoder().encode(session.message),
      base58.decode(address),
    ),
  ).toBe(true)

  // A reload reconnects the wallet; the stored session spares the sign-in.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(modal(page)).toBeHidden()
  expect(await storedSessions(page)).toHaveLength(1)
})
