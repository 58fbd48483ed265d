import type { WebSocket } from 'ws'
import { invalidParams } from './rpcError'
import { type AccountEncoding, accountEncoding } from './solanaAccounts'
import type { LedgerTransaction, SolanaLedger } from './solanaLedger'

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; key: string; encoding: AccountEncoding }

/**
 * One WebSocket's subscriptions: signatureSubscribe (one notification, then gone, as on
 * a validator; at once when the signature already landed) and accountSubscribe (a
 * notification after each transaction that names the account).
 */
export class SocketSubscriptions {
  private readonly subscriptions = new Map<number, Subscription>()
  private readonly stopListening: () => void

  constructor(
    private readonly socket: WebSocket,
    private readonly ledger: SolanaLedger,
    private readonly nextId: () => number,
    private readonly account: (key: string, encoding: AccountEncoding) => unknown,
  ) {
    this.stopListening = ledger.onLanded((landed) => this.landed(landed))
  }

  close(): void {
    this.stopListening()
    this.subscriptions.clear()
  }

  /** The subscription methods' answers; undefined for any other method. */
  handle(method: string, params: unknown[]): { result: unknown; after?: () => void } | undefined {
    if (method === 'signatureSubscribe') {
      const [signature] = params
      if (typeof signature !== 'string') throw invalidParams('Invalid param: expected a signature')
      const id = this.nextId()
      this.subscriptions.set(id, { kind: 'signature', signature })
      const landed = this.ledger.transaction(signature)
      return { result: id, after: landed ? () => this.landed(landed) : undefined }
    }
    if (method === 'accountSubscribe') {
      const [key, config] = params
      if (typeof key !== 'string') throw invalidParams('Invalid param: expected a public key')
      const encoding = accountEncoding(config)
      this.account(key, encoding) // validates the key
      const id = this.nextId()
      this.subscriptions.set(id, { kind: 'account', key, encoding })
      return { result: id }
    }
    if (method === 'signatureUnsubscribe' || method === 'accountUnsubscribe') {
      const [id] = params
      const kind = method === 'signatureUnsubscribe' ? 'signature' : 'account'
      if (typeof id !== 'number' || this.subscriptions.get(id)?.kind !== kind)
        throw invalidParams('Invalid subscription id.')
      this.subscriptions.delete(id)
      return { result: true }
    }
    return undefined
  }

  private landed(landed: LedgerTransaction): void {
    const context = { slot: this.ledger.currentSlot() }
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === landed.signature) {
        this.subscriptions.delete(id)
        this.notify('signatureNotification', id, { context, value: { err: landed.err } })
      } else if (
        subscription.kind === 'account' &&
        landed.wire.accountKeys.includes(subscription.key)
      ) {
        this.notify('accountNotification', id, {
          context,
          value: this.account(subscription.key, subscription.encoding),
        })
      }
    }
  }

  private notify(method: string, subscription: number, result: unknown): void {
    if (this.socket.readyState !== this.socket.OPEN) return
    this.socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }))
  }
}
