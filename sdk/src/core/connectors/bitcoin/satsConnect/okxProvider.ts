import { AdapterRpcError } from './adapterResponse'
import type { SatsConnectProvider } from './satsConnectTypes'
import { SATS_CONNECT_ERROR } from './satsConnectTypes'
import { type Unisat, unisatProvider } from './unisatProvider'

/**
 * `window.okxwallet.bitcoin` as OKX Wallet injects it (web3.okx.com dev-docs, chains/bitcoin/
 * provider). `connect`, `signMessage` and `signPsbt` are in every version; the Unisat-style
 * rest came with extension 2.77.1. Its test networks live on other objects
 * (`bitcoinTestnet`, `bitcoinSignet`) that have only connect / signMessage / signPsbt(s).
 */
export interface OkxBitcoin {
  /** `{ address, publicKey }`; the key of a Taproot address is x-only (64 hex digits). */
  connect(): Promise<{ address: string; publicKey: string; compressedPublicKey?: string }>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(
    psbtHex: string,
    options?: { autoFinalized?: boolean; toSignInputs?: { index: number; address: string }[] },
  ): Promise<string>
  requestAccounts?(): Promise<string[]>
  getAccounts?(): Promise<string[]>
  getPublicKey?(): Promise<string>
  /** 'livenet': this object is mainnet only ("test networks are not supported"). */
  getNetwork?(): Promise<string>
  sendBitcoin?(address: string, sats: number, options?: { feeRate?: number }): Promise<string>
  /** `accountsChanged` (string[], extension) and `accountChanged` ({ address, … }, app). */
  on?(event: 'accountsChanged' | 'accountChanged', handler: (value: unknown) => void): void
  removeListener?(
    event: 'accountsChanged' | 'accountChanged',
    handler: (value: unknown) => void,
  ): void
}

export const isOkxBitcoin = (value: unknown): value is OkxBitcoin =>
  typeof value === 'object' &&
  value !== null &&
  ['connect', 'signMessage', 'signPsbt'].every(
    (method) => typeof (value as Record<string, unknown>)[method] === 'function',
  )

const ACCOUNT_EVENTS = ['accountsChanged', 'accountChanged'] as const

/**
 * OKX's mainnet object seen as Unisat, whose API it copies, so the Unisat adapter bridges it.
 * The differences: it connects with `connect()` (which every version has, and which gives
 * the key with the address), it is on mainnet because of the object it is (the SDK never
 * asks `getNetwork`, which older versions lack and which cannot say anything else), an older
 * version without `getAccounts` grants no account quietly, and it announces account
 * switches under two names.
 */
function okxAsUnisat(okx: OkxBitcoin, name: string): Unisat {
  // The key `connect` gave with its address, used until the account changes.
  let connected: { address: string; publicKey: string } | undefined
  const handlers = new Map<(accounts: string[]) => void, (value: unknown) => void>()
  return {
    async requestAccounts() {
      connected = undefined
      const { address, publicKey } = await okx.connect()
      connected = { address, publicKey }
      return [address]
    },
    getAccounts: async () => (okx.getAccounts ? okx.getAccounts() : []),
    async getPublicKey() {
      if (connected) return connected.publicKey
      if (okx.getPublicKey) return okx.getPublicKey()
      throw new AdapterRpcError(SATS_CONNECT_ERROR.METHOD_NOT_FOUND, `${name} has no getPublicKey`)
    },
    signMessage: (message, type) => okx.signMessage(message, type),
    async sendBitcoin(address, sats) {
      if (!okx.sendBitcoin)
        throw new AdapterRpcError(
          SATS_CONNECT_ERROR.METHOD_NOT_SUPPORTED,
          `${name} cannot send bitcoin from this version: update the extension (sendBitcoin came with 2.77.1)`,
        )
      return okx.sendBitcoin(address, sats)
    },
    // OKX finalizes by default; the adapter always says autoFinalized: false.
    signPsbt: (psbtHex, options) => okx.signPsbt(psbtHex, options),
    getNetwork: async () => 'livenet',
    on(_event, handler) {
      const forward = () => {
        connected = undefined
        handler([])
      }
      handlers.set(handler, forward)
      for (const event of ACCOUNT_EVENTS) okx.on?.(event, forward)
    },
    removeListener(_event, handler) {
      const forward = handlers.get(handler)
      if (!forward) return
      handlers.delete(handler)
      for (const event of ACCOUNT_EVENTS) okx.removeListener?.(event, forward)
    },
  }
}

/** OKX Wallet's `window.okxwallet.bitcoin` as a sats-connect provider (through unisatProvider.ts). */
export const okxProvider = (okx: OkxBitcoin, name = 'OKX Wallet'): SatsConnectProvider =>
  unisatProvider(okxAsUnisat(okx, name), name)
