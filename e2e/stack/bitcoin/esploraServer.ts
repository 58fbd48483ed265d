/**
 * The Esplora-compatible HTTP fixture over a regtest BitcoinLedger, on loopback, with
 * CORS for pages and wallets. The routes wallets and dapps use:
 *   GET  /address/:address            chain_stats / mempool_stats
 *   GET  /address/:address/utxo       unspent outputs
 *   GET  /address/:address/txs        its transactions, newest first
 *   GET  /tx/:txid  /tx/:txid/hex  /tx/:txid/status
 *   GET  /fee-estimates               sat/vB per confirmation target
 *   GET  /blocks/tip/height
 *   POST /tx                          raw hex; answers the txid as text, or 400 and why
 * and, for tests only:
 *   POST /__fund { address, sats }    a coinbase-like output, mined; answers { txid }
 *   POST /__mine                      confirms the mempool; answers the block
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { EsploraError } from './bitcoinErrors'
import type { BitcoinLedger } from './bitcoinLedger'
import { addressView, txStatus, txView, utxoView } from './esploraViews'

/** Fixed fee rates in sat/vB, the shape of Esplora's `/fee-estimates`. */
export const FEE_ESTIMATES: Record<string, number> = {
  '1': 5,
  '2': 4,
  '3': 3,
  '6': 2,
  '144': 1,
  '504': 1,
  '1008': 1,
}

const MAX_BODY_BYTES = 1 << 20

export function createEsploraServer(ledger: BitcoinLedger): Server {
  return createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    route(ledger, request).then(
      (answer) => send(response, 200, answer),
      (error: unknown) =>
        error instanceof EsploraError
          ? send(response, error.status, error.message)
          : send(response, 500, error instanceof Error ? error.message : String(error)),
    )
  })
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (typeof body === 'string')
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body)
  else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

async function route(ledger: BitcoinLedger, request: IncomingMessage): Promise<unknown> {
  const path = new URL(request.url ?? '/', 'http://fixture').pathname
  let parts: string[]
  try {
    parts = path.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    throw new EsploraError(400, `malformed path ${path}`)
  }
  const [head, id, tail, ...rest] = parts
  if (request.method === 'POST') {
    const body = await readBody(request)
    if (path === '/tx') return ledger.broadcast(body)
    if (path === '/__fund') return fund(ledger, body)
    if (path === '/__mine') return ledger.mine()
    throw new EsploraError(404, `no route POST ${path}`)
  }
  if (request.method !== 'GET') throw new EsploraError(405, `method ${request.method} not allowed`)
  if (path === '/fee-estimates') return FEE_ESTIMATES
  if (path === '/blocks/tip/height') return String(ledger.tipHeight)
  if (head === 'address' && id && rest.length === 0) {
    if (tail === undefined) return addressView(ledger, id)
    if (tail === 'utxo') return utxoView(ledger, id)
    if (tail === 'txs') return ledger.txsOf(ledger.outputScript(id)).map(txView)
  }
  if (head === 'tx' && id && rest.length === 0) {
    const entry = ledger.txs.get(id)
    if (!entry) throw new EsploraError(404, 'Transaction not found')
    if (tail === undefined) return txView(entry)
    if (tail === 'hex') return entry.tx.toHex()
    if (tail === 'status') return txStatus(entry.block)
  }
  throw new EsploraError(404, `no route GET ${path}`)
}

function fund(ledger: BitcoinLedger, body: string): { txid: string } {
  let input: unknown
  try {
    input = JSON.parse(body)
  } catch {
    throw new EsploraError(400, '/__fund takes JSON { address, sats }')
  }
  const { address, sats } = (input ?? {}) as { address?: unknown; sats?: unknown }
  if (typeof address !== 'string') throw new EsploraError(400, 'address must be a string')
  if (typeof sats !== 'number' || !Number.isSafeInteger(sats))
    throw new EsploraError(400, 'sats must be a whole number')
  return { txid: ledger.fund(address, BigInt(sats)) }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) {
      request.destroy()
      throw new EsploraError(413, 'Payload Too Large')
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
