import { UserRejectedError } from '@airlock/protocol'
import { msUntilPairingRefresh, pairingExpiresAt } from './pairingExpiry'
import { readPairingUri } from './pairingUri'

/** SPEC §9: a failed proposal is tried again after 1 s. */
export const PROPOSAL_RETRY_MS = 1000

/** What sign-client's `connect()` yields: the URI to show and the wallet's answer. */
export interface Proposal<S> {
  uri?: string | undefined
  approval(): Promise<S>
}

export interface PairOptions<S> {
  propose(): Promise<Proposal<S>>
  /** A new URI to show (and when it must be replaced). */
  onUri(uri: string, expiresAt: number): void
  signal: AbortSignal
  now?: () => number
}

/** WalletConnect's USER_REJECTED family (5000–5003) and EIP-1193's 4001: the wallet said no. */
export function isWalletRejection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 4001 || (typeof code === 'number' && code >= 5000 && code <= 5003)
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })

const aborted = () => new Error('Request was aborted')

/**
 * Proposes a session until a wallet approves it (SPEC §4, §9): each URI is shown
 * until it counts as expired, then replaced by a new proposal without a click; a
 * proposal that fails is tried again after 1 s; a wallet that declines ends it
 * with UserRejectedError. Settles when `signal` aborts ('Request was aborted').
 */
export async function pairWallet<S>({
  propose,
  onUri,
  signal,
  now = Date.now,
}: PairOptions<S>): Promise<S> {
  while (!signal.aborted) {
    let proposal: Proposal<S>
    try {
      proposal = await propose()
      if (!proposal.uri) throw new Error('The proposal gave no pairing URI')
    } catch {
      await wait(PROPOSAL_RETRY_MS, signal)
      continue
    }
    const expiresAt = pairingExpiresAt(now(), readPairingUri(proposal.uri))
    onUri(proposal.uri, expiresAt)
    type Outcome = { session: S } | { error: unknown } | { expired: true }
    const outcome = await new Promise<Outcome>((resolve) => {
      const timer = setTimeout(finish, msUntilPairingRefresh(expiresAt, now()), { expired: true })
      function finish(result: Outcome) {
        clearTimeout(timer)
        signal.removeEventListener('abort', onAbort)
        resolve(result)
      }
      function onAbort() {
        finish({ error: aborted() })
      }
      signal.addEventListener('abort', onAbort, { once: true })
      proposal.approval().then(
        (session) => finish({ session }),
        (error: unknown) => finish({ error }),
      )
    })
    if ('session' in outcome) return outcome.session
    if ('expired' in outcome) continue
    if (signal.aborted) break
    if (isWalletRejection(outcome.error))
      throw new UserRejectedError('USER_REJECTED', { rpcCode: 4001, cause: outcome.error })
    // Anything else (the proposal expired in the relay, a transport error): a new one.
    await wait(PROPOSAL_RETRY_MS, signal)
  }
  throw aborted()
}
