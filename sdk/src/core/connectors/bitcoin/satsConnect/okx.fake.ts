/**
 * OKX Wallet's `window.okxwallet.bitcoin` for tests: one mainnet Taproot account (its key
 * x-only in `connect`'s answer, compressed from `getPublicKey`, as OKX's docs show them); it
 * records its calls. It rejects as OKX's page provider does, with a plain `{ code, message }`
 * (`reject`: the user's refusal, 4001). `old`: an extension before 2.77.1, which has only
 * connect, signMessage and signPsbt.
 */
import type { OkxBitcoin } from './okxProvider'

/** BIP-86's first mainnet address (m/86'/0'/0'/0/0) and BIP-173's mainnet P2WPKH example. */
export const OKX_ADDRESS = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
export const OKX_RECEIVER = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
export const OKX_KEY = `03${'4a'.repeat(32)}`

export interface FakeOkxOptions {
  reject?: boolean
  old?: boolean
}

export function fakeOkx(options: FakeOkxOptions = {}) {
  const calls: { method: string; args: unknown[] }[] = []
  const handlers = new Map<string, Set<(value: unknown) => void>>()
  let accounts: string[] = []
  const answer = async <T>(method: string, args: unknown[], result: () => T): Promise<T> => {
    calls.push({ method, args })
    if (options.reject) throw { code: 4001, message: 'User rejected the request.' }
    return result()
  }
  const base: OkxBitcoin = {
    connect: () =>
      answer('connect', [], () => {
        accounts = [OKX_ADDRESS]
        return { address: OKX_ADDRESS, publicKey: OKX_KEY.slice(2), compressedPublicKey: OKX_KEY }
      }),
    signMessage: (message, type) =>
      answer('signMessage', [message, type], () => btoa(`${type}:${message}`)),
    signPsbt: (hex, signOptions) => answer('signPsbt', [hex, signOptions], () => `${hex}ff`),
  }
  const okx: OkxBitcoin = options.old
    ? base
    : {
        ...base,
        requestAccounts: () => answer('requestAccounts', [], () => accounts),
        getAccounts: async () => {
          calls.push({ method: 'getAccounts', args: [] })
          return accounts
        },
        getPublicKey: async () => {
          calls.push({ method: 'getPublicKey', args: [] })
          return OKX_KEY
        },
        getNetwork: async () => {
          calls.push({ method: 'getNetwork', args: [] })
          return 'livenet'
        },
        sendBitcoin: (address, sats) =>
          answer('sendBitcoin', [address, sats], () => 'cd'.repeat(32)),
        on: (event, handler) => {
          const set = handlers.get(event) ?? new Set()
          set.add(handler)
          handlers.set(event, set)
        },
        removeListener: (event, handler) => handlers.get(event)?.delete(handler),
      }
  return {
    okx,
    calls,
    handlerCount: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
    /** The extension's `accountsChanged` with the new account list. */
    switchAccount(next: string[]) {
      accounts = next
      for (const handler of [...(handlers.get('accountsChanged') ?? [])]) handler(next)
    },
  }
}
