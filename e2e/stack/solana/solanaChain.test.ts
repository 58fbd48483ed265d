import { ed25519 } from '@noble/curves/ed25519.js'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type SolanaChain, startSolanaChain } from './solanaChain'

let chain: SolanaChain
let other: SolanaChain
let connection: Connection

beforeAll(async () => {
  chain = await startSolanaChain({ cluster: 'test-a' })
  other = await startSolanaChain({ cluster: 'test-b' })
  connection = new Connection(chain.rpcUrl, 'confirmed')
})

afterAll(async () => {
  await Promise.all([chain?.stop(), other?.stop()])
})

async function funded(sol: number): Promise<Keypair> {
  const keypair = Keypair.generate()
  const signature = await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL)
  const latest = await connection.getLatestBlockhash()
  const confirmed = await connection.confirmTransaction({ signature, ...latest })
  expect(confirmed.value.err).toBeNull()
  return keypair
}

async function rpc(method: string, params: unknown[]): Promise<Record<string, unknown>> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as Record<string, unknown>
}

describe('the local Solana cluster', () => {
  it('names its cluster by genesis hash; a second instance is another cluster', async () => {
    const genesis = await connection.getGenesisHash()
    expect(genesis).toBe(chain.genesisHash)
    expect(chain.caip2).toBe(`solana:${genesis.slice(0, 32)}`)
    expect(await new Connection(other.rpcUrl).getGenesisHash()).not.toBe(genesis)
    expect(new PublicKey(genesis).toBytes()).toHaveLength(32)
  })

  it('airdrops, and a funded account is seen by getBalance and getAccountInfo', async () => {
    const keypair = await funded(2)
    expect(await connection.getBalance(keypair.publicKey)).toBe(2 * LAMPORTS_PER_SOL)
    const info = await connection.getAccountInfo(keypair.publicKey)
    expect(info?.owner.equals(SystemProgram.programId)).toBe(true)
    expect(info?.lamports).toBe(2 * LAMPORTS_PER_SOL)
    const [known, unknown] = await connection.getMultipleAccountsInfo([
      keypair.publicKey,
      Keypair.generate().publicKey,
    ])
    expect(known?.lamports).toBe(2 * LAMPORTS_PER_SOL)
    expect(unknown).toBeNull()
  })

  it('transfers SOL, confirmed over the WebSocket, charging the fee getFeeForMessage gives', async () => {
    const sender = await funded(1)
    const receiver = Keypair.generate().publicKey
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: receiver,
        lamports: 1_000_000,
      }),
    )
    const latest = await connection.getLatestBlockhash()
    transaction.recentBlockhash = latest.blockhash
    transaction.feePayer = sender.publicKey
    const fee = await connection.getFeeForMessage(transaction.compileMessage())
    expect(fee.value).toBe(5_000)
    const slotBefore = await connection.getSlot()
    const signature = await sendAndConfirmTransaction(connection, transaction, [sender])
    expect(await connection.getBalance(receiver)).toBe(1_000_000)
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL - 1_000_000 - 5_000)
    expect(await connection.getSlot()).toBeGreaterThan(slotBefore)

    const { value: statuses } = await connection.getSignatureStatuses([signature])
    expect(statuses[0]?.err).toBeNull()
    expect(statuses[0]?.confirmationStatus).toBe('finalized')
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.fee).toBe(5_000)
    expect(landed?.transaction.signatures[0]).toBe(signature)
    expect(landed?.meta?.postBalances[1]).toBe(1_000_000)
    const history = await connection.getSignaturesForAddress(receiver)
    expect(history.map((entry) => entry.signature)).toEqual([signature])
  })

  it('signs once per blockhash: a used blockhash stays valid, an invented one is refused', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    const invented = Keypair.generate().publicKey.toBase58()
    expect((await connection.isBlockhashValid(invented)).value).toBe(false)
    const sender = await funded(1)
    const transaction = new Transaction({
      feePayer: sender.publicKey,
      recentBlockhash: invented,
    }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: sender.publicKey,
        lamports: 1,
      }),
    )
    transaction.sign(sender)
    await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(
      'Transaction simulation failed: Blockhash not found',
    )
  })

  it('refuses in preflight a transfer of more than the balance, with the program logs', async () => {
    const sender = await funded(1)
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5 * LAMPORTS_PER_SOL,
      }),
    )
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.feePayer = sender.publicKey
    const simulated = await connection.simulateTransaction(transaction)
    expect(simulated.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(simulated.value.logs?.join('\n')).toContain('insufficient lamports')
    transaction.sign(sender)
    await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('refuses a transaction whose signature does not match', async () => {
    const sender = await funded(1)
    const transaction = new Transaction({
      feePayer: sender.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: sender.publicKey,
        lamports: 1,
      }),
    )
    transaction.sign(sender)
    const bytes = transaction.serialize()
    const forged = ed25519.sign(new Uint8Array(32), Keypair.generate().secretKey.slice(0, 32))
    bytes.set(forged, 1)
    await expect(connection.sendRawTransaction(bytes)).rejects.toThrow(
      'Transaction simulation failed',
    )
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL)
  })

  it('sends the test mint to a wallet without a token account, creating it', async () => {
    const sender = await funded(1)
    chain.faucet.mintTestTokens(sender.publicKey.toBase58(), 5_000_000n)
    const mint = new PublicKey(chain.testMint.address)
    const from = getAssociatedTokenAddressSync(mint, sender.publicKey)
    const receiver = Keypair.generate().publicKey
    const to = getAssociatedTokenAddressSync(mint, receiver)
    expect(await connection.getAccountInfo(to)).toBeNull()
    const transaction = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(sender.publicKey, to, receiver, mint),
      createTransferCheckedInstruction(from, mint, to, sender.publicKey, 1_250_000n, 6),
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [sender])
    expect((await connection.getTokenAccountBalance(to)).value).toMatchObject({
      amount: '1250000',
      decimals: 6,
      uiAmountString: '1.25',
    })
    const parsed = await connection.getParsedTokenAccountsByOwner(receiver, { mint })
    expect(parsed.value).toHaveLength(1)
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('1250000')
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.preTokenBalances?.map((entry) => entry.uiTokenAmount.amount)).toEqual([
      '5000000',
    ])
    // Listed in the message's account order, which sorts keys: compared by owner.
    expect(
      new Map(
        landed?.meta?.postTokenBalances?.map((entry) => [entry.owner, entry.uiTokenAmount.amount]),
      ),
    ).toEqual(
      new Map([
        [sender.publicKey.toBase58(), '3750000'],
        [receiver.toBase58(), '1250000'],
      ]),
    )
    expect(landed?.meta?.postTokenBalances).toHaveLength(2)
    const raw = await connection.getTokenAccountsByOwner(sender.publicKey, { mint })
    expect(raw.value.map((entry) => entry.pubkey.toBase58())).toEqual([from.toBase58()])
  })

  it('deploys a Token-2022 test mint: minted, listed by programId, moved with TransferChecked', async () => {
    const sender = await funded(1)
    chain.faucet.mintTestTokens(sender.publicKey.toBase58(), 3_000_000n, 'token2022')
    const mint = new PublicKey(chain.testMint2022.address)
    const mintAccount = await connection.getAccountInfo(mint)
    expect(mintAccount?.owner.toBase58()).toBe(TOKEN_2022_PROGRAM_ID.toBase58())
    const from = getAssociatedTokenAddressSync(mint, sender.publicKey, false, TOKEN_2022_PROGRAM_ID)
    const byProgram = await connection.getParsedTokenAccountsByOwner(sender.publicKey, {
      programId: TOKEN_2022_PROGRAM_ID,
    })
    expect(byProgram.value.map((entry) => entry.pubkey.toBase58())).toEqual([from.toBase58()])
    expect(byProgram.value[0]?.account.data.program).toBe('spl-token-2022')
    expect(byProgram.value[0]?.account.data.parsed.info).toMatchObject({
      mint: mint.toBase58(),
      tokenAmount: { amount: '3000000', decimals: 6 },
    })
    // The SPL Token program's query does not list it.
    const spl = await connection.getTokenAccountsByOwner(sender.publicKey, {
      programId: TOKEN_PROGRAM_ID,
    })
    expect(spl.value).toEqual([])

    const receiver = Keypair.generate().publicKey
    const to = getAssociatedTokenAddressSync(mint, receiver, false, TOKEN_2022_PROGRAM_ID)
    const transaction = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(
        sender.publicKey,
        to,
        receiver,
        mint,
        TOKEN_2022_PROGRAM_ID,
      ),
      createTransferCheckedInstruction(
        from,
        mint,
        to,
        sender.publicKey,
        1_000_000n,
        6,
        [],
        TOKEN_2022_PROGRAM_ID,
      ),
    )
    await sendAndConfirmTransaction(connection, transaction, [sender])
    expect((await connection.getTokenAccountBalance(to)).value.amount).toBe('1000000')
    expect((await connection.getTokenAccountBalance(from)).value.amount).toBe('2000000')
  })

  it('notifies accountSubscribe listeners of a balance change, on the RPC port and the next', async () => {
    for (const url of [chain.rpcUrl.replace('http', 'ws'), chain.wsUrl]) {
      const watched = Keypair.generate().publicKey
      const socket = new WebSocket(url)
      await new Promise((resolve, reject) => {
        socket.once('open', resolve)
        socket.once('error', reject)
      })
      const messages: {
        id?: number
        result?: unknown
        params?: { result: { value: { lamports: number } } }
      }[] = []
      const next = () =>
        new Promise<(typeof messages)[number]>((resolve) =>
          socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
        )
      const subscribed = next()
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 7,
          method: 'accountSubscribe',
          params: [watched.toBase58(), { encoding: 'base64' }],
        }),
      )
      expect(await subscribed).toMatchObject({ id: 7, result: expect.any(Number) })
      const notified = next()
      await connection.requestAirdrop(watched, LAMPORTS_PER_SOL)
      expect((await notified).params?.result.value.lamports).toBe(LAMPORTS_PER_SOL)
      socket.close()
    }
  })

  it('refuses an airdrop that would leave the account below rent exemption', async () => {
    await expect(connection.requestAirdrop(Keypair.generate().publicKey, 3_000)).rejects.toThrow(
      'Transaction results in an account (1) with insufficient funds for rent',
    )
  })

  it('answers exact errors for bad input', async () => {
    expect(await rpc('getBalance', ['not-a-key'])).toMatchObject({
      error: { code: -32602, message: 'Invalid param: "not-a-key" is not a base58 public key' },
    })
    expect(await rpc('getLedgerSnapshot', [])).toMatchObject({
      error: { code: -32601, message: 'Method not found' },
    })
    expect(await rpc('sendTransaction', ['AAAA', { encoding: 'base64' }])).toMatchObject({
      error: { code: -32602 },
    })
    expect(
      await rpc('requestAirdrop', [Keypair.generate().publicKey.toBase58(), -1]),
    ).toMatchObject({
      error: { code: -32602, message: 'Invalid param: expected a positive number of lamports' },
    })
    expect(await rpc('getMinimumBalanceForRentExemption', [165])).toMatchObject({
      result: 2_039_280,
    })
  })

  it('answers batches, CORS preflights for pages, and refuses other HTTP methods', async () => {
    const batch = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getSlot', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'getGenesisHash', params: [] },
      ]),
    })
    expect(await batch.json()).toMatchObject([
      { id: 1, result: expect.any(Number) },
      { id: 2, result: chain.genesisHash },
    ])
    const preflight = await fetch(chain.rpcUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect((await fetch(chain.rpcUrl)).status).toBe(405)
    const garbled = await fetch(chain.rpcUrl, { method: 'POST', body: '{' })
    expect(await garbled.json()).toMatchObject({ error: { code: -32700, message: 'Parse error' } })
  })

  it('pages an address’s history newest first with limit and before', async () => {
    const watched = Keypair.generate().publicKey
    const first = await connection.requestAirdrop(watched, LAMPORTS_PER_SOL)
    const second = await connection.requestAirdrop(watched, LAMPORTS_PER_SOL)
    const third = await connection.requestAirdrop(watched, LAMPORTS_PER_SOL)
    const page = await connection.getSignaturesForAddress(watched, { limit: 2 })
    expect(page.map((entry) => entry.signature)).toEqual([third, second])
    const next = await connection.getSignaturesForAddress(watched, { before: second })
    expect(next.map((entry) => entry.signature)).toEqual([first])
  })
})
