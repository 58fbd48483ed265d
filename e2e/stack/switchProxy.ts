import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pipeline } from 'node:stream/promises'

/**
 * One public origin in front of several secure-site processes, like a load balancer in
 * front of stateless instances: every request goes to the active backend, and a control
 * API (on its own port, for test workers) switches backends and reports who served what.
 *
 *   GET  <controlUrl>/state            → { active, served: [{ seq, backend, method, path }] }
 *   POST <controlUrl>/active?backend=b → 204
 */
export interface SwitchProxy {
  /** The origin browsers use, e.g. http://localhost:40111. */
  url: string
  port: number
  controlUrl: string
  stop(): Promise<void>
}

export interface ServedRequest {
  /** 1, 2, 3… over the proxy's life: "what came after this point" survives old entries. */
  seq: number
  backend: string
  method: string
  /** Path without the query string (tokens stay out of the record). */
  path: string
}

export interface SwitchProxyState {
  active: string
  served: ServedRequest[]
}

const HOST = '127.0.0.1'

export async function startSwitchProxy(
  backends: Record<string, string>,
  initial: string,
): Promise<SwitchProxy> {
  if (!(initial in backends)) throw new Error(`unknown backend ${initial}`)
  const state: SwitchProxyState = { active: initial, served: [] }
  let seq = 0

  const proxy = createServer((incoming, outgoing) => {
    const backend = state.active
    const target = new URL(incoming.url ?? '/', backends[backend])
    seq += 1
    state.served.push({ seq, backend, method: incoming.method ?? 'GET', path: target.pathname })
    if (state.served.length > 5_000) state.served.shift()
    // Host stays as the browser sent it: the site checks Origin against its own address.
    const forward = request(
      target,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        pipeline(answer, outgoing).catch(() => outgoing.destroy())
      },
    )
    forward.on('error', (error) => {
      if (outgoing.headersSent) return outgoing.destroy()
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${error.message}`)
    })
    pipeline(incoming, forward).catch(() => forward.destroy())
  })

  const control = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://control.invalid')
    if (incoming.method === 'GET' && url.pathname === '/state') {
      outgoing.writeHead(200, { 'content-type': 'application/json' })
      outgoing.end(JSON.stringify(state))
      return
    }
    const wanted = url.searchParams.get('backend') ?? ''
    if (incoming.method === 'POST' && url.pathname === '/active' && wanted in backends) {
      state.active = wanted
      outgoing.writeHead(204).end()
      return
    }
    outgoing.writeHead(404, { 'content-type': 'text/plain' }).end('no such control route')
  })

  const port = await listen(proxy)
  const controlPort = await listen(control)
  return {
    url: `http://localhost:${port}`,
    port,
    controlUrl: `http://${HOST}:${controlPort}`,
    stop: () => Promise.all([close(proxy), close(control)]).then(() => {}),
  }
}

/** The proxy's control API, from any process. */
export function switchProxyClient(controlUrl: string) {
  return {
    async state(): Promise<SwitchProxyState> {
      const response = await fetch(`${controlUrl}/state`, { signal: AbortSignal.timeout(5_000) })
      return (await response.json()) as SwitchProxyState
    },
    async activate(backend: string): Promise<void> {
      const query = new URLSearchParams({ backend })
      const response = await fetch(`${controlUrl}/active?${query}`, {
        method: 'POST',
        signal: AbortSignal.timeout(5_000),
      })
      if (response.status !== 204) throw new Error(`proxy refused backend ${backend}`)
    },
  }
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, HOST, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    // Browsers keep connections alive; close() alone would wait for them.
    server.closeAllConnections()
  })
}
