/**
 * A Bitcoin Wallet Standard wallet for tests: payment (P2WPKH) and ordinals (P2TR)
 * accounts on regtest; its features record their inputs and answer as configured.
 */
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinWalletAccount } from './bitcoinFeatures'

export const FAKE_PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
export const FAKE_ORDINALS = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqp3mvzv'
export const FAKE_RECEIVER = 'bcrt1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qzf4jry'

export interface FakeBitcoinWalletOptions {
  name?: string
  chains?: `${string}:${string}`[]
  features?: string[]
  /** What bitcoin:signMessage says it signs with (absent: it says nothing). */
  protocols?: ('bip322' | 'ecdsa')[]
  reject?: boolean
}

const account = (
  address: string,
  purpose: 'payment' | 'ordinals',
  key: number,
): BitcoinWalletAccount => ({
  address,
  publicKey: new Uint8Array(purpose === 'payment' ? 33 : 32).fill(key),
  chains: ['bitcoin:regtest'],
  features: [],
  purpose,
  addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr',
})

export function fakeBitcoinWallet(options: FakeBitcoinWalletOptions = {}) {
  const calls: { feature: string; inputs: unknown[] }[] = []
  let accounts: BitcoinWalletAccount[] = []
  const granted = () => [account(FAKE_PAYMENT, 'payment', 2), account(FAKE_ORDINALS, 'ordinals', 3)]
  const changeListeners = new Set<(properties: { accounts?: BitcoinWalletAccount[] }) => void>()
  const answer = async <T>(feature: string, inputs: unknown[], result: () => T): Promise<T> => {
    calls.push({ feature, inputs })
    if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    return result()
  }
  const all: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: (input?: { silent?: boolean }) =>
        answer('standard:connect', [input], () => ({ accounts })),
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
      on: (
        _event: 'change',
        listener: (properties: { accounts?: BitcoinWalletAccount[] }) => void,
      ) => {
        changeListeners.add(listener)
        return () => changeListeners.delete(listener)
      },
    },
    'bitcoin:connect': {
      version: '1.0.0',
      connect: (input?: unknown) =>
        answer('bitcoin:connect', [input], () => {
          accounts = granted()
          return { accounts }
        }),
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      ...(options.protocols ? { protocols: options.protocols } : {}),
      signMessage: (...inputs: { protocol?: string }[]) =>
        answer('bitcoin:signMessage', inputs, () =>
          inputs.map((input) => ({
            signature: Uint8Array.from([input.protocol === 'ecdsa' ? 0xec : 0xb3, 1, 2]),
            protocol: input.protocol,
          })),
        ),
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      signTransaction: (...inputs: { psbt: Uint8Array }[]) =>
        answer('bitcoin:signTransaction', inputs, () =>
          inputs.map((input) => ({ signedPsbt: Uint8Array.from([...input.psbt, 0x5e]) })),
        ),
    },
    'bitcoin:sendTransfer': {
      version: '1.0.0',
      sendTransfer: (input: unknown) =>
        answer('bitcoin:sendTransfer', [input], () => ({ txid: 'ab'.repeat(32) })),
    },
  }
  const featureNames = options.features ?? Object.keys(all)
  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Fake Bitcoin Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: options.chains ?? ['bitcoin:regtest'],
    features: Object.fromEntries(featureNames.map((name) => [name, all[name]])),
    get accounts() {
      return accounts
    },
  }
  return {
    wallet,
    calls,
    /** The wallet grants `payment` as its only account (or none) and tells its listeners. */
    changeAccount(payment: string | undefined) {
      accounts = payment ? [account(payment, 'payment', 4)] : []
      for (const listener of changeListeners) listener({ accounts })
    },
  }
}
