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
import { modal, openDapp, requireDapp } from './support/dapp'
import { expect, test } from './support/fixtures'
import {
  installNewSolanaWallet,
  pointLocalnetAt,
  SOLANA_WALLET_NAME,
  solanaClusters,
  useSolanaNetworks,
} from './support/solana'
import { solanaCaipAddress, switchCluster } from './support/solanaModal'

async function airdrop(connection: Connection, address: string, lamports: number) {
  const signature = await connection.requestAirdrop(new PublicKey(address), lamports)
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
}

test('a Solana wallet switches between the local clusters from the Networks view: balance, CAIP address and the signing cluster follow', async ({
  page,
  stack,
}) => {
  const [first, second] = solanaClusters(stack)
  if (!first || !second) throw new Error('the stack runs two Solana clusters')
  const rpc = [
    new Connection(first.rpcUrl, 'confirmed'),
    new Connection(second.rpcUrl, 'confirmed'),
  ]
  const address = await installNewSolanaWallet(page, [first, second])
  // Different balances per cluster: the figure shown says which RPC answered.
  await airdrop(rpc[0] as Connection, address, LAMPORTS_PER_SOL)
  await airdrop(rpc[1] as Connection, address, 2 * LAMPORTS_PER_SOL)
  await useSolanaNetworks(page, stack, [first, second], { rpcBalances: true })
  await openDapp(page, requireDapp(stack).url)

  await openConnect(page)
  await walletRows(page, SOLANA_WALLET_NAME).click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).getByRole('button', { name: 'Network: Solana Local' })).toBeVisible()
  await expect(modal(page).getByTestId('balance')).toHaveText('1.000 SOL')
  expect(await solanaCaipAddress(page)).toBe(`${first.caip2}:${address}`)

  await switchCluster(page, 'Solana Local', 'Solana Local 2')
  await expect(modal(page).getByTestId('balance')).toHaveText('2.000 SOL')
  expect(await solanaCaipAddress(page)).toBe(`${second.caip2}:${address}`)
  await expect(page.getByTestId('network-name')).toHaveText('Solana Local 2')

  // The wallet now signs and sends for the second cluster: the transfer lands there only.
  // It lists one localnet (as Phantom does): the user has pointed it at the second node.
  await pointLocalnetAt(page, second)
  const receiver = new PublicKey(
    base58.encode(ed25519.getPublicKey(new Uint8Array(randomBytes(32)))),
  )
  const transfer = new Transaction({
    feePayer: new PublicKey(address),
    recentBlockhash: (await (rpc[1] as Connection).getLatestBlockhash()).blockhash,
  }).add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(address),
      toPubkey: receiver,
      lamports: LAMPORTS_PER_SOL / 2,
    }),
  )
  const unsigned = transfer.serialize({ requireAllSignatures: false }).toString('base64')
  await page.evaluate(async (base64) => {
    const provider = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
    if (!provider) throw new Error('no Airlock instance')
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    return provider.signAndSendTransaction(bytes, { preflightCommitment: 'confirmed' })
  }, unsigned)
  expect(await (rpc[1] as Connection).getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 2)
  expect(await (rpc[0] as Connection).getBalance(receiver)).toBe(0)
  expect(await (rpc[0] as Connection).getBalance(new PublicKey(address))).toBe(LAMPORTS_PER_SOL)

  await switchCluster(page, 'Solana Local 2', 'Solana Local')
  await expect(modal(page).getByTestId('balance')).toHaveText('1.000 SOL')
  expect(await solanaCaipAddress(page)).toBe(`${first.caip2}:${address}`)
})
