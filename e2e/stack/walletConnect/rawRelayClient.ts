/**
 * A bare relay client over `ws` for the relay's own tests: it sends exactly the frames
 * a test writes and records every frame it gets, acking pushes only when told.
 */
import { WebSocket } from 'ws'
import { type FakeRelayKey, fakeRelayKey, signRelayJwt } from './relayAuthFake'

export interface Push {
  id: number
  topic: string
  message: string
  tag: number
  publishedAt: number
}

export interface RawRelayClient {
  key: FakeRelayKey
  /** Sends a request and resolves with the whole response frame. */
  call(method: string, params: unknown, id?: number): Promise<Record<string, unknown>>
  /** Sends raw text and resolves with the next response frame. */
  sendRaw(text: string): Promise<string>
  pushes: Push[]
  waitForPushes(count: number): Promise<Push[]>
  ack(push: Push, result?: unknown): void
  close(): Promise<void>
}

let nextId = 1

export async function connectRawClient(
  url: string,
  key: FakeRelayKey = fakeRelayKey(),
): Promise<RawRelayClient> {
  const socket = new WebSocket(`${url}/?auth=${signRelayJwt(key, url)}&projectId=test`)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const pushes: Push[] = []
  const responses: string[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    const text = data.toString()
    const frame = JSON.parse(text) as { method?: string; id: number; params?: unknown }
    if (frame.method === 'irn_subscription') {
      const { data: push } = frame.params as { data: Omit<Push, 'id'> }
      pushes.push({ id: frame.id, ...push })
    } else responses.push(text)
    for (const wake of [...waiters]) wake()
  })
  const until = <T>(take: () => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = take()
        if (value === undefined) return
        waiters.delete(check)
        socket.off('close', onClose)
        resolve(value)
      }
      const onClose = () => {
        waiters.delete(check)
        reject(new Error('relay socket closed while waiting'))
      }
      waiters.add(check)
      socket.once('close', onClose)
      check()
    })
  const sendRaw = (text: string) => {
    const index = responses.length
    socket.send(text)
    return until(() => responses[index])
  }
  return {
    key,
    pushes,
    async call(method, params, id = nextId++) {
      const text = await sendRaw(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return JSON.parse(text) as Record<string, unknown>
    },
    sendRaw,
    waitForPushes: (count) => until(() => (pushes.length >= count ? pushes.slice() : undefined)),
    ack(push, result = true) {
      socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result }))
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      }),
  }
}
