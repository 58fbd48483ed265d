import { AirlockError, ValidationError } from '@airlock/protocol'
import { base58Encode } from '../../connectors/auth/base58'
import type { EmbeddedSolanaProvider } from '../../connectors/auth/solanaProvider'
import type { ChainRpcFactory } from '../chainAdapter'
import { nativeBalance } from '../nativeBalance'
import { createNetworkClients, type UntypedRequest } from '../networkClients'
import { createSolanaTransferSender } from './solanaTransfers'

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
    // SPL token accounts are not read: only SOL is listed (SPEC §9 scope of the incumbent).
    async readBalances(network, address) {
      const answer = await rpc(network)({ method: 'getBalance', params: [address] })
      const lamports = (answer as { value?: unknown } | null)?.value
      if (typeof lamports !== 'number') throw new AirlockError('SOMETHING_WENT_WRONG')
      return [nativeBalance(network, BigInt(lamports))]
    },
    transferFeeReserve: async () => SIGNATURE_FEE_LAMPORTS,
    async transfer(network, wallet, transfer) {
      if (transfer.token) throw new ValidationError('SEND_TOKEN_REQUIRED')
      return sender.send(network, solanaWallet(wallet, 'signAndSendTransaction'), {
        from: transfer.from,
        to: transfer.to,
        lamports: transfer.amount,
      })
    },
    async signMessage(wallet, { message }) {
      const signature = await solanaWallet(wallet, 'signMessage').signMessage(
        new TextEncoder().encode(message),
      )
      return base58Encode(signature)
    },
  }
}
