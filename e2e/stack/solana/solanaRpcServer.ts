import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { type WebSocket, WebSocketServer } from 'ws'
import { RpcError } from './rpcError'
import { mintDecimals, rpcAccount } from './solanaAccounts'
import type { SolanaLedger } from './solanaLedger'
import { toAddress } from './solanaLedger'
import type { RpcMethod } from './solanaRpcMethods'
import { SocketSubscriptions } from './solanaSubscriptions'

/** Largest request body read: a batch of transactions fits many times over. */
const MAX_BODY_BYTES = 1 << 20

interface JsonRpcCall {
  jsonrpc?: unknown
  id?: unknown
  method?: unknown
  params?: unknown
}

/** Answers one JSON-RPC call (or a batch) with `methods`; `extra` handles subscriptions. */
export function answerCalls(
  body: string,
  methods: Record<string, RpcMethod>,
  extra?: (
    method: string,
    params: unknown[],
  ) => { result: unknown; after?: () => void } | undefined,
): { response: unknown; after: (() => void)[] } {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return { response: errorAnswer(null, new RpcError(-32700, 'Parse error')), after: [] }
  }
  const after: (() => void)[] = []
  const answer = (call: unknown) => {
    const { id = null, method, params = [] } = (call ?? {}) as JsonRpcCall
    if (typeof method !== 'string' || !Array.isArray(params))
      return errorAnswer(id, new RpcError(-32600, 'Invalid request'))
    try {
      const handled = extra?.(method, params)
      if (handled) {
        if (handled.after) after.push(handled.after)
        return { jsonrpc: '2.0', id, result: handled.result }
      }
      const run = Object.hasOwn(methods, method) ? methods[method] : undefined
      if (!run) return errorAnswer(id, new RpcError(-32601, 'Method not found'))
      return { jsonrpc: '2.0', id, result: run(params) }
    } catch (error) {
      return errorAnswer(id, asRpcError(error))
    }
  }
  if (Array.isArray(parsed)) return { response: parsed.map(answer), after }
  return { response: answer(parsed), after }
}

function asRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error
  if (error instanceof RangeError) return new RpcError(-32602, error.message)
  return new RpcError(
    -32603,
    `Internal error: ${error instanceof Error ? error.message : String(error)}`,
  )
}

function errorAnswer(id: unknown, error: RpcError) {
  return {
    jsonrpc: '2.0',
    id,
    error: {
      code: error.code,
      message: error.message,
      ...(error.data === undefined ? {} : { data: error.data }),
    },
  }
}

/**
 * The endpoint: JSON-RPC over HTTP POST (with CORS, for pages and wallets) and over
 * WebSocket upgrades on the same server, with the subscriptions.
 */
export function createSolanaRpcServer(
  ledger: SolanaLedger,
  methods: Record<string, RpcMethod>,
): { http: Server; close(): Promise<void> } {
  let subscriptionIds = 0
  const nextId = () => {
    subscriptionIds += 1
    return subscriptionIds
  }
  const decimalsOf = (mint: string) => {
    const account = ledger.svm.getAccount(toAddress(mint))
    return account.exists ? mintDecimals(Uint8Array.from(account.data)) : null
  }
  const http = createServer((request, response) => void serveHttp(request, response, methods))
  const sockets = new WebSocketServer({ server: http, maxPayload: MAX_BODY_BYTES })
  sockets.on('connection', (socket: WebSocket) => {
    const subscriptions = new SocketSubscriptions(socket, ledger, nextId, (key, encoding) =>
      rpcAccount(ledger.svm.getAccount(toAddress(key)), encoding, decimalsOf),
    )
    socket.on('message', (data) => {
      const { response, after } = answerCalls(data.toString(), methods, (method, params) =>
        subscriptions.handle(method, params),
      )
      socket.send(JSON.stringify(response))
      for (const run of after) run()
    })
    socket.on('close', () => subscriptions.close())
  })
  return {
    http,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        http.closeAllConnections()
        http.close(() => resolve())
      }),
  }
}

async function serveHttp(
  request: IncomingMessage,
  response: ServerResponse,
  methods: Record<string, RpcMethod>,
): Promise<void> {
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-headers', 'content-type, solana-client')
  response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
  if (request.method === 'OPTIONS') {
    response.writeHead(204).end()
    return
  }
  if (request.method !== 'POST') {
    response
      .writeHead(405, { allow: 'POST, OPTIONS' })
      .end('Used HTTP Method is not allowed. POST or OPTIONS is required')
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) {
      response.writeHead(413).end('Payload Too Large')
      request.destroy()
      return
    }
    chunks.push(chunk as Buffer)
  }
  const { response: answer } = answerCalls(Buffer.concat(chunks).toString('utf8'), methods)
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
}
