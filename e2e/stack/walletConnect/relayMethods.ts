/**
 * The relay's JSON-RPC methods, as `@walletconnect/core@2.21.8` calls them:
 * `irn_publish`, `irn_subscribe`, `irn_batchSubscribe`, `irn_unsubscribe`,
 * `irn_batchUnsubscribe`, and the two combined methods its sign engine sends instead of
 * publish + subscribe around a proposal: `wc_proposeSession` (publish the proposal on the
 * pairing topic and subscribe the dapp to it) and `wc_approveSession` (subscribe the wallet
 * to the session topic, publish the proposal response on the pairing topic and the
 * settlement on the session topic). Anything else is "Method not found".
 */
import type { RelayMailbox, RelaySubscriber } from './relayMailbox'

export class RelayParamsError extends Error {}

export type RelayMethod = (
  mailbox: RelayMailbox,
  client: RelaySubscriber,
  params: Record<string, unknown>,
) => unknown

/** The TTL a message may ask for, in seconds (the relay's range: up to 30 days). */
const MAX_TTL_S = 30 * 24 * 3600
/** publishCustom's default when a combined method names none. */
const COMBINED_DEFAULT_TTL_S = 300
/** The sign engine's tags for the messages the combined methods carry. */
const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

export const RELAY_METHODS: Record<string, RelayMethod> = {
  irn_publish(mailbox, client, params) {
    const topic = topicParam(params, 'topic')
    mailbox.publish(client, {
      topic,
      message: messageParam(params, 'message'),
      ttlSeconds: ttlParam(params.ttl),
      tag: tagParam(params.tag),
      ...attestation(params),
    })
    return true
  },
  irn_subscribe(mailbox, client, params) {
    return mailbox.subscribe(client, topicParam(params, 'topic'))
  },
  irn_batchSubscribe(mailbox, client, params) {
    return topicsParam(params).map((topic) => mailbox.subscribe(client, topic))
  },
  irn_unsubscribe(mailbox, client, params) {
    mailbox.unsubscribe(client, topicParam(params, 'topic'))
    return true
  },
  irn_batchUnsubscribe(mailbox, client, params) {
    const list = params.subscriptions
    if (!Array.isArray(list) || list.length === 0)
      throw new RelayParamsError('subscriptions must be a non-empty array of { topic, id }')
    const topics = list.map((entry: unknown) =>
      topicValue((entry as { topic?: unknown } | null)?.topic, 'subscriptions[].topic'),
    )
    for (const topic of topics) mailbox.unsubscribe(client, topic)
    return true
  },
  wc_proposeSession(mailbox, client, params) {
    const pairingTopic = topicParam(params, 'pairingTopic')
    const proposal = messageParam(params, 'sessionProposal')
    const ttlSeconds = ttlParam(params.ttl ?? COMBINED_DEFAULT_TTL_S)
    mailbox.subscribe(client, pairingTopic)
    mailbox.publish(client, {
      topic: pairingTopic,
      message: proposal,
      ttlSeconds,
      tag: TAGS.sessionPropose,
      ...attestation(params),
    })
    return true
  },
  wc_approveSession(mailbox, client, params) {
    const sessionTopic = topicParam(params, 'sessionTopic')
    const pairingTopic = topicParam(params, 'pairingTopic')
    const response = messageParam(params, 'sessionProposalResponse')
    const settlement = messageParam(params, 'sessionSettlementRequest')
    const ttlSeconds = ttlParam(params.ttl ?? COMBINED_DEFAULT_TTL_S)
    mailbox.subscribe(client, sessionTopic)
    mailbox.publish(client, {
      topic: pairingTopic,
      message: response,
      ttlSeconds,
      tag: TAGS.sessionProposeResponse,
    })
    mailbox.publish(client, {
      topic: sessionTopic,
      message: settlement,
      ttlSeconds,
      tag: TAGS.sessionSettle,
    })
    return true
  },
}

export function paramsObject(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new RelayParamsError('params must be an object')
  return params as Record<string, unknown>
}

function topicParam(params: Record<string, unknown>, name: string): string {
  return topicValue(params[name], name)
}

function topicValue(value: unknown, name: string): string {
  if (typeof value !== 'string' || !/^[0-9a-f]{64}$/.test(value))
    throw new RelayParamsError(`${name} must be 64 lowercase hex characters`)
  return value
}

function topicsParam(params: Record<string, unknown>): string[] {
  const { topics } = params
  if (!Array.isArray(topics) || topics.length === 0)
    throw new RelayParamsError('topics must be a non-empty array')
  return topics.map((topic: unknown) => topicValue(topic, 'topics[]'))
}

function messageParam(params: Record<string, unknown>, name: string): string {
  const value = params[name]
  if (typeof value !== 'string' || value.length === 0)
    throw new RelayParamsError(`${name} must be a non-empty string`)
  return value
}

function ttlParam(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_TTL_S)
    throw new RelayParamsError(`ttl must be a whole number of seconds from 1 to ${MAX_TTL_S}`)
  return value
}

function tagParam(value: unknown): number {
  if (value === undefined) return 0
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new RelayParamsError('tag must be a whole number')
  return value
}

function attestation(params: Record<string, unknown>): { attestation?: string } {
  return typeof params.attestation === 'string' && params.attestation
    ? { attestation: params.attestation }
    : {}
}
