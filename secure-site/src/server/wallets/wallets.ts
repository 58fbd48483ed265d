/**
 * The embedded wallets of a user: one EVM key (secp256k1) and one Solana key
 * (ed25519), created on first login and stored sealed (vault/envelope.ts).
 *
 * Keys are decrypted only inside `withEvmAccount` / `withSolanaSigner`, for the
 * duration of the callback. What the callback receives can sign but cannot reveal the
 * key, and stops working when the callback returns, so keeping it around is useless.
 * Nothing here logs, returns or throws key material.
 */

import { base58Encode } from '@airlock/protocol'
import { ed25519 } from '@noble/curves/ed25519.js'
import { and, eq, sql } from 'drizzle-orm'
import { bytesToHex, type Hex, hexToBytes } from 'viem'
import {
  type Address,
  generatePrivateKey,
  type LocalAccount,
  privateKeyToAccount,
  signMessage,
  signTransaction,
  signTypedData,
  toAccount,
} from 'viem/accounts'
import type { Db } from '../db/client'
import { preparedPer } from '../db/prepared'
import { type ChainNamespace, wallets } from '../db/schema'
import { ServerError } from '../errors'
import { openSecret, type SealedSecret, sealSecret } from '../vault/envelope'
import type { KeyVault } from '../vault/keyVault'
import { evmAddressOf } from './evmAddresses'

export interface WalletAddresses {
  /** Checksummed EVM address. */
  eip155: Address
  /** Base58 Solana public key. */
  solana: string
}

/** Signs with the user's Solana key; `sign` throws once its scope has ended. */
export interface SolanaKeySigner {
  /** Base58 public key. */
  address: string
  sign(message: Uint8Array): Uint8Array
}

/** Binds each sealed key to its owner and namespace (see envelope.ts). */
function sealContext(userId: string, namespace: ChainNamespace): string {
  return `airlock:wallet:${userId}:${namespace}`
}

const SCOPE_ENDED = 'Wallet key used after its scope ended'

/** Creates whichever of the two wallets the user lacks; returns both addresses. */
export async function ensureWallets(
  db: Db,
  vault: KeyVault,
  userId: string,
): Promise<WalletAddresses> {
  const existing = await getAddressMap(db, userId)
  if (!existing.has('eip155')) await createWallet(db, vault, userId, 'eip155')
  if (!existing.has('solana')) await createWallet(db, vault, userId, 'solana')
  const addresses = await getAddresses(db, userId)
  if (!addresses) throw new Error('wallets missing right after creation')
  return addresses
}

/** Public addresses only; undefined until ensureWallets ran for this user. */
export async function getAddresses(db: Db, userId: string): Promise<WalletAddresses | undefined> {
  const map = await getAddressMap(db, userId)
  const eip155 = map.get('eip155')
  const solana = map.get('solana')
  return eip155 && solana ? { eip155: eip155 as Address, solana } : undefined
}

/** Runs `fn` with a viem LocalAccount for the user's EVM key. */
export async function withEvmAccount<T>(
  db: Db,
  vault: KeyVault,
  userId: string,
  fn: (account: LocalAccount) => Promise<T>,
): Promise<T> {
  const { secret, sealed } = await openWalletSecret(db, vault, userId, 'eip155')
  const opened = bytesToHex(secret)
  secret.fill(0)
  // The address this sealed key was found to have (derived on its first use only).
  const address = evmAddressOf(userId, sealed, () => privateKeyToAccount(opened).address)
  let privateKey: Hex | undefined = opened
  const live = (): Hex => {
    if (!privateKey) throw new Error(SCOPE_ENDED)
    return privateKey
  }
  // A proxy account: callers get signing, never the key, and nothing after the scope.
  const account = toAccount({
    address,
    signMessage: async ({ message }) => signMessage({ message, privateKey: live() }),
    signTransaction: async (transaction, { serializer } = {}) =>
      signTransaction({ privateKey: live(), transaction, serializer }),
    signTypedData: async (typedData) => signTypedData({ ...typedData, privateKey: live() }),
  })
  try {
    return await fn(account)
  } finally {
    privateKey = undefined
  }
}

/** Runs `fn` with a signer over the user's Solana key; the seed is zeroed afterwards. */
export async function withSolanaSigner<T>(
  db: Db,
  vault: KeyVault,
  userId: string,
  fn: (signer: SolanaKeySigner) => Promise<T>,
): Promise<T> {
  const { secret: seed } = await openWalletSecret(db, vault, userId, 'solana')
  let open = true
  const signer: SolanaKeySigner = {
    address: base58Encode(ed25519.getPublicKey(seed)),
    sign(message) {
      if (!open) throw new Error(SCOPE_ENDED)
      return ed25519.sign(message, seed)
    },
  }
  try {
    return await fn(signer)
  } finally {
    open = false
    seed.fill(0)
  }
}

async function getAddressMap(db: Db, userId: string): Promise<Map<ChainNamespace, string>> {
  const rows = await db
    .select({ namespace: wallets.chainNamespace, address: wallets.address })
    .from(wallets)
    .where(eq(wallets.userId, userId))
  return new Map(rows.map((row) => [row.namespace, row.address]))
}

/** Generates, seals and stores one key. Two racing logins: one insert wins, the other key is dropped. */
async function createWallet(db: Db, vault: KeyVault, userId: string, namespace: ChainNamespace) {
  const { secret, address } = generateKey(namespace)
  try {
    const sealed = await sealSecret(vault, secret, sealContext(userId, namespace))
    await db
      .insert(wallets)
      .values({ userId, chainNamespace: namespace, address, ...sealed })
      .onConflictDoNothing({ target: [wallets.userId, wallets.chainNamespace] })
  } finally {
    secret.fill(0)
  }
}

function generateKey(namespace: ChainNamespace): { secret: Uint8Array; address: string } {
  if (namespace === 'eip155') {
    const privateKey = generatePrivateKey()
    return { secret: hexToBytes(privateKey), address: privateKeyToAccount(privateKey).address }
  }
  // The 32-byte ed25519 seed is the secret; the public key is the Solana address.
  const seed = ed25519.utils.randomSecretKey()
  return { secret: seed, address: base58Encode(ed25519.getPublicKey(seed)) }
}

/** The sealed key row of one wallet: read before every signature, so prepared. */
const walletRow = preparedPer((db) =>
  db
    .select()
    .from(wallets)
    .where(
      and(
        eq(wallets.userId, sql.placeholder('userId')),
        eq(wallets.chainNamespace, sql.placeholder('namespace')),
      ),
    )
    .prepare('wallet_row'),
)

async function openWalletSecret(
  db: Db,
  vault: KeyVault,
  userId: string,
  namespace: ChainNamespace,
): Promise<{ secret: Uint8Array; sealed: SealedSecret }> {
  const [row] = await walletRow(db).execute({ userId, namespace })
  if (!row) throw new ServerError('WALLET_NOT_FOUND')
  return { secret: await openSecret(vault, row, sealContext(userId, namespace)), sealed: row }
}
