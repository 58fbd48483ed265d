/**
 * Cards that name every hand-over (issue 22 §4), from the example dapp's own provider
 * with a real embedded wallet: each Solana hand-over instruction and each EVM drainer
 * pattern reaches the card with its parties and amounts in words, 'Unlimited' flagged,
 * the warnings above the card, and Approve still disabled when the card first shows.
 * Giving the wallet itself to a program, a blockhash the cluster does not know, and a host
 * RPC URL of another cluster than the one named are refused before any card.
 */

import type { Page } from '@playwright/test'
import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  NONCE_ACCOUNT_LENGTH,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import {
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  getAddress,
  type Hex,
  parseAbi,
  parseEther,
} from 'viem'
import type { E2EWindow } from './support/airlockHandle'
import { approvalCard, approve, reject } from './support/approval'
import { base58Encode } from './support/base58'
import { localChain } from './support/chain'
import { expect, test } from './support/fixtures'
import { signUpOnDapp } from './support/signedUp'

const TOKEN = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const U64_MAX = 2n ** 64n - 1n

/**
 * The Approve button's aria-disabled the first time the card's frame draws it: the gate
 * (500 ms fully visible) must hold it disabled then. Armed before the request is sent.
 */
async function firstApproveState(page: Page): Promise<() => Promise<string | null>> {
  const frame = await (await page.locator('#w3m-iframe').elementHandle())?.contentFrame()
  if (!frame) throw new Error('no secure frame')
  const first = frame.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('button')].find(
        (item) => item.textContent?.trim() === 'Approve',
      )
      return button ? button.getAttribute('aria-disabled') : null
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  )
  return async () => (await first).jsonValue()
}

type Outcome = { result: unknown } | { error: string }

function solanaRequest(
  page: Page,
  method: string,
  params: unknown,
  chainId: string,
  rpcUrl?: string,
) {
  return page.evaluate(
    ([method, params, chainId, rpcUrl]) =>
      (window as E2EWindow)
        .__airlockE2E?.()
        // The host's own RPC URL rides along as RPC_REQUEST allows (`rpcUrl`).
        .connector.rpcRequest({
          method,
          params,
          chainNamespace: 'solana',
          chainId,
          ...(rpcUrl ? { rpcUrl } : {}),
        } as { method: string; params: unknown })
        .then(
          (result: unknown) => ({ result }),
          (error: Error) => ({ error: error.message }),
        ) as Promise<Outcome>,
    [method, params, chainId, rpcUrl] as const,
  )
}

function evmRequest(page: Page, method: string, params: unknown[]) {
  return page.evaluate(
    ([method, params]) =>
      (window as E2EWindow)
        .__airlockE2E?.()
        .getProvider('eip155')
        .request({ method, params })
        .then(
          (result: unknown) => ({ result }),
          (error: Error) => ({ error: error.message }),
        ) as Promise<Outcome>,
    [method, params] as const,
  )
}

const amountData = (tag: number, amount: bigint, decimals?: number) => {
  const data = Buffer.alloc(decimals === undefined ? 9 : 10)
  data.writeUInt8(tag, 0)
  data.writeBigUInt64LE(amount, 1)
  if (decimals !== undefined) data.writeUInt8(decimals, 9)
  return data
}
const meta = (pubkey: PublicKey, isSigner = false) => ({ pubkey, isSigner, isWritable: true })
const token = (keys: PublicKey[], data: Buffer, signer?: PublicKey) =>
  new TransactionInstruction({
    programId: TOKEN,
    keys: keys.map((key) => meta(key, key.equals(signer ?? PublicKey.default))),
    data,
  })
const unsigned = (transaction: Transaction) =>
  base58Encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))

test('Solana: every hand-over instruction, the max fee and the durable-nonce flag are on the card, warnings above it; Approve is gated', async ({
  page,
  stack,
  mail,
}) => {
  const [chain] = Object.values(stack.solanaChains)
  if (!chain) throw new Error('the stack runs no Solana cluster')
  const reference = chain.caip2.slice('solana:'.length)
  const connection = new Connection(chain.rpcUrl, 'confirmed')
  await signUpOnDapp(page, stack, mail)
  const { address } = (await page.evaluate(
    (chainId) => (window as E2EWindow).__airlockE2E?.().connector.getUser({ chainId }),
    reference,
  )) ?? { address: '' }
  const wallet = new PublicKey(address)
  const [program, fresh, seeded, mine, mint, thief, nonce] = Array.from(
    { length: 7 },
    () => Keypair.generate().publicKey,
  ) as [PublicKey, PublicKey, PublicKey, PublicKey, PublicKey, PublicKey, PublicKey]
  const seededAccount = await PublicKey.createWithSeed(wallet, 'vault', program)
  const { blockhash } = await connection.getLatestBlockhash()

  // One transaction with every System and token hand-over, one durable-nonce transaction.
  const handOvers = new Transaction({ feePayer: wallet, recentBlockhash: blockhash }).add(
    ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 }),
    SystemProgram.createAccount({
      fromPubkey: wallet,
      newAccountPubkey: fresh,
      lamports: 2_039_280,
      space: 165,
      programId: program,
    }),
    SystemProgram.createAccountWithSeed({
      fromPubkey: wallet,
      newAccountPubkey: seededAccount,
      basePubkey: wallet,
      seed: 'vault',
      lamports: LAMPORTS_PER_SOL / 2,
      space: 0,
      programId: program,
    }),
    SystemProgram.assign({ accountPubkey: seeded, programId: program }),
    SystemProgram.assign({
      accountPubkey: seededAccount,
      basePubkey: wallet,
      seed: 'vault',
      programId: program,
    }),
    SystemProgram.allocate({ accountPubkey: fresh, space: 64 }),
    token([mine, wallet], Buffer.from([6, 2, 1, ...thief.toBytes()]), wallet),
    token([mine, thief, wallet], amountData(4, U64_MAX), wallet),
    token([mine, mint, thief, wallet], amountData(13, 1_500_000n, 6), wallet),
    token([mine, wallet], Buffer.from([5]), wallet),
    token([mine, thief, wallet], Buffer.from([9]), wallet),
    token([mine, mint, wallet], amountData(8, 7n), wallet),
    token([mine, mint, wallet], amountData(15, 250n, 2), wallet),
    token([mint, mine, wallet], amountData(7, 99n), wallet),
    token([mint, mine, wallet], amountData(14, 1_000n, 3), wallet),
    token([mine, mint, wallet], Buffer.from([10]), wallet),
  )
  const nonceValue = base58Encode(new Uint8Array(32).fill(5))
  const durable = new Transaction({ feePayer: wallet, recentBlockhash: nonceValue }).add(
    SystemProgram.nonceAdvance({ noncePubkey: nonce, authorizedPubkey: wallet }),
    ...SystemProgram.createNonceAccount({
      fromPubkey: wallet,
      noncePubkey: fresh,
      authorizedPubkey: wallet,
      lamports: NONCE_ACCOUNT_LENGTH * 10,
    }).instructions.slice(1),
    SystemProgram.nonceWithdraw({
      noncePubkey: nonce,
      authorizedPubkey: wallet,
      toPubkey: thief,
      lamports: LAMPORTS_PER_SOL,
    }),
    SystemProgram.nonceAuthorize({
      noncePubkey: nonce,
      authorizedPubkey: wallet,
      newAuthorizedPubkey: thief,
    }),
  )

  const gate = await firstApproveState(page)
  const signing = solanaRequest(
    page,
    'solana_signAllTransactions',
    { transactions: [unsigned(handOvers), unsigned(durable)] },
    reference,
  )
  const card = await approvalCard(page)
  expect(await gate()).toBe('true')
  const lines = [
    `Compute unit limit: 300000`,
    `Compute unit price: 1000 micro-lamports`,
    `Create account ${fresh} with 0.00203928 SOL paid by ${wallet}, 165 bytes, owned by program ${program}`,
    `Create account ${seededAccount} (derived from ${wallet} with seed "vault") with 0.5 SOL paid by ${wallet}, 0 bytes, owned by program ${program}`,
    `Assign account ${seeded} to program ${program}: the program becomes its owner`,
    `Assign account ${seededAccount} (derived from ${wallet} with seed "vault") to program ${program}: the program becomes its owner`,
    `Allocate 64 bytes of data in account ${fresh}`,
    `Token SetAuthority: the AccountOwner authority of ${mine} goes from ${wallet} to ${thief}`,
    `Token Approve: ${thief} may move up to Unlimited tokens from ${mine}, authorised by ${wallet}`,
    `Token ApproveChecked: ${thief} may move up to 1.5 of token ${mint} from ${mine}, authorised by ${wallet}`,
    `Token Revoke: remove the delegate of ${mine}, authorised by ${wallet}`,
    `Token CloseAccount: close ${mine} and send its SOL to ${thief}, authorised by ${wallet}`,
    `Token Burn: destroy 7 (in the token's smallest unit) of token ${mint} from ${mine}, authorised by ${wallet}`,
    `Token BurnChecked: destroy 2.5 of token ${mint} from ${mine}, authorised by ${wallet}`,
    `Token MintTo: create 99 (in the token's smallest unit) of token ${mint} into ${mine}, authorised by ${wallet}`,
    `Token MintToChecked: create 1 of token ${mint} into ${mine}, authorised by ${wallet}`,
    `Token FreezeAccount: freeze ${mine} (token ${mint}), authorised by ${wallet}`,
    `Advance nonce account ${nonce}, authorised by ${wallet}`,
    `Initialize nonce account ${fresh} with authority ${wallet}`,
    `Withdraw 1 SOL from nonce account ${nonce} to ${thief}, authorised by ${wallet}`,
    `Change the authority of nonce account ${nonce} from ${wallet} to ${thief}`,
  ]
  for (const line of lines) await expect(card.getByText(line, { exact: true })).toBeVisible()
  // signers × 5000 + ceil(300,000 units × 1,000 micro-lamports / 10^6) = 300 lamports.
  const signers = handOvers.compileMessage().header.numRequiredSignatures
  await expect(
    card.getByText(`${(signers * 5000 + 300) / LAMPORTS_PER_SOL} SOL`, { exact: true }),
  ).toBeVisible()
  const warnings = card.getByRole('alert', { name: 'Warning' })
  for (const warning of [
    `Hand-over: the AccountOwner authority of your account ${mine} goes to ${thief}`,
    `Hand-over: ${thief} may move up to Unlimited tokens out of your token account ${mine}`,
    `Hand-over: ${thief} may move up to 1.5 of token ${mint} out of your token account ${mine}`,
    `Hand-over: your token account ${mine} is closed and its SOL goes to ${thief}`,
    `Hand-over: your nonce account ${nonce} goes to ${thief}`,
    'Can be sent at any later time: this transaction uses a durable nonce, not a recent blockhash',
  ])
    await expect(warnings).toContainText(warning)
  await reject(page)
  expect(await signing).toMatchObject({ error: expect.stringMatching(/rejected/i) })

  // Giving the wallet itself away, or a blockhash the cluster never made: no card at all.
  const assign = new Transaction({ feePayer: wallet, recentBlockhash: blockhash }).add(
    SystemProgram.assign({ accountPubkey: wallet, programId: program }),
  )
  expect(
    await solanaRequest(
      page,
      'solana_signTransaction',
      { transaction: unsigned(assign) },
      reference,
    ),
  ).toEqual({ error: 'This transaction would give your wallet to another program' })
  const stale = new Transaction({
    feePayer: wallet,
    recentBlockhash: base58Encode(new Uint8Array(32).fill(8)),
  }).add(SystemProgram.transfer({ fromPubkey: wallet, toPubkey: thief, lamports: 1 }))
  expect(
    await solanaRequest(
      page,
      'solana_signTransaction',
      { transaction: unsigned(stale) },
      reference,
    ),
  ).toEqual({
    error: `Transaction refused: ${chain.caip2} does not know its recent blockhash (expired, or made for another network)`,
  })
  await expect(page.locator('#w3m-iframe')).toBeHidden()

  // A host that names Solana mainnet but hands over the local cluster's RPC: the card would
  // claim one network and the transaction be checked against another. Refused, no card.
  const mainnet = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const transfer = new Transaction({ feePayer: wallet, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: wallet, toPubkey: thief, lamports: 1 }),
  )
  expect(
    await solanaRequest(
      page,
      'solana_signTransaction',
      { transaction: unsigned(transfer) },
      mainnet,
      chain.rpcUrl,
    ),
  ).toEqual({
    error: `RPC endpoint is not on solana:${mainnet}: its genesis hash does not match the network the card names`,
  })
  await expect(page.locator('#w3m-iframe')).toBeHidden()
})

test('EVM: approve, increaseAllowance, setApprovalForAll, transferFrom, Permit and Permit2 name the spender and the amount, Unlimited flagged, typed data for another chain flagged; Approve is gated', async ({
  page,
  stack,
  mail,
}) => {
  const chain = localChain(stack)
  const { address } = await signUpOnDapp(page, stack, mail)
  await chain.fund(address, parseEther('1'))
  // Plain accounts on the local chain: no code, so typed data naming them is flagged.
  const tokenAt = getAddress(`0x${'7a'.repeat(20)}`)
  const spender = getAddress(`0x${'5e'.repeat(20)}`)
  const victim = getAddress(`0x${'b0'.repeat(20)}`)
  const MAX = (1n << 256n) - 1n
  const send = (data: Hex) => [{ from: address, to: tokenAt, data }]
  const calls: [Hex, string][] = [
    [
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, MAX] }),
      `${spender} can spend Unlimited of token ${tokenAt} from your wallet`,
    ],
    [
      encodeFunctionData({
        abi: parseAbi(['function increaseAllowance(address spender, uint256 addedValue)']),
        functionName: 'increaseAllowance',
        args: [spender, 5_000n],
      }),
      `${spender} can spend 5000 (in the token's smallest unit) of token ${tokenAt} more from your wallet`,
    ],
    [
      encodeFunctionData({
        abi: erc721Abi,
        functionName: 'setApprovalForAll',
        args: [spender, true],
      }),
      `${spender} can move all your ${tokenAt} NFTs`,
    ],
    [
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [victim, spender, 42n],
      }),
      `42 (in the token's smallest unit) of token ${tokenAt} moves from ${victim} to ${spender}`,
    ],
  ]
  for (const [data, stake] of calls) {
    const gate = await firstApproveState(page)
    const sending = evmRequest(page, 'eth_sendTransaction', send(data))
    const card = await approvalCard(page)
    expect(await gate()).toBe('true')
    await expect(card.getByRole('region', { name: 'What is at stake' })).toContainText(stake)
    await reject(page)
    expect(await sending).toMatchObject({ error: expect.stringMatching(/rejected/i) })
  }

  const uint160Max = ((1n << 160n) - 1n).toString()
  const permitTypes = {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
  }
  const typedData: [unknown, string[], string[]][] = [
    [
      {
        types: {
          ...permitTypes,
          Permit: [
            { name: 'owner', type: 'address' },
            { name: 'spender', type: 'address' },
            { name: 'value', type: 'uint256' },
            { name: 'nonce', type: 'uint256' },
            { name: 'deadline', type: 'uint256' },
          ],
        },
        primaryType: 'Permit',
        domain: { name: 'USD Coin', chainId: 1, verifyingContract: tokenAt },
        message: { owner: address, spender, value: MAX.toString(), nonce: 0, deadline: 1 },
      },
      [`${spender} can spend Unlimited of token ${tokenAt} from your wallet`],
      [
        'This signature is for chain 1, not Local chain (eip155:31337), the network this card names',
        `The contract this signature is for, ${tokenAt}, has no code on Local chain (eip155:31337)`,
      ],
    ],
    [
      {
        types: permitTypes,
        primaryType: 'PermitSingle',
        domain: { name: 'Permit2', chainId: 31337, verifyingContract: tokenAt },
        message: { details: { token: tokenAt, amount: uint160Max }, spender, sigDeadline: 1 },
      },
      [`${spender} can spend Unlimited of token ${tokenAt} from your wallet`],
      [`The contract this signature is for, ${tokenAt}, has no code on Local chain (eip155:31337)`],
    ],
    [
      {
        types: permitTypes,
        primaryType: 'PermitBatch',
        domain: { name: 'Permit2', chainId: 31337, verifyingContract: tokenAt },
        message: {
          details: [
            { token: tokenAt, amount: '12' },
            { token: victim, amount: uint160Max },
          ],
          spender,
          sigDeadline: 1,
        },
      },
      [
        `${spender} can spend 12 (in the token's smallest unit) of token ${tokenAt} from your wallet`,
        `${spender} can spend Unlimited of token ${victim} from your wallet`,
      ],
      [],
    ],
    [
      {
        types: permitTypes,
        primaryType: 'PermitTransferFrom',
        domain: { name: 'Permit2', chainId: 31337, verifyingContract: tokenAt },
        message: { permitted: { token: tokenAt, amount: '77' }, spender, nonce: 0, deadline: 1 },
      },
      [
        `${spender} can take 77 (in the token's smallest unit) of token ${tokenAt} from your wallet`,
      ],
      [],
    ],
  ]
  for (const [data, stakes, warnings] of typedData) {
    const gate = await firstApproveState(page)
    const signing = evmRequest(page, 'eth_signTypedData_v4', [address, JSON.stringify(data)])
    const card = await approvalCard(page)
    expect(await gate()).toBe('true')
    for (const stake of stakes)
      await expect(card.getByRole('region', { name: 'What is at stake' })).toContainText(stake)
    for (const warning of warnings)
      await expect(card.getByRole('alert', { name: 'Warning' })).toContainText(warning)
    await reject(page)
    expect(await signing).toMatchObject({ error: expect.stringMatching(/rejected/i) })
  }

  // Approve still works once the card has been seen: the Permit is signed.
  const signing = evmRequest(page, 'eth_signTypedData_v4', [
    address,
    JSON.stringify(typedData[0]?.[0]),
  ])
  await approvalCard(page)
  await approve(page)
  expect(await signing).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
})
