/**
 * The relay's topics: who subscribes to what, and every published message kept for its
 * TTL, so a peer that subscribes late (the wallet scanning a QR minutes after the dapp
 * proposed) still gets it. A message counts as delivered to a client only once that
 * client acked its `irn_subscription`; until then it is offered again on every
 * (re)subscription. The publisher never gets its own message back.
 */
import { createHash } from 'node:crypto'

export interface RelayMessage {
  /** sha256 of topic and message: the relay's id for it (a re-publish is the same message). */
  key: string
  topic: string
  message: string
  /** Milliseconds, as the relay stamps it. */
  publishedAt: number
  expiresAt: number
  tag: number
  attestation?: string
  publisher: string
  ackedBy: Set<string>
}

/** One connected client as the mailbox sees it: its did:key and a way to push to it. */
export interface RelaySubscriber {
  clientId: string
  deliver(message: RelayMessage): void
}

export interface PublishInput {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string
}

export class RelayMailbox {
  private readonly messages = new Map<string, RelayMessage[]>()
  private readonly subscribers = new Map<string, Set<RelaySubscriber>>()

  constructor(private readonly now: () => number = Date.now) {}

  publish(publisher: RelaySubscriber, input: PublishInput): RelayMessage {
    const key = createHash('sha256').update(`${input.topic}:${input.message}`).digest('hex')
    const kept = this.live(input.topic)
    const existing = kept.find((message) => message.key === key)
    if (existing) return existing
    const publishedAt = this.now()
    const message: RelayMessage = {
      key,
      topic: input.topic,
      message: input.message,
      publishedAt,
      expiresAt: publishedAt + input.ttlSeconds * 1000,
      tag: input.tag,
      ...(input.attestation ? { attestation: input.attestation } : {}),
      publisher: publisher.clientId,
      ackedBy: new Set(),
    }
    kept.push(message)
    this.messages.set(input.topic, kept)
    for (const subscriber of this.subscribers.get(input.topic) ?? [])
      this.offer(subscriber, message)
    return message
  }

  /** Subscribes and offers every kept message of the topic this client has not acked. */
  subscribe(subscriber: RelaySubscriber, topic: string): string {
    const set = this.subscribers.get(topic) ?? new Set()
    set.add(subscriber)
    this.subscribers.set(topic, set)
    for (const message of this.live(topic)) this.offer(subscriber, message)
    return subscriptionId(topic, subscriber.clientId)
  }

  unsubscribe(subscriber: RelaySubscriber, topic: string): void {
    const set = this.subscribers.get(topic)
    set?.delete(subscriber)
    if (set?.size === 0) this.subscribers.delete(topic)
  }

  /** Forgets a closed connection's subscriptions; its unacked messages stay kept. */
  drop(subscriber: RelaySubscriber): void {
    for (const topic of [...this.subscribers.keys()]) this.unsubscribe(subscriber, topic)
  }

  isSubscribed(subscriber: RelaySubscriber, topic: string): boolean {
    return this.subscribers.get(topic)?.has(subscriber) ?? false
  }

  ack(clientId: string, message: RelayMessage): void {
    message.ackedBy.add(clientId)
  }

  /** Still worth pushing to this client: not expired, not acked by it. */
  isPending(clientId: string, message: RelayMessage): boolean {
    return message.expiresAt > this.now() && !message.ackedBy.has(clientId)
  }

  /** Kept, unexpired messages of a topic (oldest first). */
  live(topic: string): RelayMessage[] {
    const now = this.now()
    const kept = (this.messages.get(topic) ?? []).filter((message) => message.expiresAt > now)
    if (kept.length === 0) this.messages.delete(topic)
    else this.messages.set(topic, kept)
    return kept
  }

  private offer(subscriber: RelaySubscriber, message: RelayMessage): void {
    if (message.publisher === subscriber.clientId) return
    if (this.isPending(subscriber.clientId, message)) subscriber.deliver(message)
  }
}

/** What the 2.21.8 client computes itself: sha256(topic + clientId), hex. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}
