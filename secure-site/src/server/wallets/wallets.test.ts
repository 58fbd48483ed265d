import { randomBytes } from 'node:crypto'
import { base58Decode } from '@airlock/protocol'
import { ed25519 } from '@noble/curves/ed25519.js'
import { and, eq } from 'drizzle-orm'
import { recoverTransactionAddress, type TransactionSerialized, verifyMessage } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { afterEach, expect, it, vi } from 'vitest'
import { wallets } from '../db/schema'
import { describeEachDb } from '../db/testing'
import { findOrCreateUser } from '../users/users'
import { createEnvKeyVault } from '../vault/envKeyVault'
import {
  ensureWallets,
  getAddresses,
  type SolanaKeySigner,
  withEvmAccount,
  withSolanaSigner,
} from './wallets'

const vault = createEnvKeyVault(randomBytes(32))

afterEach(() => {
  vi.restoreAllMocks()
})

describeEachDb('wallets', (getDb) => {
  it('creates one EVM and one Solana wallet on first login, then reuses them', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'wallet-owner@example.com')
    expect(await getAddresses(db, user.id)).toBeUndefined()
    const [first, racing] = await Promise.all([
      ensureWallets(db, vault, user.id),
      ensureWallets(db, vault, user.id),
    ])
    expect(racing).toEqual(first)
    expect(first.eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(base58Decode(first.solana)).toHaveLength(32)
    expect(await ensureWallets(db, vault, user.id)).toEqual(first)
    expect(await getAddresses(db, user.id)).toEqual(first)
  })

  it('signs with the EVM key without exposing it, and only inside the scope', async () => {
    const db = getDb()
    const log = vi.spyOn(console, 'log')
    const user = await findOrCreateUser(db, 'evm-signer@example.com')
    const { eip155 } = await ensureWallets(db, vault, user.id)
    let leaked: LocalAccount | undefined
    const signature = await withEvmAccount(db, vault, user.id, async (account) => {
      leaked = account
      expect(
        Object.values(account).some((value) => typeof value === 'string' && value.length === 66),
      ).toBe(false)
      return account.signMessage({ message: 'hello' })
    })
    expect(await verifyMessage({ address: eip155, message: 'hello', signature })).toBe(true)
    await expect(leaked?.signMessage({ message: 'later' })).rejects.toThrow(
      'Wallet key used after its scope ended',
    )
    expect(log).not.toHaveBeenCalled()
  })

  it('signs transactions and typed data through the scoped account', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'evm-tx@example.com')
    const { eip155 } = await ensureWallets(db, vault, user.id)
    const serializedTransaction = await withEvmAccount(db, vault, user.id, (account) =>
      account.signTransaction({
        chainId: 1,
        type: 'eip1559',
        to: '0x0000000000000000000000000000000000000001',
        value: 1n,
        nonce: 0,
        gas: 21_000n,
        maxFeePerGas: 2n,
        maxPriorityFeePerGas: 1n,
      }),
    )
    expect(
      await recoverTransactionAddress({
        serializedTransaction: serializedTransaction as TransactionSerialized,
      }),
    ).toBe(eip155)
  })

  it('signs with the Solana key, verifiable by its address', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'sol-signer@example.com')
    const { solana } = await ensureWallets(db, vault, user.id)
    const message = new TextEncoder().encode('hello solana')
    let leaked: SolanaKeySigner | undefined
    const signature = await withSolanaSigner(db, vault, user.id, async (signer) => {
      leaked = signer
      expect(signer.address).toBe(solana)
      return signer.sign(message)
    })
    expect(ed25519.verify(signature, message, base58Decode(solana))).toBe(true)
    expect(() => leaked?.sign(message)).toThrow('Wallet key used after its scope ended')
  })

  it('stores keys sealed: a sealed key copied onto another user does not open', async () => {
    const db = getDb()
    const alice = await findOrCreateUser(db, 'alice-wallet@example.com')
    const mallory = await findOrCreateUser(db, 'mallory-wallet@example.com')
    await ensureWallets(db, vault, alice.id)
    await ensureWallets(db, vault, mallory.id)
    const [aliceRow] = await db
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, alice.id), eq(wallets.chainNamespace, 'eip155')))
    if (!aliceRow) throw new Error('missing row')
    expect(aliceRow.ciphertext.length).toBe(32 + 16)
    await db
      .update(wallets)
      .set({
        ciphertext: aliceRow.ciphertext,
        iv: aliceRow.iv,
        wrappedDataKey: aliceRow.wrappedDataKey,
      })
      .where(and(eq(wallets.userId, mallory.id), eq(wallets.chainNamespace, 'eip155')))
    await expect(
      withEvmAccount(db, vault, mallory.id, async (account) => account.address),
    ).rejects.toThrow('Sealed secret failed authentication')
  })

  it("names the account by its key's own address, never by the stored column", async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'address-column@example.com')
    const { eip155 } = await ensureWallets(db, vault, user.id)
    const before = await withEvmAccount(db, vault, user.id, async (account) => account.address)
    expect(before).toBe(eip155)
    await db
      .update(wallets)
      .set({ address: '0x000000000000000000000000000000000000dEaD' })
      .where(and(eq(wallets.userId, user.id), eq(wallets.chainNamespace, 'eip155')))
    const signature = await withEvmAccount(db, vault, user.id, async (account) => {
      expect(account.address).toBe(eip155)
      return account.signMessage({ message: 'still mine' })
    })
    expect(await verifyMessage({ address: eip155, message: 'still mine', signature })).toBe(true)
  })

  it('refuses a user without wallets', async () => {
    const db = getDb()
    const user = await findOrCreateUser(db, 'no-wallet@example.com')
    await expect(withEvmAccount(db, vault, user.id, async () => 1)).rejects.toThrow(
      'Wallet not found',
    )
  })
})
