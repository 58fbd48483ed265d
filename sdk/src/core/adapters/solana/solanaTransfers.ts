import { AirlockError, RECEIPT_TIMEOUT_MS } from '@airlock/protocol'
import type { EmbeddedSolanaProvider } from '../../connectors/auth/solanaProvider'
import type { CaipNetwork } from '../../networks/types'
import type { UntypedRequest } from '../networkClients'
import { associatedTokenAddress } from './solanaProgramAddress'
import { buildSplTransfer } from './solanaSplTransferBytes'
import { readTokenAccounts } from './solanaTokenAccounts'
import { readTokenMint } from './solanaTokenMint'
import { buildSolanaTransfer } from './solanaTransferBytes'

export interface SolanaTransfer {
  /** Base58 addresses. */
  from: string
  to: string
  lamports: bigint
}

export interface SplTokenTransfer {
  /** Base58 addresses: the sender, the recipient's wallet, the token's mint. */
  from: string
  to: string
  mint: string
  /** Base units of the token. */
  amount: bigint
}

export interface SolanaTransferSender {
  /**
   * Builds a SOL transfer on a fresh blockhash, has the embedded wallet sign and
   * send it, and waits up to 25 s for it to be confirmed. Resolves to the
   * signature; a transaction the chain failed rejects with 'unknown reason'.
   */
  send(
    network: CaipNetwork,
    provider: Pick<EmbeddedSolanaProvider, 'signAndSendTransaction'>,
    transfer: SolanaTransfer,
  ): Promise<string>
  /**
   * The same for an SPL Token or Token-2022 token: from the sender's token account
   * of `mint` holding enough, to the recipient's associated token account (of the
   * mint's program), created when missing. A mint a plain TransferChecked cannot move
   * (solanaTokenMint.ts) is refused before the wallet is asked.
   */
  sendToken(
    network: CaipNetwork,
    provider: Pick<EmbeddedSolanaProvider, 'signAndSendTransaction'>,
    transfer: SplTokenTransfer,
  ): Promise<string>
}

const STATUS_POLL_MS = 1_000
const COMMITMENT = 'confirmed'

interface SignatureStatus {
  err: unknown
  confirmationStatus?: string | null
}

/** Transfers over `rpc(network)`; a confirmation wait still running rejects when `signal` aborts. */
export function createSolanaTransferSender(
  rpc: (network: CaipNetwork) => UntypedRequest,
  signal: AbortSignal,
): SolanaTransferSender {
  async function latestBlockhash(request: UntypedRequest): Promise<string> {
    const answer = await request({
      method: 'getLatestBlockhash',
      params: [{ commitment: COMMITMENT }],
    })
    const blockhash = (answer as { value?: { blockhash?: unknown } } | null)?.value?.blockhash
    if (typeof blockhash !== 'string') throw new AirlockError('SOMETHING_WENT_WRONG')
    return blockhash
  }

  async function status(request: UntypedRequest, signature: string) {
    const answer = await request({ method: 'getSignatureStatuses', params: [[signature]] })
    return (answer as { value?: (SignatureStatus | null)[] } | null)?.value?.[0] ?? undefined
  }

  /** Polls the signature until confirmed (or finalized), failed, or 25 s have passed. */
  function confirmation(request: UntypedRequest, signature: string): Promise<void> {
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const started = Date.now()
      const stop = (settle: () => void) => {
        clearTimeout(timer)
        signal.removeEventListener('abort', onAbort)
        settle()
      }
      const onAbort = () => stop(() => reject(new AirlockError('REQUEST_ABORTED')))
      signal.addEventListener('abort', onAbort, { once: true })
      const poll = async () => {
        const current = await status(request, signature).catch(() => undefined)
        if (signal.aborted) return
        if (current?.err) return stop(() => reject(new AirlockError('RECEIPT_REVERTED_UNKNOWN')))
        if (
          current?.confirmationStatus === 'confirmed' ||
          current?.confirmationStatus === 'finalized'
        )
          return stop(resolve)
        if (Date.now() - started >= RECEIPT_TIMEOUT_MS)
          return stop(() =>
            reject(
              new AirlockError('SOMETHING_WENT_WRONG', {
                message: `Timed out while waiting for transaction ${signature} to be confirmed.`,
              }),
            ),
          )
        timer = setTimeout(poll, STATUS_POLL_MS)
      }
      void poll()
    })
  }

  async function submit(
    request: UntypedRequest,
    provider: Pick<EmbeddedSolanaProvider, 'signAndSendTransaction'>,
    transaction: Uint8Array,
  ): Promise<string> {
    const signature = await provider.signAndSendTransaction(transaction, {
      preflightCommitment: COMMITMENT,
    })
    await confirmation(request, signature)
    return signature
  }

  return {
    async send(network, provider, transfer) {
      const request = rpc(network)
      const recentBlockhash = await latestBlockhash(request)
      return submit(request, provider, buildSolanaTransfer({ ...transfer, recentBlockhash }))
    },
    async sendToken(network, provider, { from, to, mint, amount }) {
      const request = rpc(network)
      const [token, held, recentBlockhash] = await Promise.all([
        readTokenMint(request, mint),
        readTokenAccounts(request, from, { mint }),
        latestBlockhash(request),
      ])
      const destination = await associatedTokenAddress(to, mint, token.program)
      const source = held
        .filter((account) => account.amount >= amount)
        .sort((a, b) => Number(b.amount - a.amount))[0]
      if (!source)
        throw new AirlockError('SOMETHING_WENT_WRONG', { message: 'Insufficient token balance' })
      const transaction = buildSplTransfer({
        from,
        to,
        mint,
        tokenProgram: token.program,
        amount,
        decimals: token.decimals,
        source: source.address,
        destination,
        recentBlockhash,
      })
      return submit(request, provider, transaction)
    },
  }
}
