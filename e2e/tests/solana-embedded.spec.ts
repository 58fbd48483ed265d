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
import { expect, test } from './support/fixtures'
import { signUpOnDapp } from './support/signedUp'

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
