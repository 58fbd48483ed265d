/**
 * One client's socket on the relay: answers its requests and pushes its messages as
 * `irn_subscription` requests, one at a time, each waiting for the client's ack
 * (`{ result: true }`) before the next; an unacked push is sent again after
 * `ackTimeoutMs`. Messages left unacked when the socket closes stay in the mailbox and
 * are offered again when the client resubscribes.
 */
import type { WebSocket } from 'ws'
import { errorFrame, parseRelayFrame, RPC_ERRORS, requestFrame, resultFrame } from './relayJsonRpc'
import {
  type RelayMailbox,
  type RelayMessage,
  type RelaySubscriber,
  subscriptionId,
} from './relayMailbox'
import { paramsObject, RELAY_METHODS, RelayParamsError } from './relayMethods'

export interface RelayCall {
  clientId: string
  method: string
}

interface InFlight {
  id: number
  message: RelayMessage
  timer: NodeJS.Timeout
}

let nextPushId = 1

export class RelayConnection implements RelaySubscriber {
  private readonly queue: RelayMessage[] = []
  private inFlight: InFlight | null = null
  private closed = false

  constructor(
    readonly clientId: string,
    private readonly socket: WebSocket,
    private readonly mailbox: RelayMailbox,
    private readonly options: { ackTimeoutMs: number; onCall: (call: RelayCall) => void },
  ) {}

  deliver(message: RelayMessage): void {
    if (this.closed) return
    if (this.inFlight?.message === message || this.queue.includes(message)) return
    this.queue.push(message)
    this.pump()
  }

  receive(text: string): void {
    const frame = parseRelayFrame(text)
    if (frame.kind === 'invalid') {
      this.send(errorFrame(frame.rawId, frame.code, frame.message))
      return
    }
    if (frame.kind === 'response') {
      this.onResponse(frame.id, frame.result)
      return
    }
    this.options.onCall({ clientId: this.clientId, method: frame.method })
    const method = Object.hasOwn(RELAY_METHODS, frame.method)
      ? RELAY_METHODS[frame.method]
      : undefined
    if (!method) {
      this.send(
        errorFrame(frame.rawId, RPC_ERRORS.methodNotFound, `Method not found: ${frame.method}`),
      )
      return
    }
    try {
      const result = method(this.mailbox, this, paramsObject(frame.params))
      this.send(resultFrame(frame.rawId, result))
    } catch (error) {
      if (!(error instanceof RelayParamsError)) throw error
      this.send(
        errorFrame(
          frame.rawId,
          RPC_ERRORS.invalidParams,
          `Invalid params for ${frame.method}: ${error.message}`,
        ),
      )
    }
  }

  close(): void {
    this.closed = true
    if (this.inFlight) clearTimeout(this.inFlight.timer)
    this.inFlight = null
    this.queue.length = 0
    this.mailbox.drop(this)
  }

  private onResponse(id: number, result: unknown): void {
    const inFlight = this.inFlight
    if (!inFlight || inFlight.id !== id) return
    clearTimeout(inFlight.timer)
    this.inFlight = null
    // Anything but `true` is not an ack: the message stays pending and is offered again.
    if (result === true) this.mailbox.ack(this.clientId, inFlight.message)
    else this.queue.push(inFlight.message)
    this.pump()
  }

  private pump(): void {
    if (this.closed || this.inFlight) return
    let next = this.queue.shift()
    while (
      next &&
      (!this.mailbox.isPending(this.clientId, next) || !this.mailbox.isSubscribed(this, next.topic))
    )
      next = this.queue.shift()
    if (!next) return
    this.push(next)
  }

  private push(message: RelayMessage): void {
    const id = nextPushId++
    const timer = setTimeout(() => {
      if (this.inFlight?.id !== id) return
      this.inFlight = null
      this.queue.unshift(message)
      this.pump()
    }, this.options.ackTimeoutMs)
    this.inFlight = { id, message, timer }
    this.send(
      requestFrame(id, 'irn_subscription', {
        id: subscriptionId(message.topic, this.clientId),
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          ...(message.attestation ? { attestation: message.attestation } : {}),
        },
      }),
    )
  }

  private send(text: string): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(text)
  }
}
