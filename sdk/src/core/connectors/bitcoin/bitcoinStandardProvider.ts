import {
  AirlockError,
  base64Decode,
  base64Encode,
  hexEncode,
  ValidationError,
} from '@airlock/protocol'
import type { WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { toWalletError } from '../injected/walletError'
import type { StandardWalletProvider } from '../walletStandard/standardWalletProvider'
import { walletFeature } from '../walletStandard/walletFeature'
import { walletChainFor } from './bitcoinChains'
import type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinSendTransferFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
  BitcoinWalletAccount,
} from './bitcoinFeatures'
import type { BitcoinAccountAddress, BitcoinProvider } from './bitcoinProvider'
import type { BitcoinWalletConnector } from './bitcoinWalletConnector'

/**
 * A Bitcoin Wallet Standard wallet as the SDK's Bitcoin provider (what
 * `getProvider('bip122')` answers and the bip122 adapter sends with), plus
 * connect, disconnect and the account's changes.
 */
export interface BitcoinStandardProvider extends BitcoinProvider, StandardWalletProvider {
  /** Asks the wallet for its payment and ordinals addresses (it may prompt); the account's. */
  connect(): Promise<string>
}

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    BitcoinConnectFeature &
    BitcoinSignMessageFeature &
    BitcoinSignTransactionFeature &
    BitcoinSendTransferFeature
>

/** The wallet's accounts as addresses: payment first (an account without a purpose pays). */
export function toAccountAddresses(
  accounts: readonly BitcoinWalletAccount[],
): BitcoinAccountAddress[] {
  const listed = accounts.map((account) => ({
    address: account.address,
    purpose: account.purpose === 'ordinals' ? ('ordinals' as const) : ('payment' as const),
    publicKey: hexEncode(Uint8Array.from(account.publicKey)),
    addressType: account.addressType,
  }))
  return [
    ...listed.filter((entry) => entry.purpose === 'payment'),
    ...listed.filter((entry) => entry.purpose === 'ordinals'),
  ]
}

/**
 * `connector`'s wallet behind the provider interface. `network` names the Bitcoin
 * network the dapp is on (the active bip122 network's CAIP-2 id); `accountType` is the
 * address that is the account (SPEC §6: payment), the payment one when the wallet
 * granted no address of that purpose.
 */
export function createBitcoinStandardProvider(
  connector: BitcoinWalletConnector,
  network: () => string | undefined,
  accountType: BitcoinAddressPurpose = 'payment',
): BitcoinStandardProvider {
  const features = connector.wallet.features as Features
  let accounts: readonly BitcoinWalletAccount[] = []

  const feature = <K extends keyof Features>(name: K) =>
    walletFeature<Features, K>(connector.name, features, name)
  const ask = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toWalletError(error)
    }
  }
  const accountAddress = () => {
    const listed = toAccountAddresses(accounts)
    return (
      listed.find((entry) => entry.purpose === accountType) ??
      listed.find((entry) => entry.purpose === 'payment')
    )
  }
  const held = (address: string | undefined): WalletAccount => {
    if (accounts.length === 0) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    const wanted = address ?? accountAddress()?.address
    const account = accounts.find((candidate) => candidate.address === wanted)
    if (!account)
      throw new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', {
        message: `${String(wanted)} is not an address ${connector.name} granted this site`,
      })
    return account
  }
  /** The network as the wallet names it; undefined lets the wallet use its own. */
  const chain = (): string | undefined => {
    const active = network()
    if (!active) return undefined
    const named = walletChainFor(active, connector.chains)
    if (!named)
      throw new AirlockError('CHAIN_NOT_SUPPORTED', {
        message: `${connector.name} does not serve ${active}`,
      })
    return named
  }
  const granted = (next: readonly BitcoinWalletAccount[]) => {
    accounts = next.filter((account) => typeof account.address === 'string')
    return accountAddress()?.address
  }

  return {
    connectorId: connector.id,
    get address() {
      return accountAddress()?.address
    },
    getAccountAddresses: () => toAccountAddresses(accounts),
    async connect() {
      const answer = await ask(() =>
        feature('bitcoin:connect').connect({ purposes: ['payment', 'ordinals'] }),
      )
      const address = granted(answer.accounts)
      if (!address) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
      return address
    },
    async reconnect() {
      const silent = features['standard:connect']
      const answer = silent
        ? await ask(() => silent.connect({ silent: true }))
        : { accounts: connector.wallet.accounts }
      return granted(answer.accounts as readonly BitcoinWalletAccount[])
    },
    async disconnect() {
      accounts = []
      await features['standard:disconnect']?.disconnect().catch(() => undefined)
    },
    onAccountChange(listener) {
      const events = features['standard:events']
      if (!events) return () => {}
      return events.on('change', (properties) => {
        if (!properties.accounts) return
        const before = accountAddress()?.address
        const after = granted(properties.accounts as readonly BitcoinWalletAccount[])
        if (after !== before) listener(after)
      })
    },
    async signMessage(params) {
      if (typeof params?.message !== 'string')
        throw new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', {
          message: 'signMessage needs { message: string }',
        })
      const protocol = params.protocol ?? defaultProtocol(features['bitcoin:signMessage'])
      if (protocol !== 'bip322' && protocol !== 'ecdsa')
        throw new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', {
          message: `Unknown message protocol ${String(protocol)}: use 'bip322' or 'ecdsa'`,
        })
      const signer = feature('bitcoin:signMessage')
      if (signer.protocols && !signer.protocols.includes(protocol))
        throw new AirlockError('PROVIDER_NOT_FOUND', {
          message: `${connector.name} does not sign messages with ${protocol}`,
        })
      const account = held(params.address)
      const message = new TextEncoder().encode(params.message)
      const [output] = await ask(() => signer.signMessage({ account, message, protocol }))
      if (!output) throw new AirlockError('SIGN_MESSAGE_FAILED')
      return base64Encode(Uint8Array.from(output.signature))
    },
    async sendTransfer(params) {
      const { bitcoinRecipient } = await import('./bitcoinRecipient')
      const recipient = bitcoinRecipient(params?.recipient)
      const sats = satsOf(params.amount)
      const send = feature('bitcoin:sendTransfer')
      held(undefined)
      const { txid } = await ask(() =>
        send.sendTransfer({ recipients: [{ address: recipient, amount: sats }], chain: chain() }),
      )
      return txid
    },
    async signPsbt(params) {
      const psbt = typeof params?.psbt === 'string' ? base64Decode(params.psbt) : undefined
      if (!psbt || psbt.length === 0)
        throw new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', {
          message: 'signPsbt needs { psbt } as base64',
        })
      if (!Array.isArray(params.signInputs) || params.signInputs.length === 0)
        throw new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', {
          message: 'signPsbt needs signInputs: [{ address, index }]',
        })
      const signer = feature('bitcoin:signTransaction')
      const byAccount = new Map<WalletAccount, { indexes: number[]; sigHash?: number }>()
      for (const input of params.signInputs) {
        if (!Number.isInteger(input.index) || input.index < 0)
          throw new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', {
            message: `signPsbt: input index ${String(input.index)} is not a whole number ≥ 0`,
          })
        const account = held(input.address)
        const entry = byAccount.get(account) ?? { indexes: [] }
        entry.indexes.push(input.index)
        if (input.sighashType !== undefined) entry.sigHash = input.sighashType
        byAccount.set(account, entry)
      }
      const inputsToSign = [...byAccount].map(([account, { indexes, sigHash }]) => ({
        account,
        signingIndexes: indexes,
        ...(sigHash === undefined ? {} : { sigHash }),
      }))
      const active = chain()
      const [output] = await ask(() =>
        signer.signTransaction({ psbt, inputsToSign, ...(active ? { chain: active } : {}) }),
      )
      if (!output) throw new AirlockError('SOMETHING_WENT_WRONG')
      return { psbt: base64Encode(Uint8Array.from(output.signedPsbt)) }
    },
  }
}

/** BIP-322 unless the wallet says it only signs ECDSA. */
function defaultProtocol(signer: BitcoinSignMessageFeature['bitcoin:signMessage'] | undefined) {
  return signer?.protocols && !signer.protocols.includes('bip322') ? 'ecdsa' : 'bip322'
}

/** Whole satoshis the wallet can take as a number. */
function satsOf(amount: unknown): number {
  const text = typeof amount === 'bigint' ? String(amount) : amount
  if (typeof text !== 'string' || !/^[0-9]+$/.test(text) || BigInt(text) <= 0n)
    throw new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', {
      message: `sendTransfer needs amount in satoshis (a bigint or a string of digits, above 0), not ${typeof amount === 'string' ? JSON.stringify(amount) : String(amount)}`,
    })
  const sats = BigInt(text)
  if (sats > BigInt(Number.MAX_SAFE_INTEGER))
    throw new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', {
      message: `sendTransfer: ${text} satoshis is more than any wallet can send`,
    })
  return Number(sats)
}
