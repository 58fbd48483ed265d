/**
 * A sats-connect provider for tests (the shape Xverse puts at
 * `window.XverseProviders.BitcoinProvider`): JSON-RPC answers over payment and ordinals
 * addresses on regtest; it records each request and answers as configured.
 */
import { FAKE_ORDINALS, FAKE_PAYMENT } from '../bitcoinWallet.fake'
import type {
  SatsConnectAccountChangeEvent,
  SatsConnectAddress,
  SatsConnectListener,
  SatsConnectProvider,
  SatsConnectResponse,
} from './satsConnectTypes'

export interface FakeSatsConnectOptions {
  /** Methods the wallet does not know (answered with -32601). */
  unknown?: string[]
  /** Refuse every prompt with sats-connect's user rejection (-32000). */
  reject?: boolean
  /** Grant only these purposes, whatever is asked. */
  grants?: ('payment' | 'ordinals')[]
  /** No addListener (older wallets). */
  noEvents?: boolean
  /** What `wallet_getNetwork` names (Xverse's BitcoinNetworkType); 'Regtest' by default. */
  network?: string
}

export const FAKE_PAYMENT_ADDRESS: SatsConnectAddress = {
  address: FAKE_PAYMENT,
  publicKey: '02'.repeat(33),
  purpose: 'payment',
  addressType: 'p2wpkh',
}
export const FAKE_ORDINALS_ADDRESS: SatsConnectAddress = {
  address: FAKE_ORDINALS,
  publicKey: '03'.repeat(32),
  purpose: 'ordinals',
  addressType: 'p2tr',
}

export function fakeSatsConnectProvider(options: FakeSatsConnectOptions = {}) {
  const requests: { method: string; params: unknown }[] = []
  const listeners = new Map<string, Set<(event: never) => void>>()
  let granted: SatsConnectAddress[] = []
  const grant = (purposes: unknown) => {
    const wanted = (Array.isArray(purposes) ? purposes : []).filter(
      (purpose) => !options.grants || options.grants.includes(purpose),
    )
    granted = [FAKE_PAYMENT_ADDRESS, FAKE_ORDINALS_ADDRESS].filter((entry) =>
      wanted.includes(entry.purpose),
    )
    return granted
  }
  const ok = (result: unknown): SatsConnectResponse => ({ jsonrpc: '2.0', id: 1, result })
  const fail = (code: number, message: string): SatsConnectResponse => ({
    jsonrpc: '2.0',
    id: 1,
    error: { code, message },
  })
  const prompts: Record<string, (params: Record<string, unknown>) => unknown> = {
    wallet_connect: (params) => ({
      id: 'x',
      addresses: grant(params.addresses),
      walletType: 'software',
    }),
    getAccounts: (params) => grant(params.purposes),
    signMessage: (params) => ({
      signature: btoa(
        `${String(params.protocol)}:${String(params.address)}:${String(params.message)}`,
      ),
      address: params.address,
      messageHash: '',
      protocol: params.protocol,
    }),
    signPsbt: (params) => ({ psbt: btoa(`signed:${atob(String(params.psbt))}`) }),
    sendTransfer: () => ({ txid: 'ab'.repeat(32) }),
  }
  const quiet: Record<string, () => SatsConnectResponse> = {
    wallet_getAccount: () =>
      granted.length > 0
        ? ok({ id: 'x', addresses: granted, walletType: 'software' })
        : fail(-32002, 'Access denied'),
    wallet_getNetwork: () =>
      ok({ bitcoin: { name: options.network ?? 'Regtest' }, stacks: { name: 'Mainnet' } }),
    wallet_disconnect: () => {
      granted = []
      return ok(null)
    },
    wallet_renouncePermissions: () => {
      granted = []
      return ok(null)
    },
  }

  const provider: SatsConnectProvider = {
    async request(method, params) {
      requests.push({ method, params })
      if (options.unknown?.includes(method)) return fail(-32601, `Method ${method} not found`)
      const silent = quiet[method]
      if (silent) return silent()
      const prompt = prompts[method]
      if (!prompt) return fail(-32601, `Method ${method} not found`)
      if (options.reject) return fail(-32000, 'User rejected the request.')
      return ok(prompt((params ?? {}) as Record<string, unknown>))
    },
    ...(options.noEvents
      ? {}
      : {
          addListener(listener: SatsConnectListener) {
            const set = listeners.get(listener.eventName) ?? new Set()
            set.add(listener.cb as (event: never) => void)
            listeners.set(listener.eventName, set)
            return () => set.delete(listener.cb as (event: never) => void)
          },
        }),
  }
  return {
    provider,
    requests,
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    /** The wallet's user switched account (sats-connect `accountChange`). */
    changeAccount(addresses: SatsConnectAddress[] | undefined) {
      if (addresses) granted = addresses
      const event: SatsConnectAccountChangeEvent = {
        type: 'accountChange',
        ...(addresses ? { addresses } : {}),
      }
      for (const cb of listeners.get('accountChange') ?? []) cb(event as never)
    },
    /** The wallet's user disconnected the site. */
    disconnectFromWallet() {
      granted = []
      for (const cb of listeners.get('disconnect') ?? []) cb({ type: 'disconnect' } as never)
    },
  }
}
