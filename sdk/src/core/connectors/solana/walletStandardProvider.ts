import { AirlockError, base58Encode } from '@airlock/protocol'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionOptions,
  SolanaSignInFeature,
  SolanaSignInInput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaTransactionCommitment,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type {
  EmbeddedSolanaProvider,
  SolanaSendOptions,
  SolanaTransactionInput,
} from '../auth/solanaProvider'
import { withoutUndefined } from '../auth/withoutUndefined'
import { toWalletError } from '../injected/walletError'
import type { StandardWalletProvider } from '../walletStandard/standardWalletProvider'
import { walletFeature } from '../walletStandard/walletFeature'
import { siwsChainId, walletSolanaChainFor } from './solanaChains'
import type { SolanaWalletConnector } from './solanaWalletConnector'

/**
 * A Wallet Standard wallet as the SDK's Solana provider: the same methods as the
 * embedded wallet's (what `getProvider('solana')` answers and the solana adapter
 * sends with), plus connect, disconnect and the account's changes.
 */
export interface WalletStandardSolanaProvider
  extends EmbeddedSolanaProvider,
    StandardWalletProvider {
  /**
   * Sign In With Solana (`solana:signIn`) for the held account, when the wallet offers
   * it: the wallet writes the message from `input` and signs it.
   */
  readonly signIn?:
    | ((input: SolanaSignInInput) => Promise<{ signedMessage: Uint8Array; signature: Uint8Array }>)
    | undefined
}

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature &
    SolanaSignInFeature
>

function bytesOf(transaction: SolanaTransactionInput): Uint8Array {
  // Unsigned is expected here: the wallet adds the signature.
  return transaction instanceof Uint8Array
    ? transaction
    : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/**
 * `connector`'s wallet behind the provider interface. `chain` names the cluster the
 * dapp is on (the active Solana network's CAIP-2 id); the wallet is asked with the name
 * it lists for it (solanaChains.ts), and a cluster it does not list is refused before
 * it is asked.
 */
export function createWalletStandardSolanaProvider(
  connector: SolanaWalletConnector,
  chain: () => string | undefined,
): WalletStandardSolanaProvider {
  const features = connector.wallet.features as Features
  let account: WalletAccount | undefined

  const feature = <K extends keyof Features>(name: K) =>
    walletFeature<Features, K>(connector.name, features, name)
  const held = (): WalletAccount => {
    if (!account) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    return account
  }
  const firstSolana = (accounts: readonly WalletAccount[]) =>
    accounts.find((candidate) => candidate.chains.some((id) => id.startsWith('solana:'))) ??
    accounts[0]
  const ask = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toWalletError(error)
    }
  }
  // The wallet is asked with the chain id it lists (solanaChains.ts): `solana:mainnet` for
  // the network `solana:5eykt4…`, `solana:localnet` for a local cluster.
  const clusterOf = (caipNetworkId: string): IdentifierString => {
    const listed = walletSolanaChainFor(caipNetworkId, connector.chains)
    if (!listed)
      throw new AirlockError('CHAIN_NOT_SUPPORTED', {
        message: `${connector.name} does not serve ${caipNetworkId}`,
      })
    return listed as IdentifierString
  }
  const cluster = (): IdentifierString => {
    const active = chain()
    if (active) return clusterOf(active)
    const [first] = connector.chains
    if (!first) throw new AirlockError('CHAIN_NOT_SUPPORTED')
    return first as IdentifierString
  }

  return {
    connectorId: connector.id,
    get address() {
      return account?.address
    },
    async connect() {
      const { accounts } = await ask(() => feature('standard:connect').connect())
      account = firstSolana(accounts)
      if (!account) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
      return account.address
    },
    async reconnect() {
      const { accounts } = await ask(() => feature('standard:connect').connect({ silent: true }))
      account = firstSolana(accounts)
      return account?.address
    },
    async disconnect() {
      account = undefined
      await features['standard:disconnect']?.disconnect().catch(() => undefined)
    },
    onAccountChange(listener) {
      const events = features['standard:events']
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (!accounts) return
        const next = firstSolana(accounts)
        if (next?.address === account?.address) return
        account = next
        listener(next?.address)
      })
    },
    signIn: features['solana:signIn']
      ? async (input) => {
          const current = held()
          // SIWS names the cluster as the wallet does (its Chain ID line), by the same rule
          // as the transactions' `chain`; the SIWS grammar allows no CAIP-2 id there.
          const chainId =
            input.chainId === undefined ? undefined : siwsChainId(clusterOf(input.chainId))
          const [output] = await ask(() =>
            feature('solana:signIn').signIn(
              withoutUndefined({ ...input, address: current.address, chainId }),
            ),
          )
          if (!output || output.account.address !== current.address)
            throw new AirlockError('SIGN_MESSAGE_FAILED')
          return {
            signedMessage: Uint8Array.from(output.signedMessage),
            signature: Uint8Array.from(output.signature),
          }
        }
      : undefined,
    async signMessage(message) {
      const current = held()
      const [output] = await ask(() =>
        feature('solana:signMessage').signMessage({ account: current, message }),
      )
      if (!output) throw new AirlockError('SIGN_MESSAGE_FAILED')
      return Uint8Array.from(output.signature)
    },
    async signTransaction(transaction) {
      const current = held()
      const [output] = await ask(() =>
        feature('solana:signTransaction').signTransaction({
          account: current,
          transaction: bytesOf(transaction),
          chain: cluster(),
        }),
      )
      if (!output) throw new AirlockError('SOMETHING_WENT_WRONG')
      return Uint8Array.from(output.signedTransaction)
    },
    async signAllTransactions(transactions) {
      const current = held()
      const outputs = await ask(() =>
        feature('solana:signTransaction').signTransaction(
          ...transactions.map((transaction) => ({
            account: current,
            transaction: bytesOf(transaction),
            chain: cluster(),
          })),
        ),
      )
      if (outputs.length !== transactions.length) throw new AirlockError('SOMETHING_WENT_WRONG')
      return outputs.map((output) => Uint8Array.from(output.signedTransaction))
    },
    async signAndSendTransaction(transaction, options?: SolanaSendOptions) {
      const current = held()
      const [output] = await ask(() =>
        feature('solana:signAndSendTransaction').signAndSendTransaction({
          account: current,
          transaction: bytesOf(transaction),
          chain: cluster(),
          ...(options ? { options: standardSendOptions(options) } : {}),
        }),
      )
      if (!output) throw new AirlockError('SOMETHING_WENT_WRONG')
      return base58Encode(Uint8Array.from(output.signature))
    },
  }
}

/**
 * The Wallet Standard knows three commitments; the older names SPEC §5 accepts map to
 * them as @solana/web3.js maps them (recent → processed, single(Gossip) → confirmed,
 * root / max → finalized).
 */
const COMMITMENTS: Record<string, SolanaTransactionCommitment> = {
  processed: 'processed',
  recent: 'processed',
  confirmed: 'confirmed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  finalized: 'finalized',
  root: 'finalized',
  max: 'finalized',
}

function standardSendOptions(options: SolanaSendOptions): SolanaSignAndSendTransactionOptions {
  const { preflightCommitment, ...rest } = options
  const commitment = preflightCommitment ? COMMITMENTS[preflightCommitment] : undefined
  return withoutUndefined({ ...rest, preflightCommitment: commitment })
}
