import { base64Decode, base64Encode, hexDecode, hexEncode } from '@airlock/protocol'
import { type AdapterMethods, AdapterRpcError, answerAsSatsConnect } from './adapterResponse'
import {
  SATS_CONNECT_ERROR,
  type SatsConnectAddress,
  type SatsConnectProvider,
  walletReason,
} from './satsConnectTypes'

/**
 * `window.LeatherProvider` (`@leather.io/provider`, MIT): `request(method, params)`
 * resolves with the whole JSON-RPC response and rejects with it when it holds an error.
 * It lists itself in `window.btc_providers` as 'LeatherProvider' but answers none of
 * sats-connect's wallet_* methods (-32601), so it needs this adapter.
 */
export interface Leather {
  isLeather: true
  request(method: string, params?: unknown): Promise<unknown>
}

export const isLeather = (value: unknown): value is Leather =>
  typeof value === 'object' &&
  value !== null &&
  (value as { isLeather?: unknown }).isLeather === true &&
  typeof (value as { request?: unknown }).request === 'function'

/** One BTC entry of Leather's `getAddresses` (`@leather.io/rpc`, btcAddressSchema). */
interface LeatherBtcAddress {
  symbol: 'BTC'
  type: string
  address: string
  publicKey: string
}

/** Leather's network ids (WalletDefaultNetworkConfigurationIds) by sats-connect's names. */
const LEATHER_NETWORKS: Readonly<Record<string, string>> = {
  Mainnet: 'mainnet',
  Testnet: 'testnet',
  Testnet4: 'testnet4',
  Signet: 'signet',
  // Leather's regtest configuration ('sbtcDevenv' and 'sbtcTestnet' are regtest too).
  Regtest: 'devnet',
}
/** Native SegWit pays, Taproot holds ordinals: the two BTC types Leather returns. */
const PURPOSES: Readonly<Record<string, SatsConnectAddress['purpose']>> = {
  p2wpkh: 'payment',
  p2tr: 'ordinals',
}

/**
 * A Leather wallet as a sats-connect provider, so satsConnectWallet.ts bridges it like
 * Xverse: `getAddresses` for connect, `signMessage` by payment type, `sendTransfer` with
 * amounts as strings, `signPsbt` in hex, each with the dapp's network as Leather names it.
 * Leather has no silent account query: a reload finds no account until the user connects.
 */
export function leatherProvider(leather: Leather): SatsConnectProvider {
  /** The addresses from the last getAddresses, for the payment type signMessage needs. */
  let known: SatsConnectAddress[] = []

  async function ask<T>(method: string, params: Record<string, unknown>): Promise<T> {
    let answer: unknown
    try {
      answer = await leather.request(method, params)
    } catch (failure) {
      // Leather rejects with the whole response: { jsonrpc, id, error: { code, message } }.
      const error = (failure as { error?: { code?: unknown; message?: unknown } } | null)?.error
      const code = typeof error?.code === 'number' ? error.code : -32603
      throw new AdapterRpcError(code, walletReason(error ?? failure, `Leather: ${method} failed`))
    }
    const result = (answer as { result?: unknown } | null)?.result
    if (result === undefined || result === null)
      throw new AdapterRpcError(-32603, `Leather gave no result for ${method}`)
    return result as T
  }
  const network = (params: Record<string, unknown>) => {
    const id = typeof params.network === 'string' ? LEATHER_NETWORKS[params.network] : undefined
    return id ? { network: id } : {}
  }

  async function addresses(purposes: unknown): Promise<SatsConnectAddress[]> {
    const result = await ask<{ addresses?: unknown }>('getAddresses', {})
    const listed = Array.isArray(result.addresses) ? (result.addresses as LeatherBtcAddress[]) : []
    known = listed.flatMap((entry) => {
      const purpose = entry?.symbol === 'BTC' ? PURPOSES[entry.type] : undefined
      if (!purpose || typeof entry.address !== 'string' || typeof entry.publicKey !== 'string')
        return []
      // A Taproot address's key is x-only: the compressed key without its prefix byte.
      const publicKey =
        purpose === 'ordinals' && entry.publicKey.length === 66
          ? entry.publicKey.slice(2)
          : entry.publicKey
      return [{ address: entry.address, publicKey, purpose, addressType: entry.type }]
    })
    const wanted = Array.isArray(purposes) ? purposes : ['payment', 'ordinals']
    return known.filter((entry) => wanted.includes(entry.purpose))
  }

  const methods: AdapterMethods = {
    wallet_connect: async (params) => ({ addresses: await addresses(params.addresses) }),
    getAccounts: (params) => addresses(params.purposes),
    async wallet_getAccount() {
      throw new AdapterRpcError(
        SATS_CONNECT_ERROR.ACCESS_DENIED,
        'Leather lists addresses only when the user approves getAddresses',
      )
    },
    async signMessage(params) {
      const paymentType = known.find((entry) => entry.address === params.address)?.addressType
      if (paymentType !== 'p2wpkh' && paymentType !== 'p2tr')
        throw new AdapterRpcError(
          -32602,
          `Leather signs with its p2wpkh or p2tr address, not ${String(params.address)}`,
        )
      const result = await ask<{ signature?: unknown }>('signMessage', {
        message: String(params.message),
        paymentType,
        type: params.protocol === 'ECDSA' ? 'legacy' : 'bip322',
        ...network(params),
      })
      return { signature: result.signature, protocol: params.protocol }
    },
    async sendTransfer(params) {
      const recipients = Array.isArray(params.recipients)
        ? (params.recipients as { address: string; amount: number }[])
        : []
      return ask('sendTransfer', {
        // Leather takes amounts as strings of digits (sats).
        recipients: recipients.map(({ address, amount }) => ({ address, amount: String(amount) })),
        ...network(params),
      })
    },
    async signPsbt(params) {
      const bytes = typeof params.psbt === 'string' ? base64Decode(params.psbt) : undefined
      if (!bytes) throw new AdapterRpcError(-32602, 'signPsbt needs a base64 psbt')
      const signAtIndex = Object.values((params.signInputs ?? {}) as Record<string, number[]>)
        .flat()
        .sort((a, b) => a - b)
      const result = await ask<{ hex?: unknown }>('signPsbt', {
        hex: hexEncode(bytes),
        signAtIndex,
        broadcast: false,
        ...network(params),
      })
      const signed = typeof result.hex === 'string' ? hexDecode(result.hex) : undefined
      if (!signed) throw new AdapterRpcError(-32603, 'Leather returned no PSBT')
      return { psbt: base64Encode(signed) }
    },
  }

  return {
    request: (method, params) => answerAsSatsConnect('Leather', methods, method, params),
  }
}
