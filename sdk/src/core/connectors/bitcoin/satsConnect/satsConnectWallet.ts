import { AirlockError, base64Decode, base64Encode, hexDecode } from '@airlock/protocol'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { BITCOIN_CHAINS } from '../bitcoinChains'
import type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinSendTransferFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
  BitcoinWalletAccount,
} from '../bitcoinFeatures'
import {
  SATS_CONNECT_ERROR,
  type SatsConnectAddress,
  type SatsConnectProvider,
  walletReason,
} from './satsConnectTypes'
import { networkMismatch, satsConnectNetworkOf } from './walletNetwork'

export type SatsConnectWallet = Wallet & {
  features: StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    BitcoinConnectFeature &
    BitcoinSignMessageFeature &
    BitcoinSignTransactionFeature &
    BitcoinSendTransferFeature
}

/** A wallet's error with its code; a sats-connect rejection (-32000) becomes EIP-1193's 4001. */
export class SatsConnectRequestError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code === SATS_CONNECT_ERROR.USER_REJECTION ? 4001 : code
  }
}

const FEATURES = [
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:sendTransfer',
] as const
// The wallet signs on the network it is set to; sats-connect requests name none.
const CHAINS = Object.values(BITCOIN_CHAINS) as IdentifierString[]
const PURPOSES: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

const codeOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number'
    ? error.code
    : undefined

/**
 * A sats-connect provider (`request(method, params)` JSON-RPC, `addListener`) as a
 * Wallet Standard wallet with the Bitcoin features bitcoinStandardProvider.ts reads, so
 * Xverse-style wallets go through the same session as Wallet Standard ones.
 */
export function createSatsConnectWallet(
  info: { name: string; icon: string | undefined },
  provider: SatsConnectProvider,
): SatsConnectWallet {
  let accounts: readonly BitcoinWalletAccount[] = []
  const listeners = new Set<StandardEventsListeners['change']>()
  let stopWallet: (() => void) | undefined

  async function call<T>(method: string, params: unknown): Promise<T> {
    let answer: unknown
    try {
      answer = await provider.request(method, params)
    } catch (error) {
      const code = codeOf(error)
      if (code === undefined) throw error
      throw new SatsConnectRequestError(code, walletReason(error, `${info.name} refused ${method}`))
    }
    if (typeof answer !== 'object' || answer === null)
      throw new SatsConnectRequestError(-32603, `${info.name} gave no answer to ${method}`)
    if ('error' in answer && typeof answer.error === 'object' && answer.error !== null) {
      const { code, message } = answer.error as { code?: unknown; message?: unknown }
      throw new SatsConnectRequestError(
        typeof code === 'number' ? code : -32603,
        typeof message === 'string' && message ? message : `${info.name} refused ${method}`,
      )
    }
    if (!('result' in answer))
      throw new SatsConnectRequestError(-32603, `${info.name} gave no result for ${method}`)
    return answer.result as T
  }

  /** `method`, or `fallback` when the wallet does not know `method` (older wallets). */
  async function callOr<T>(method: string, params: unknown, fallback: () => Promise<T>) {
    try {
      return await call<T>(method, params)
    } catch (error) {
      const code = codeOf(error)
      if (
        code === SATS_CONNECT_ERROR.METHOD_NOT_FOUND ||
        code === SATS_CONNECT_ERROR.METHOD_NOT_SUPPORTED
      )
        return fallback()
      throw error
    }
  }

  /**
   * Refuses before the wallet is asked when it is on mainnet and the dapp is not (or the
   * reverse); `chain` is the dapp's network as the Wallet Standard names it. A wallet that
   * cannot say its network (no `wallet_getNetwork`) is asked as before.
   */
  async function checkNetwork(chain: string | undefined) {
    if (!chain) return
    const answer = await callOr<unknown>('wallet_getNetwork', null, async () => undefined)
    const bitcoin =
      typeof answer === 'object' && answer !== null && 'bitcoin' in answer
        ? (answer.bitcoin as { name?: unknown } | null)
        : undefined
    if (typeof bitcoin?.name !== 'string') return
    const refused = networkMismatch(info.name, bitcoin.name, chain)
    if (refused) throw new AirlockError('CHAIN_NOT_SUPPORTED', { message: refused })
  }
  /** The dapp's network as sats-connect names it, for wallets that take one (Leather). */
  const networkParam = (chain: string | undefined) => {
    const network = chain ? satsConnectNetworkOf(chain) : undefined
    return network ? { network } : {}
  }

  const toAccount = (entry: SatsConnectAddress): BitcoinWalletAccount[] => {
    const publicKey = typeof entry.publicKey === 'string' ? hexDecode(entry.publicKey) : undefined
    if (typeof entry.address !== 'string' || !publicKey) return []
    if (entry.purpose !== 'payment' && entry.purpose !== 'ordinals') return []
    return [
      Object.freeze({
        address: entry.address,
        publicKey,
        chains: CHAINS,
        features: FEATURES,
        purpose: entry.purpose,
        ...(typeof entry.addressType === 'string' ? { addressType: entry.addressType } : {}),
      }),
    ]
  }
  const grant = (addresses: unknown): readonly BitcoinWalletAccount[] => {
    const next = Array.isArray(addresses)
      ? (addresses as SatsConnectAddress[]).flatMap(toAccount)
      : []
    const changed =
      next.length !== accounts.length ||
      next.some((account, i) => account.address !== accounts[i]?.address)
    accounts = next
    if (changed) for (const listener of [...listeners]) listener({ accounts })
    return accounts
  }
  /** The addresses the wallet already grants the site, without a prompt ([] when none). */
  const granted = () =>
    call<{ addresses?: unknown }>('wallet_getAccount', null).then(
      (result) => grant(result?.addresses),
      () => grant([]),
    )
  const accountOf = (account: WalletAccount): string => account.address

  async function connect(purposes: readonly BitcoinAddressPurpose[]) {
    const wanted = purposes.filter((purpose) => PURPOSES.includes(purpose))
    const addresses = await callOr<unknown>('wallet_connect', { addresses: wanted }, () =>
      call<unknown>('getAccounts', { purposes: wanted }),
    )
    const list =
      typeof addresses === 'object' && addresses !== null && 'addresses' in addresses
        ? addresses.addresses
        : addresses
    return { accounts: grant(list) }
  }

  function follow(): () => void {
    if (!provider.addListener) return () => {}
    const stops = [
      provider.addListener({
        eventName: 'accountChange',
        cb: (event) => void (event?.addresses ? grant(event.addresses) : granted()),
      }),
      provider.addListener({ eventName: 'disconnect', cb: () => grant([]) }),
    ]
    return () => {
      for (const stop of stops) if (typeof stop === 'function') stop()
    }
  }

  return {
    version: '1.0.0',
    name: info.name,
    icon: (info.icon ?? 'data:image/svg+xml,') as Wallet['icon'],
    chains: CHAINS,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input) =>
          input?.silent ? { accounts: await granted() } : connect(PURPOSES),
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          grant([])
          await callOr('wallet_disconnect', null, () => call('wallet_renouncePermissions', null))
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          stopWallet ??= follow()
          return () => {
            listeners.delete(listener)
            if (listeners.size > 0) return
            stopWallet?.()
            stopWallet = undefined
          }
        },
      },
      'bitcoin:connect': {
        version: '1.0.0',
        connect: (input) => connect(input?.purposes ?? PURPOSES),
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        protocols: ['bip322', 'ecdsa'],
        async signMessage(...inputs) {
          const outputs = []
          for (const input of inputs) {
            const protocol = input.protocol ?? 'bip322'
            const { signature } = await call<{ signature: string }>('signMessage', {
              address: accountOf(input.account),
              message: new TextDecoder().decode(input.message),
              protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
            })
            const bytes = typeof signature === 'string' ? base64Decode(signature) : undefined
            if (!bytes)
              throw new SatsConnectRequestError(-32603, `${info.name} signed no signature`)
            outputs.push({ signature: bytes, protocol })
          }
          return outputs
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(...inputs) {
          const outputs = []
          for (const input of inputs) {
            const signInputs: Record<string, number[]> = {}
            for (const { account, signingIndexes, sigHash } of input.inputsToSign) {
              if (sigHash !== undefined)
                throw new SatsConnectRequestError(
                  -32602,
                  `${info.name} signs with the sighash type each PSBT input names: set sighashType in the PSBT, not in signInputs`,
                )
              const address = accountOf(account)
              signInputs[address] = [...(signInputs[address] ?? []), ...signingIndexes]
            }
            await checkNetwork(input.chain)
            const result = await call<{ psbt: string }>('signPsbt', {
              psbt: base64Encode(input.psbt),
              signInputs,
              broadcast: false,
              ...networkParam(input.chain),
            })
            const signedPsbt =
              typeof result?.psbt === 'string' ? base64Decode(result.psbt) : undefined
            if (!signedPsbt)
              throw new SatsConnectRequestError(-32603, `${info.name} returned no PSBT`)
            outputs.push({ signedPsbt })
          }
          return outputs
        },
      },
      'bitcoin:sendTransfer': {
        version: '1.0.0',
        async sendTransfer({ recipients, chain }) {
          await checkNetwork(chain)
          const result = await call<{ txid: string }>('sendTransfer', {
            recipients: recipients.map(({ address, amount }) => ({ address, amount })),
            ...networkParam(chain),
          })
          if (typeof result?.txid !== 'string')
            throw new SatsConnectRequestError(-32603, `${info.name} returned no txid`)
          return { txid: result.txid }
        },
      },
    },
  }
}
