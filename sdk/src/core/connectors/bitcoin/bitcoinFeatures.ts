/**
 * The Bitcoin Wallet Standard features, vendored: the published
 * `@exodus/bitcoin-wallet-standard-features` (0.0.1) predates message-signing
 * protocols and transfers, so `bitcoin:connect` / `bitcoin:signTransaction` follow
 * it, and the purposes, the BIP-322/ECDSA choice and `sendTransfer` follow
 * sats-connect (what Xverse, Leather and Unisat-style wallets answer).
 */
import type { WalletAccount } from '@wallet-standard/base'

export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** A Wallet Standard account that says what it is for (absent: a payment address). */
export interface BitcoinWalletAccount extends WalletAccount {
  purpose?: BitcoinAddressPurpose
  addressType?: string
}

export interface BitcoinConnectFeature {
  'bitcoin:connect': {
    version: string
    connect(input?: {
      purposes?: readonly BitcoinAddressPurpose[]
    }): Promise<{ accounts: readonly BitcoinWalletAccount[] }>
  }
}

export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

export interface BitcoinSignMessageFeature {
  'bitcoin:signMessage': {
    version: string
    /** The protocols the wallet signs with; absent: BIP-322 (and ECDSA when asked). */
    protocols?: readonly BitcoinMessageProtocol[]
    signMessage(
      ...inputs: readonly {
        account: WalletAccount
        message: Uint8Array
        protocol?: BitcoinMessageProtocol
      }[]
    ): Promise<readonly { signature: Uint8Array; protocol?: BitcoinMessageProtocol }[]>
  }
}

export interface BitcoinSignTransactionFeature {
  'bitcoin:signTransaction': {
    version: string
    signTransaction(
      ...inputs: readonly {
        /** The PSBT (BIP-174), serialized. */
        psbt: Uint8Array
        inputsToSign: readonly {
          account: WalletAccount
          signingIndexes: readonly number[]
          sigHash?: number
        }[]
        chain?: string
      }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
}

export interface BitcoinSendTransferFeature {
  'bitcoin:sendTransfer': {
    version: string
    sendTransfer(input: {
      /** Amounts in sats. */
      recipients: readonly { address: string; amount: number }[]
      chain?: string
    }): Promise<{ txid: string }>
  }
}
