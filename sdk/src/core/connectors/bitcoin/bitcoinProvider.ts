import type { BitcoinAddressPurpose, BitcoinMessageProtocol } from './bitcoinFeatures'

export type { BitcoinAddressPurpose, BitcoinMessageProtocol } from './bitcoinFeatures'

/** One address the wallet granted the site (SPEC §6: 'payment' is the account by default). */
export interface BitcoinAccountAddress {
  address: string
  purpose: BitcoinAddressPurpose
  /** The address's public key, hex (x-only for Taproot), as the wallet gave it. */
  publicKey: string
  /** What the wallet says of it ('p2wpkh', 'p2tr'…), when it says. */
  addressType?: string | undefined
}

export interface BitcoinSignMessageParams {
  /** The text to sign (UTF-8). */
  message: string
  /** One of the connected addresses; the account's address (payment, unless the dapp prefers ordinals) by default. */
  address?: string | undefined
  /** 'bip322' (BIP-322 simple) by default, or 'ecdsa' (legacy BIP-137) when the wallet only offers that. */
  protocol?: BitcoinMessageProtocol | undefined
}

export interface BitcoinSendTransferParams {
  /** The receiving address. */
  recipient: string
  /** Satoshis: a bigint, or a string of digits. */
  amount: bigint | string
}

export interface BitcoinSignPsbtParams {
  /** The PSBT (BIP-174), base64. */
  psbt: string
  /** Which inputs each connected address signs. */
  signInputs: readonly { address: string; index: number; sighashType?: number | undefined }[]
}

/**
 * What `getProvider('bip122')` answers: the Bitcoin wallet holding the account.
 * A rejection in the wallet rejects with code 'USER_REJECTED' (rpcCode 4001), as
 * on the other namespaces.
 */
export interface BitcoinProvider {
  /** The account's address (payment by default; see `preferredAccountTypes`); undefined while none is connected. */
  readonly address: string | undefined
  /** Every address the wallet granted: payment first, then ordinals. */
  getAccountAddresses(): readonly BitcoinAccountAddress[]
  /** The signature, base64 (what BIP-322 and BIP-137 verifiers take). */
  signMessage(params: BitcoinSignMessageParams): Promise<string>
  /** The wallet builds, signs and broadcasts the transfer; resolves to its txid. */
  sendTransfer(params: BitcoinSendTransferParams): Promise<string>
  /** The PSBT with the wallet's signatures, base64; not finalized, not broadcast. */
  signPsbt(params: BitcoinSignPsbtParams): Promise<{ psbt: string }>
}
