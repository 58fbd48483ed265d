import { base64Decode, base64Encode, hexDecode, hexEncode } from '@airlock/protocol'
import { type AdapterMethods, AdapterRpcError, answerAsSatsConnect } from './adapterResponse'
import {
  SATS_CONNECT_ERROR,
  type SatsConnectAddress,
  type SatsConnectProvider,
} from './satsConnectTypes'

/** `window.unisat` as Unisat (and the wallets that copy it) inject it; vendored from sats-connect's adapter. */
export interface Unisat {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  sendBitcoin(address: string, sats: number): Promise<string>
  signPsbt(
    psbtHex: string,
    options?: { autoFinalized?: boolean; toSignInputs?: { index: number; address: string }[] },
  ): Promise<string>
  on(event: 'accountsChanged', handler: (accounts: string[]) => void): void
  removeListener(event: 'accountsChanged', handler: (accounts: string[]) => void): void
  /** 'livenet' | 'testnet' ('unknown' off Bitcoin); every version has it. */
  getNetwork?(): Promise<string>
  /** Newer versions: `{ enum: 'BITCOIN_MAINNET' | 'BITCOIN_TESTNET4' | …, name, network }`. */
  getChain?(): Promise<{ enum?: unknown } | null>
}

/**
 * Unisat's chains (its `ChainType`) as sats-connect names them; a chain not here (Fractal
 * Bitcoin) keeps its own name, which is no Bitcoin network the dapp can be on.
 */
const UNISAT_CHAINS: Readonly<Record<string, string>> = {
  BITCOIN_MAINNET: 'Mainnet',
  BITCOIN_TESTNET: 'Testnet',
  BITCOIN_TESTNET4: 'Testnet4',
  BITCOIN_SIGNET: 'Signet',
}
/** What older Unisats' getNetwork says: 'testnet' covers every test chain. */
const UNISAT_NETWORKS: Readonly<Record<string, string>> = { livenet: 'Mainnet', testnet: 'Testnet' }

/** The network Unisat is on, as sats-connect's `wallet_getNetwork` answers it. */
async function unisatNetwork(unisat: Unisat): Promise<{ bitcoin: { name: string } }> {
  if (typeof unisat.getChain === 'function') {
    const chain = (await unisat.getChain())?.enum
    if (typeof chain === 'string') return { bitcoin: { name: UNISAT_CHAINS[chain] ?? chain } }
  }
  if (typeof unisat.getNetwork !== 'function')
    throw new AdapterRpcError(SATS_CONNECT_ERROR.METHOD_NOT_FOUND, 'Unisat has no getNetwork')
  const network = await unisat.getNetwork()
  return { bitcoin: { name: UNISAT_NETWORKS[network] ?? String(network) } }
}

export const isUnisat = (value: unknown): value is Unisat =>
  typeof value === 'object' &&
  value !== null &&
  ['requestAccounts', 'getAccounts', 'getPublicKey', 'signMessage'].every(
    (method) => typeof (value as Record<string, unknown>)[method] === 'function',
  )

/** What the address's prefix says it is: Unisat gives one address and no type. */
export function addressTypeOf(address: string): string {
  if (/^(bc|tb|bcrt)1p/i.test(address)) return 'p2tr'
  if (/^(bc|tb|bcrt)1q/i.test(address)) return 'p2wpkh'
  return /^[23M]/.test(address) ? 'p2sh' : 'p2pkh'
}

/**
 * A Unisat-style wallet as a sats-connect provider (what sats-connect's UnisatAdapter
 * does), so satsConnectWallet.ts bridges it like Xverse: its one address answers for
 * both purposes, BIP-322 is 'bip322-simple', a transfer is sendBitcoin to one recipient.
 */
export function unisatProvider(unisat: Unisat, name = 'Unisat'): SatsConnectProvider {
  async function addresses(accounts: string[], purposes: unknown): Promise<SatsConnectAddress[]> {
    const [address] = accounts
    if (!address) return []
    const type = addressTypeOf(address)
    const key = await unisat.getPublicKey()
    // A Taproot address's key is x-only: the compressed key without its prefix byte.
    const publicKey = type === 'p2tr' && key.length === 66 ? key.slice(2) : key
    const wanted = Array.isArray(purposes) ? purposes : ['payment', 'ordinals']
    return (['payment', 'ordinals'] as const)
      .filter((purpose) => wanted.includes(purpose))
      .map((purpose) => ({ address, publicKey, purpose, addressType: type }))
  }

  const methods: AdapterMethods = {
    wallet_connect: async (params) => ({
      addresses: await addresses(await unisat.requestAccounts(), params.addresses),
    }),
    getAccounts: async (params) => addresses(await unisat.requestAccounts(), params.purposes),
    async wallet_getAccount() {
      const found = await addresses(await unisat.getAccounts(), undefined)
      if (found.length === 0)
        throw new AdapterRpcError(
          SATS_CONNECT_ERROR.ACCESS_DENIED,
          `${name} grants this site no account`,
        )
      return { addresses: found }
    },
    wallet_getNetwork: () => unisatNetwork(unisat),
    async signMessage({ message, protocol }) {
      const ecdsa = protocol === 'ECDSA'
      const signature = await unisat.signMessage(String(message), ecdsa ? 'ecdsa' : 'bip322-simple')
      return { signature, protocol: ecdsa ? 'ECDSA' : 'BIP322' }
    },
    async sendTransfer({ recipients }) {
      const list = Array.isArray(recipients) ? recipients : []
      const [only] = list as { address: string; amount: number }[]
      if (list.length !== 1 || !only)
        throw new AdapterRpcError(-32602, `${name} sends to one recipient at a time`)
      return { txid: await unisat.sendBitcoin(only.address, only.amount) }
    },
    async signPsbt({ psbt, signInputs }) {
      const bytes = typeof psbt === 'string' ? base64Decode(psbt) : undefined
      if (!bytes) throw new AdapterRpcError(-32602, 'signPsbt needs a base64 psbt')
      const toSignInputs = Object.entries((signInputs ?? {}) as Record<string, number[]>).flatMap(
        ([address, indexes]) => indexes.map((index) => ({ index, address })),
      )
      const signed = hexDecode(
        await unisat.signPsbt(hexEncode(bytes), { autoFinalized: false, toSignInputs }),
      )
      if (!signed) throw new AdapterRpcError(-32603, `${name} returned no PSBT`)
      return { psbt: base64Encode(signed) }
    },
  }

  return {
    request: (method, params) => answerAsSatsConnect(name, methods, method, params),
    addListener(listener) {
      if (listener.eventName !== 'accountChange') return () => {}
      // Unisat names no addresses: the bridge asks for them again (wallet_getAccount).
      const handler = () => listener.cb({ type: 'accountChange' })
      unisat.on('accountsChanged', handler)
      return () => unisat.removeListener('accountsChanged', handler)
    },
  }
}
