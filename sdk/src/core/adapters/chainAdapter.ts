import type { TokenBalance } from '../clients/blockchainApi/types'
import type { CaipNetwork, ChainNamespace } from '../networks/types'

/**
 * What one namespace (eip155, solana, and later bip122) means to the SDK: its
 * address rules, which features SPEC §9 serves on it, and its RPC side (balances,
 * transfers, signing) behind a lazy load. Features ask `adapterFor(namespace)`
 * and branch on nothing else; a new chain family is a new adapter, not new `if`s.
 *
 * Chain-neutral on purpose: amounts are bigint base units, addresses strings in
 * the namespace's own form, networks CAIP networks (CAIP-2 ids), wallets `unknown`
 * (each adapter checks the provider it is handed has what it needs).
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** The features SPEC §6 and §9 serve on this namespace. */
  readonly supports: ChainCapabilities
  /** Whether `text` is an address of this namespace, in any form it accepts (SPEC §5). */
  isAddress(text: string): boolean
  /** The form a transaction needs of an address `isAddress` accepted (EVM: the 0x it may lack). */
  normalizeAddress(address: string): string
  /** The RPC side; its code is a chunk of its own, loaded on the first call. */
  loadRpc(): Promise<ChainRpcFactory>
}

export interface ChainCapabilities {
  /** The embedded wallet (auth connector) holds accounts here (SPEC §6). */
  readonly embeddedWallet: boolean
  /** Balances and sending (SPEC §9). */
  readonly send: boolean
  /** Tokens other than the native currency can be sent. */
  readonly tokenTransfers: boolean
  /** Activity and names (SPEC §9). */
  readonly history: boolean
  readonly names: boolean
  readonly swap: boolean
  readonly onramp: boolean
  /** A network may be named by its bare chain id (a number), as EIP-1193's chainId is. */
  readonly numericChainIds: boolean
}

/** Opens the RPC side for one owner (a feature), until it is disposed. */
export type ChainRpcFactory = (options: { signal: AbortSignal }) => ChainRpc

/** A dapp-listed token, read through the RPC when no blockchain API is configured. */
export interface ListedToken {
  /** The token's address on its network (EVM: the contract). */
  address: string
  symbol?: string | undefined
  decimals?: number | undefined
  name?: string | undefined
  iconUrl?: string | undefined
}

export interface Transfer {
  from: string
  to: string
  /** Base units (wei, lamports, satoshis). */
  amount: bigint
  /** The token's address (plain or CAIP-10); undefined for the native currency. */
  token?: string | undefined
}

export interface ChainRpc {
  /** The native balance, then each of `tokens` the RPC could read, of `address` on `network`. */
  readBalances(
    network: CaipNetwork,
    address: string,
    tokens: readonly ListedToken[],
  ): Promise<TokenBalance[]>
  /**
   * Base units of the native currency to keep back when sending all of it, so
   * the transfer can pay its own fee. Rejects when the fee cannot be read.
   */
  transferFeeReserve(network: CaipNetwork): Promise<bigint>
  /**
   * Has `wallet` (the provider holding the account) send `transfer`, then waits
   * for the chain (SPEC §9: 25 s). Resolves to the transaction's id (hash or
   * signature); rejects with the catalogue error the send shows.
   */
  transfer(network: CaipNetwork, wallet: unknown, transfer: Transfer): Promise<string>
  /** Has `wallet` sign a UTF-8 message as `address`; the signature in the namespace's usual encoding. */
  signMessage(wallet: unknown, request: { address: string; message: string }): Promise<string>
}
