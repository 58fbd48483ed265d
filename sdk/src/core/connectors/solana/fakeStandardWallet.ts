/**
 * Test doubles for the Wallet Standard: a registry (what getWallets() answers) and a
 * Solana wallet whose features record their inputs and answer as configured.
 */
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export function fakeRegistry(initial: Wallet[] = []) {
  const wallets = [...initial]
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  return {
    get: () => wallets,
    on(event: 'register' | 'unregister', listener: () => void) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(wallet: Wallet) {
      wallets.push(wallet)
      for (const listener of listeners.register) listener()
      return () => {
        wallets.splice(wallets.indexOf(wallet), 1)
        for (const listener of listeners.unregister) listener()
      }
    },
    listenerCount: () => listeners.register.size + listeners.unregister.size,
  }
}

/** The dapp's active network in these tests (devnet's CAIP-2 id); the wallet lists the names below. */
export const FAKE_CLUSTER = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
/** The chains Phantom, Solflare and Backpack list (the Wallet Standard's names, no CAIP-2 id). */
export const STANDARD_CHAIN_NAMES: `${string}:${string}`[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
]
export const FAKE_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

export function fakeAccount(address = FAKE_ADDRESS): WalletAccount {
  return {
    address,
    publicKey: new Uint8Array(32).fill(7),
    chains: STANDARD_CHAIN_NAMES,
    features: ['solana:signMessage'],
  }
}

export interface FakeWalletOptions {
  name?: string
  chains?: `${string}:${string}`[]
  features?: string[]
  icon?: string
  reject?: boolean
}

/** A Solana wallet; `calls` lists each feature call with its inputs. */
export function fakeSolanaWallet(options: FakeWalletOptions = {}) {
  const calls: { feature: string; inputs: unknown[] }[] = []
  let accounts: WalletAccount[] = []
  const changeListeners = new Set<(properties: { accounts?: WalletAccount[] }) => void>()
  const answer = async <T>(feature: string, inputs: unknown[], result: () => T): Promise<T> => {
    calls.push({ feature, inputs })
    if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    return result()
  }
  const all: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: (input?: { silent?: boolean }) =>
        answer('standard:connect', [input], () => {
          if (!input?.silent) accounts = [fakeAccount()]
          return { accounts }
        }),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: () =>
        answer('standard:disconnect', [], () => {
          accounts = []
        }),
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: (properties: { accounts?: WalletAccount[] }) => void) => {
        changeListeners.add(listener)
        return () => changeListeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: (...inputs: { message: Uint8Array }[]) =>
        answer('solana:signMessage', inputs, () =>
          inputs.map((input) => ({
            signedMessage: input.message,
            signature: new Uint8Array(64).fill(1),
          })),
        ),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs: { transaction: Uint8Array }[]) =>
        answer('solana:signTransaction', inputs, () =>
          inputs.map((input) => ({
            signedTransaction: Uint8Array.from([...input.transaction, 9]),
          })),
        ),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs: unknown[]) =>
        answer('solana:signAndSendTransaction', inputs, () =>
          inputs.map(() => ({ signature: new Uint8Array(64).fill(2) })),
        ),
    },
    // Offered only when asked for (`features`): most tests use a wallet without it.
    'solana:signIn': {
      version: '1.0.0',
      signIn: (...inputs: { chainId?: string }[]) =>
        answer('solana:signIn', inputs, () =>
          inputs.map((input) => ({
            account: fakeAccount(),
            signedMessage: new TextEncoder().encode(`Chain ID: ${input.chainId}`),
            signature: new Uint8Array(64).fill(3),
          })),
        ),
    },
  }
  const featureNames =
    options.features ?? Object.keys(all).filter((name) => name !== 'solana:signIn')
  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Fake Solana Wallet',
    icon: (options.icon ?? 'data:image/svg+xml;base64,PHN2Zy8+') as Wallet['icon'],
    // As real wallets list them: the standard's names, never a CAIP-2 id.
    chains: options.chains ?? STANDARD_CHAIN_NAMES,
    features: Object.fromEntries(featureNames.map((name) => [name, all[name]])),
    get accounts() {
      return accounts
    },
  }
  return {
    wallet,
    calls,
    /** The wallet switches to `address` (or to none) and tells its listeners. */
    changeAccount(address: string | undefined) {
      accounts = address ? [fakeAccount(address)] : []
      for (const listener of changeListeners) listener({ accounts })
    },
    listenerCount: () => changeListeners.size,
  }
}
