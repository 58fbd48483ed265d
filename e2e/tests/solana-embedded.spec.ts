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
import { approvalCard, approve, cardField } from './support/approval'
import { modal } from './support/dapp'
import { expect, test } from './support/fixtures'
import { signUpOnDapp } from './support/signedUp'
import { solanaClusters, solanaSignatureVerifies, useSolanaNetworks } from './support/solana'
import {
  openSolanaAccount,
  signUpOnSolana,
  solanaCaipAddress,
  switchCluster,
} from './support/solanaModal'
import { frameSession } from './support/wire'

const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')

test('the embedded wallet signs and sends SOL on the local cluster after a card that decodes the transfer', async ({
  page,
  stack,
  mail,
}) => {
  const [chain] = Object.values(stack.solanaChains)
  if (!chain) throw new Error('the stack runs no Solana cluster')
  const reference = chain.caip2.slice('solana:'.length)
  const connection = new Connection(chain.rpcUrl, 'confirmed')
  await signUpOnDapp(page, stack, mail)

  // The frame knows the embedded Solana account; the secure site holds its key.
  const { address } = (await page.evaluate(
    (chainId) => (window as E2EWindow).__airlockE2E?.().connector.getUser({ chainId }),
    reference,
  )) ?? { address: '' }
  const owner = new PublicKey(address)
  const airdrop = await connection.requestAirdrop(owner, LAMPORTS_PER_SOL)
  await connection.confirmTransaction({
    signature: airdrop,
    ...(await connection.getLatestBlockhash()),
  })

  const receiver = new PublicKey(
    base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey())),
  )
  const transfer = new Transaction({
    feePayer: owner,
    recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
  }).add(
    SystemProgram.transfer({
      fromPubkey: owner,
      toPubkey: receiver,
      lamports: LAMPORTS_PER_SOL / 4,
    }),
    { programId: MEMO_PROGRAM, keys: [], data: Buffer.from('rent for November') },
  )
  const unsigned = base58.encode(transfer.serialize({ requireAllSignatures: false }))

  const sending = page.evaluate(
    ([transaction, chainId]) =>
      (window as E2EWindow).__airlockE2E?.().connector.rpcRequest({
        method: 'solana_signAndSendTransaction',
        params: { transaction, options: { preflightCommitment: 'confirmed' } },
        chainNamespace: 'solana',
        chainId,
      }),
    [unsigned, reference] as const,
  )
  // The card reads the very bytes the server signs: the transfer and the memo, in words.
  const card = await approvalCard(page)
  await expect(cardField(card, 'Method')).toHaveText('solana_signAndSendTransaction')
  await expect(cardField(card, 'Fee payer')).toHaveText(address)
  await expect(cardField(card, 'Instruction 1')).toHaveText(
    `Transfer 0.25 SOL from ${address} to ${receiver.toBase58()}`,
  )
  await expect(cardField(card, 'Instruction 2')).toHaveText('Memo: rent for November')
  await approve(page)

  const { signature } = (await sending) as { signature: string }
  const { value: statuses } = await connection.getSignatureStatuses([signature])
  expect(statuses[0]?.err).toBeNull()
  expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 4)
  expect(await connection.getBalance(owner)).toBe(LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 4 - 5_000)
})

test('the embedded Solana wallet follows a cluster switch (account, balance, the cluster it signs for), and Disconnect signs the frame out', async ({
  page,
  stack,
  mail,
}) => {
  const [first, second] = solanaClusters(stack)
  if (!first || !second) throw new Error('the stack runs two Solana clusters')
  const rpc = [first, second].map((chain) => new Connection(chain.rpcUrl, 'confirmed')) as [
    Connection,
    Connection,
  ]
  await useSolanaNetworks(page, stack, [first, second], { rpcBalances: true })
  const address = await signUpOnSolana(page, stack, mail)
  const owner = new PublicKey(address)
  // Different balances per cluster: the figure shown says which RPC answered.
  for (const [connection, lamports] of [
    [rpc[0], LAMPORTS_PER_SOL],
    [rpc[1], 2 * LAMPORTS_PER_SOL],
  ] as const) {
    const signature = await connection.requestAirdrop(owner, lamports)
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
  }
  await page.evaluate(() =>
    (window as E2EWindow).__airlockE2E?.().balances.fetch({ forceUpdate: true }),
  )
  await openSolanaAccount(page, address)
  await expect(modal(page).getByTestId('balance')).toHaveText('1.000 SOL')
  expect(await solanaCaipAddress(page)).toBe(`${first.caip2}:${address}`)

  await switchCluster(page, 'Solana Local', 'Solana Local 2')
  await expect(modal(page).getByTestId('balance')).toHaveText('2.000 SOL')
  expect(await solanaCaipAddress(page)).toBe(`${second.caip2}:${address}`)
  await expect(page.getByTestId('network-name')).toHaveText('Solana Local 2')

  // The same key signs a message, verified by the reference ed25519 verifier.
  const message = `cluster switch ${Date.now()}`
  const signing = solanaSignatureVerifies(page, address, message)
  await expect(cardField(await approvalCard(page), 'Method')).toHaveText('solana_signMessage')
  await approve(page)
  expect(await signing).toBe(true)

  // A transfer through getProvider('solana') now lands on the second cluster only.
  const receiver = new PublicKey(
    base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey())),
  )
  const transfer = new Transaction({
    feePayer: owner,
    recentBlockhash: (await rpc[1].getLatestBlockhash()).blockhash,
  }).add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: 1_000_000 }))
  const unsigned = transfer.serialize({ requireAllSignatures: false }).toString('base64')
  const sending = page.evaluate(async (base64) => {
    const provider = (window as E2EWindow).__airlockE2E?.().getProvider('solana')
    if (!provider) throw new Error('no Airlock instance')
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    return provider.signAndSendTransaction(bytes, { preflightCommitment: 'confirmed' })
  }, unsigned)
  const card = await approvalCard(page)
  await expect(cardField(card, 'Instruction 1')).toHaveText(
    `Transfer 0.001 SOL from ${address} to ${receiver.toBase58()}`,
  )
  await approve(page)
  await sending
  expect(await rpc[1].getBalance(receiver)).toBe(1_000_000)
  expect(await rpc[0].getBalance(receiver)).toBe(0)
  expect(await rpc[0].getBalance(owner)).toBe(LAMPORTS_PER_SOL)

  await openSolanaAccount(page, address)
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect.poll(() => frameSession(page)).toBeNull()
})
