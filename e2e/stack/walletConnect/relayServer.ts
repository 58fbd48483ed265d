/**
 * A WalletConnect relay on loopback for the stack: the relay protocol over `ws`
 * (relayMethods.ts), authenticated by the client's `?auth=` JWT (relayAuth.ts), with
 * messages kept for their TTL until each peer acks them (relayMailbox.ts). It pings
 * every client, as the public relay does: the Node client drops a socket that stays
 * silent for 35 s.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { RelayAuthError, verifyRelayAuth } from './relayAuth'
import { type RelayCall, RelayConnection } from './relayConnection'
import { RelayMailbox } from './relayMailbox'

export interface RelayOptions {
  host?: string
  /** Default: a free port. */
  port?: number
  /** How long a push waits for its ack before it is sent again (default 5 s). */
  ackTimeoutMs?: number
  /** WebSocket ping interval (default 10 s). */
  pingIntervalMs?: number
  /** The relay's clock (TTL), for tests. */
  now?: () => number
}

export interface RunningRelay {
  /** What clients pass as `relayUrl`, e.g. ws://127.0.0.1:41234. */
  url: string
  port: number
  /** Every request a client made, in order: which methods the clients really use. */
  calls(): RelayCall[]
  /** Connections refused at the handshake, with the reason. */
  refusals(): string[]
  stop(): Promise<void>
}

export async function startWalletConnectRelay(options: RelayOptions = {}): Promise<RunningRelay> {
  const host = options.host ?? '127.0.0.1'
  const mailbox = new RelayMailbox(options.now)
  const calls: RelayCall[] = []
  const refusals: string[] = []
  const sockets = new WebSocketServer({ noServer: true })
  const http = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' })
    response.end('WalletConnect relay fixture: connect with a WebSocket\n')
  })
  let audiences: string[] = []

  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'ws://relay.invalid')
    let clientId: string
    try {
      clientId = verifyRelayAuth(url.searchParams.get('auth'), { audiences }).clientId
    } catch (error) {
      if (!(error instanceof RelayAuthError)) throw error
      refusals.push(error.message)
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\ncontent-type: text/plain\r\nconnection: close\r\n\r\n${error.message}\n`,
      )
      return
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const connection = new RelayConnection(clientId, ws, mailbox, {
        ackTimeoutMs: options.ackTimeoutMs ?? 5_000,
        onCall: (call) => calls.push(call),
      })
      let alive = true
      ws.on('pong', () => {
        alive = true
      })
      const ping = setInterval(() => {
        if (!alive) {
          ws.terminate()
          return
        }
        alive = false
        ws.ping()
      }, options.pingIntervalMs ?? 10_000)
      ws.on('message', (data, isBinary) => {
        if (isBinary) {
          ws.close(1003, 'text frames only')
          return
        }
        connection.receive(data.toString())
      })
      ws.on('close', () => {
        clearInterval(ping)
        connection.close()
      })
      ws.on('error', () => ws.terminate())
    })
  })

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen({ host, port: options.port ?? 0 }, () => {
      http.off('error', reject)
      resolve()
    })
  })
  const address = http.address()
  if (address === null || typeof address === 'string') throw new Error('relay: no port bound')
  const { port } = address
  const url = `ws://${host}:${port}`
  audiences = [url, `${url}/`, `ws://localhost:${port}`, `ws://localhost:${port}/`]

  let stopped: Promise<void> | null = null
  return {
    url,
    port,
    calls: () => [...calls],
    refusals: () => [...refusals],
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        http.closeAllConnections()
        http.close(() => resolve())
      })
      return stopped
    },
  }
}
