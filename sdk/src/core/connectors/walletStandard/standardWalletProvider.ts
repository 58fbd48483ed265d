/**
 * What every Wallet Standard wallet's provider offers the session, whatever its
 * namespace (Solana's walletStandardProvider.ts, Bitcoin's bitcoinStandardProvider.ts):
 * connect, the quiet reconnect, disconnect and the account's changes.
 */
export interface StandardWalletProvider {
  readonly connectorId: string
  /** Asks the wallet for an account (it may prompt); resolves to its address. */
  connect(): Promise<string>
  /** The account the wallet already grants this site, without a prompt; undefined if none. */
  reconnect(): Promise<string | undefined>
  /** Asks the wallet to forget the site when it can (standard:disconnect); never throws. */
  disconnect(): Promise<void>
  /** Follows the wallet's account: the new address, or undefined when it has none left. */
  onAccountChange(listener: (address: string | undefined) => void): () => void
}
