import { AirlockError, base58Encode, ValidationError } from '@airlock/protocol'
import type { EmbeddedSolanaProvider } from '../../connectors/auth/solanaProvider'
import type { ChainRpcFactory } from '../chainAdapter'
import { nativeBalance } from '../nativeBalance'
import { createNetworkClients, type UntypedRequest } from '../networkClients'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './solanaProgramAddress'
import { readTokenAccounts } from './solanaTokenAccounts'
import { createSolanaTransferSender } from './solanaTransfers'
import { splBalances } from './splBalances'

/** Solana's fee for a transfer's one signature. */
export const SIGNATURE_FEE_LAMPORTS = 5_000n

/**
 * `wallet` when it is the embedded wallet's Solana provider (or one shaped like
 * it) holding an account and able to `method`; else 'Provider not found'.
 */
function solanaWallet<M extends 'signAndSendTransaction' | 'signMessage'>(
  wallet: unknown,
  method: M,
): Pick<EmbeddedSolanaProvider, 'address' | M> {
  const candidate = (typeof wallet === 'object' && wallet !== null ? wallet : {}) as Partial<
    Record<string, unknown>
  >
  if (typeof candidate.address !== 'string' || typeof candidate[method] !== 'function')
    throw new AirlockError('PROVIDER_NOT_FOUND')
  return wallet as Pick<EmbeddedSolanaProvider, 'address' | M>
}

/** The solana adapter's RPC side: JSON-RPC over each network's URL, the embedded wallet for signing. */
export const createSolanaRpc: ChainRpcFactory = ({ signal }) => {
  const clientFor = createNetworkClients(signal)
  const rpc = (network: Parameters<typeof clientFor>[0]) =>
    clientFor(network).request as UntypedRequest
  const sender = createSolanaTransferSender(rpc, signal)
  return {
    /**
     * SOL, then every SPL Token and Token-2022 token the account holds (one parsed
     * read per program, in parallel); the dapp's list names them.
     */
    async readBalances(network, address, tokens) {
      const request = rpc(network)
      // Tokens are a bonus: a node that cannot list them still gives the SOL balance.
      const held = (programId: string) =>
        readTokenAccounts(request, address, { programId }).catch(() => [])
      const [answer, spl, token2022] = await Promise.all([
        request({ method: 'getBalance', params: [address] }),
        held(TOKEN_PROGRAM),
        held(TOKEN_2022_PROGRAM),
      ])
      const accounts = [...spl, ...token2022]
      const lamports = (answer as { value?: unknown } | null)?.value
      if (typeof lamports !== 'number') throw new AirlockError('SOMETHING_WENT_WRONG')
      return [nativeBalance(network, BigInt(lamports)), ...splBalances(network, accounts, tokens)]
    },
    transferFeeReserve: async () => SIGNATURE_FEE_LAMPORTS,
    async transfer(network, wallet, transfer) {
      const provider = solanaWallet(wallet, 'signAndSendTransaction')
      const { from, to, amount } = transfer
      // A token is named by its mint, plain or as CAIP-10 (what the balances list).
      const mint = transfer.token?.split(':').at(-1)
      if (transfer.token !== undefined && !mint) throw new ValidationError('SEND_TOKEN_REQUIRED')
      return mint
        ? sender.sendToken(network, provider, { from, to, mint, amount })
        : sender.send(network, provider, { from, to, lamports: amount })
    },
    async signMessage(wallet, { message }) {
      const signature = await solanaWallet(wallet, 'signMessage').signMessage(
        new TextEncoder().encode(message),
      )
      return base58Encode(signature)
    },
  }
}
