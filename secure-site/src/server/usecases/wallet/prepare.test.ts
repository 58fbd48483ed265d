import { base58Encode } from '@airlock/protocol'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { type Hex, hexToBigInt, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type {
  PreparedEvmTransaction,
  PreparedSolanaTransactions,
} from '../../../shared/apiContract'
import { describeEachDb } from '../../db/testing'
import { type FakeSolanaRpc, startFakeSolanaRpc } from '../../signer/solanaRpc.fake'
import { anvilBinary, startAnvil, type TestChain } from '../../signer/testing'
import { signedInForTest, testContext } from '../../wiring/testing'
import { prepareApproval } from './prepare'
import { recordApproval, runRpc } from './rpc'

const DEVICE = 'dddddddd-0000-4000-8000-000000000004'
const CHAIN = 'eip155:31337'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const anvil = anvilBinary()
const stranger = privateKeyToAccount(generatePrivateKey()).address

const BLOCKHASH = base58Encode(new Uint8Array(32).fill(9))

let chain: TestChain | undefined
let solanaRpc: FakeSolanaRpc
beforeAll(async () => {
  if (anvil) chain = await startAnvil(anvil)
  solanaRpc = await startFakeSolanaRpc('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')
  solanaRpc.knownBlockhashes.add(BLOCKHASH)
})
afterAll(async () => {
  await chain?.stop()
  await solanaRpc.stop()
})

describeEachDb('prepare, approve, sign', (getDb) => {
  it('eth_sendTransaction: signs the prepared transaction as approved, and refuses one whose gas, fees or nonce changed', async () => {
    const rpcUrl = chain?.rpcUrl ?? ''
    const t = testContext(getDb(), { chains: { [CHAIN]: rpcUrl } })
    const { auth, addresses } = await signedInForTest(t, 'tx@example.com', DEVICE)
    const account = addresses.eip155
    await chain?.fund(account as Hex, parseEther('1'))
    const request = {
      method: 'eth_sendTransaction',
      params: [{ from: account, to: stranger, value: toHex(parseEther('0.01')) }],
      chainId: CHAIN,
      account,
    }
    const prepared = (await prepareApproval(t.context, auth, request)) as PreparedEvmTransaction
    const approvedCall = { ...request, params: prepared.params }
    const { approvalId } = await recordApproval(t.context, auth, approvedCall)
    const [tx] = prepared.params
    const changes: [Record<string, string>, string][] = [
      [{ gas: toHex(hexToBigInt(tx.gas as Hex) + 1n) }, 'params[0].gas'],
      [{ nonce: toHex(hexToBigInt(tx.nonce as Hex) + 1n) }, 'params[0].nonce'],
      [{ maxFeePerGas: toHex(hexToBigInt(tx.maxFeePerGas as Hex) * 2n) }, 'params[0].maxFeePerGas'],
      [{ maxPriorityFeePerGas: '0x0' }, 'params[0].maxPriorityFeePerGas'],
    ]
    for (const [change, field] of changes) {
      await expect(
        runRpc(t.context, auth, { ...approvedCall, params: [{ ...tx, ...change }], approvalId }),
      ).rejects.toThrow(
        new RegExp(
          `^Request was not approved: ${field.replace(/[[\]]/g, '\\$&')} changed since approval$`,
        ),
      )
    }
    const { result } = await runRpc(t.context, auth, { ...approvedCall, approvalId })
    const hash = result as Hex
    await chain?.reader.waitForTransactionReceipt({ hash })
    expect(await chain?.reader.getTransaction({ hash })).toMatchObject({
      gas: hexToBigInt(tx.gas as Hex),
      nonce: Number(hexToBigInt(tx.nonce as Hex)),
      maxFeePerGas: hexToBigInt(tx.maxFeePerGas as Hex),
      maxPriorityFeePerGas: hexToBigInt(tx.maxPriorityFeePerGas as Hex),
    })

    // A grant for the dapp's own, unprepared request is not enough to sign it.
    const unprepared = await recordApproval(t.context, auth, request)
    await expect(
      runRpc(t.context, auth, { ...request, approvalId: unprepared.approvalId }),
    ).rejects.toThrow(
      /^Transaction was not prepared for approval: gas, nonce, chainId, type, maxFeePerGas, maxPriorityFeePerGas must be set as the card showed them$/,
    )
  })

  it('decodes Solana transactions for the card, and refuses a batch larger than it can show', async () => {
    const t = testContext(getDb(), { chains: { [SOLANA]: solanaRpc.url } })
    const { auth, addresses } = await signedInForTest(t, 'sol@example.com', DEVICE)
    const payer = new PublicKey(addresses.solana)
    const to = Keypair.generate().publicKey
    const transaction = new Transaction({
      feePayer: payer,
      recentBlockhash: BLOCKHASH,
    }).add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: 250_000_000 }))
    const encoded = base58Encode(
      transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
    )
    const call = (transactions: string[]) => ({
      method: 'solana_signAllTransactions',
      params: { transactions },
      chainId: SOLANA,
      account: addresses.solana,
    })
    const prepared = (await prepareApproval(
      t.context,
      auth,
      call([encoded, encoded]),
    )) as PreparedSolanaTransactions
    expect(prepared.params).toEqual({ transactions: [encoded, encoded] })
    expect(prepared.transactions).toHaveLength(2)
    expect(prepared.transactions[0]?.instructions).toEqual([
      { kind: 'systemTransfer', from: addresses.solana, to: to.toBase58(), lamports: '250000000' },
    ])
    await expect(prepareApproval(t.context, auth, call(Array(21).fill(encoded)))).rejects.toThrow(
      /^Too many transactions: at most 20 can be shown and signed at once$/,
    )
    await expect(prepareApproval(t.context, auth, call(['garbage']))).rejects.toThrow(
      /^Invalid transaction$/,
    )
  })

  it('refuses, before the card and again before signing, giving the wallet away or a blockhash the cluster does not know', async () => {
    const t = testContext(getDb(), { chains: { [SOLANA]: solanaRpc.url } })
    const { auth, addresses } = await signedInForTest(t, 'assign@example.com', DEVICE)
    const wallet = new PublicKey(addresses.solana)
    const encode = (transaction: Transaction) =>
      base58Encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
    const call = (transaction: string) => ({
      method: 'solana_signTransaction',
      params: { transaction },
      chainId: SOLANA,
      account: addresses.solana,
    })
    const assign = encode(
      new Transaction({ feePayer: wallet, recentBlockhash: BLOCKHASH }).add(
        SystemProgram.assign({ accountPubkey: wallet, programId: Keypair.generate().publicKey }),
      ),
    )
    await expect(prepareApproval(t.context, auth, call(assign))).rejects.toThrow(
      /^This transaction would give your wallet to another program$/,
    )
    const stale = encode(
      new Transaction({
        feePayer: wallet,
        recentBlockhash: base58Encode(new Uint8Array(32).fill(7)),
      }).add(SystemProgram.transfer({ fromPubkey: wallet, toPubkey: wallet, lamports: 1 })),
    )
    const staleMessage =
      /^Transaction refused: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp does not know its recent blockhash \(expired, or made for another network\)$/
    await expect(prepareApproval(t.context, auth, call(stale))).rejects.toThrow(staleMessage)
    // A caller that skips the frame and its prepare step: a grant alone signs neither.
    for (const [transaction, refusal] of [
      [assign, /^This transaction would give your wallet to another program$/],
      [stale, staleMessage],
    ] as const) {
      const { approvalId } = await recordApproval(t.context, auth, call(transaction))
      await expect(runRpc(t.context, auth, { ...call(transaction), approvalId })).rejects.toThrow(
        refusal,
      )
    }
  })

  it('prepares only transactions, and only approval methods', async () => {
    const t = testContext(getDb())
    const { auth, addresses } = await signedInForTest(t, 'none@example.com', DEVICE)
    await expect(
      prepareApproval(t.context, auth, {
        method: 'personal_sign',
        params: ['0x6869', addresses.eip155],
        chainId: 'eip155:1',
      }),
    ).rejects.toThrow(/^personal_sign needs no preparation$/)
    await expect(
      prepareApproval(t.context, auth, { method: 'eth_sign', params: [], chainId: 'eip155:1' }),
    ).rejects.toThrow(/^Requested RPC call is not allowed$/)
  })
})
