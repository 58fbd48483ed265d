import { createServer, type Server } from 'node:http'
import { base58Decode, base58Encode } from '@airlock/protocol'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SolanaKeySigner } from '../wallets/wallets'
import {
  signAllTransactions,
  signAndSendTransaction,
  signMessage,
  signTransaction,
} from './solanaSigner'
import { decodeTransaction } from './solanaWire'
import { operatorFetch } from './testing'

const seed = ed25519.utils.randomSecretKey()
const publicKey = new PublicKey(ed25519.getPublicKey(seed))
const signer: SolanaKeySigner = {
  address: publicKey.toBase58(),
  sign: (message) => ed25519.sign(message, seed),
}
const blockhash = base58Encode(new Uint8Array(32).fill(7))
const recipient = Keypair.generate().publicKey

function legacyTransfer(feePayer: PublicKey = publicKey): Transaction {
  const transaction = new Transaction({ feePayer, recentBlockhash: blockhash })
  transaction.add(
    SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: recipient, lamports: 1000 }),
  )
  return transaction
}

function legacyBytes(transaction: Transaction): Uint8Array {
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

function versionedTransfer(): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: recipient, lamports: 5 }),
    ],
  }).compileToV0Message()
  return new VersionedTransaction(message)
}

describe('solana signMessage', () => {
  it('signs a base58 message and answers a base58 signature', () => {
    const message = new TextEncoder().encode('Sign in to example.com')
    const { signature } = signMessage(signer, {
      message: base58Encode(message),
      pubkey: signer.address,
    })
    expect(ed25519.verify(base58Decode(signature), message, publicKey.toBytes())).toBe(true)
  })

  it('refuses another pubkey, non-base58 input, and a transaction posing as a message', () => {
    const message = base58Encode(new TextEncoder().encode('hi'))
    expect(() => signMessage(signer, { message, pubkey: recipient.toBase58() })).toThrow(
      'Requested address does not belong to this wallet',
    )
    expect(() => signMessage(signer, { message: '0OIl', pubkey: signer.address })).toThrow(
      'Invalid message',
    )
    const disguised = base58Encode(legacyTransfer().serializeMessage())
    expect(() => signMessage(signer, { message: disguised, pubkey: signer.address })).toThrow(
      'Invalid message',
    )
  })
})

describe('solana signTransaction', () => {
  it('signs a legacy transaction given in base58 and answers base58', () => {
    const input = base58Encode(legacyBytes(legacyTransfer()))
    const { transaction } = signTransaction(signer, { transaction: input })
    const signed = Transaction.from(base58Decode(transaction))
    expect(signed.verifySignatures()).toBe(true)
  })

  it('keeps a co-signer signature and answers base64 for base64 input', () => {
    const payer = Keypair.generate()
    const unsigned = legacyTransfer(payer.publicKey)
    unsigned.partialSign(payer)
    const input = Buffer.from(legacyBytes(unsigned)).toString('base64')
    const { transaction } = signTransaction(signer, { transaction: input })
    expect(transaction).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(decodeTransaction(transaction).encoding).toBe('base64')
    expect(Transaction.from(Buffer.from(transaction, 'base64')).verifySignatures()).toBe(true)
  })

  it('signs a versioned (v0) transaction', () => {
    const input = Buffer.from(versionedTransfer().serialize()).toString('base64')
    const { transaction } = signTransaction(signer, { transaction: input })
    const signed = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'))
    expect(signed.version).toBe(0)
    const [signature] = signed.signatures
    if (!signature) throw new Error('no signature')
    expect(ed25519.verify(signature, signed.message.serialize(), publicKey.toBytes())).toBe(true)
  })

  it('refuses a transaction this wallet does not sign, and garbage', () => {
    const foreign = new Transaction({ feePayer: recipient, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: recipient, toPubkey: publicKey, lamports: 1 }),
    )
    expect(() =>
      signTransaction(signer, { transaction: base58Encode(legacyBytes(foreign)) }),
    ).toThrow('Transaction does not need a signature from this wallet')
    expect(() => signTransaction(signer, { transaction: 'garbage' })).toThrow('Invalid transaction')
    // A real transaction with bytes after it, or with a signature slot missing.
    const bytes = legacyBytes(legacyTransfer())
    const trailing = base58Encode(new Uint8Array([...bytes, 0]))
    expect(() => signTransaction(signer, { transaction: trailing })).toThrow('Invalid transaction')
    const noSlots = base58Encode(new Uint8Array([0, ...bytes.slice(65)]))
    expect(() => signTransaction(signer, { transaction: noSlots })).toThrow('Invalid transaction')
    expect(() => signTransaction(signer, {})).toThrow('Invalid transaction')
  })

  it('signs all transactions, or none when one is bad', () => {
    const inputs = [
      base58Encode(legacyBytes(legacyTransfer())),
      Buffer.from(versionedTransfer().serialize()).toString('base64'),
    ]
    const { transactions } = signAllTransactions(signer, { transactions: inputs })
    expect(transactions).toHaveLength(2)
    expect(Transaction.from(base58Decode(transactions[0] ?? '')).verifySignatures()).toBe(true)
    expect(() => signAllTransactions(signer, { transactions: [...inputs, 'garbage'] })).toThrow(
      'Invalid transaction',
    )
  })

  it('refuses a batch larger than the card shows, signing none of it', () => {
    const one = base58Encode(legacyBytes(legacyTransfer()))
    expect(
      signAllTransactions(signer, { transactions: Array(20).fill(one) }).transactions,
    ).toHaveLength(20)
    expect(() => signAllTransactions(signer, { transactions: Array(21).fill(one) })).toThrow(
      /^Too many transactions: at most 20 can be shown and signed at once$/,
    )
  })
})

describe('solana signAndSendTransaction', () => {
  const calls: { method: string; params: unknown[] }[] = []
  let server: Server
  let rpcUrl = ''

  beforeAll(async () => {
    // A JSON-RPC endpoint that accepts any transaction and answers its first signature.
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8')
      })
      request.on('end', () => {
        const call = JSON.parse(body) as { id: number; method: string; params: unknown[] }
        calls.push(call)
        const raw = Buffer.from(String(call.params[0]), 'base64')
        const signature = base58Encode(
          VersionedTransaction.deserialize(raw).signatures[0] ?? new Uint8Array(),
        )
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: signature }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    rpcUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it('signs, sends with the given options and answers the signature', async () => {
    const input = base58Encode(legacyBytes(legacyTransfer()))
    const { signature } = await signAndSendTransaction(
      signer,
      { transaction: input, options: { preflightCommitment: 'processed', skipPreflight: true } },
      { rpcUrl, fetchFn: operatorFetch() },
    )
    const [call] = calls
    expect(call?.method).toBe('sendTransaction')
    expect(call?.params[1]).toMatchObject({
      encoding: 'base64',
      preflightCommitment: 'processed',
      skipPreflight: true,
    })
    const sent = Transaction.from(Buffer.from(String(call?.params[0]), 'base64'))
    expect(sent.verifySignatures()).toBe(true)
    expect(signature).toBe(base58Encode(sent.signature ?? new Uint8Array()))
  })

  it('refuses an unknown preflight commitment', async () => {
    const input = base58Encode(legacyBytes(legacyTransfer()))
    await expect(
      signAndSendTransaction(
        signer,
        { transaction: input, options: { preflightCommitment: 'soon' } },
        { rpcUrl, fetchFn: operatorFetch() },
      ),
    ).rejects.toThrow('Invalid transaction')
  })
})
