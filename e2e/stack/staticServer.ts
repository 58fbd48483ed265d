import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'

export interface StartStaticServerOptions {
  /** Folder to serve. */
  root: string
  /** Address to bind; default 127.0.0.1. */
  host?: string
  /** Default: a free port. */
  port?: number
  /**
   * Hostname written into `url` when it differs from the bound address, e.g. bind
   * 127.0.0.1 but address it as `localhost` so the page is a second origin.
   */
  urlHost?: string
  /** Serve index.html for extension-less paths that match no file (SPA routes); default true. */
  spaFallback?: boolean
  /** Extra headers on every answer (CSP and the like for later suites). */
  headers?: Record<string, string>
  /**
   * Generated files served before anything under `root`, keyed by URL path
   * (`/airlock.config.json`): one build, a different config per server.
   */
  files?: Record<string, string>
}

export interface StaticServer {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234. */
  url: string
  port: number
  stop(): Promise<void>
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}

/** Serves `root` over plain HTTP; never answers with a file outside `root`. */
export async function startStaticServer(options: StartStaticServerOptions): Promise<StaticServer> {
  const host = options.host ?? '127.0.0.1'
  // Symlinks are resolved on both sides, so a link pointing out of root is refused too.
  const root = await realpath(resolve(options.root))
  const spaFallback = options.spaFallback ?? true
  const server = createServer((request, response) => {
    serve(request, response, root, spaFallback, options).catch((error: unknown) => {
      if (!response.headersSent) answer(response, 500, `internal error: ${String(error)}`)
      else response.destroy()
    })
  })
  const port = await new Promise<number>((resolvePort, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolvePort((server.address() as AddressInfo).port)
    })
  })
  let stopped: Promise<void> | null = null
  return {
    url: `http://${options.urlHost ?? host}:${port}`,
    port,
    stop: () => {
      stopped ??= new Promise<void>((done) => {
        server.close(() => done())
        // Keep-alive sockets from browsers would otherwise hold close() open.
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  spaFallback: boolean,
  options: Pick<StartStaticServerOptions, 'headers' | 'files'>,
): Promise<void> {
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    response.setHeader(name, value)
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD')
    return answer(response, 405, 'method not allowed')
  }
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://static.invalid').pathname)
  } catch {
    return answer(response, 400, 'bad path')
  }
  if (pathname.includes('\0')) return answer(response, 400, 'bad path')
  const files = options.files ?? {}
  // hasOwn: a path like /__proto__ must not reach the prototype.
  if (Object.hasOwn(files, pathname)) {
    return sendGenerated(request, response, pathname, files[pathname] ?? '')
  }
  const file = await findFile(root, pathname, spaFallback)
  if (file === 'outside') return answer(response, 403, 'forbidden')
  if (file === null) return answer(response, 404, 'not found')

  response.writeHead(200, {
    'content-type': contentTypes[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(file.size),
    // Tests rebuild and re-serve between runs; a cached bundle would hide that.
    'cache-control': 'no-store',
  })
  if (request.method === 'HEAD') {
    response.end()
    return
  }
  await pipeline(createReadStream(file.path), response)
}

type Found = { path: string; size: number } | 'outside' | null

async function findFile(root: string, pathname: string, spaFallback: boolean): Promise<Found> {
  const candidate = resolve(root, `.${pathname}`)
  if (!isInside(root, candidate)) return 'outside'
  const direct = await fileAt(root, candidate)
  if (direct !== null) return direct
  const index = await fileAt(root, join(candidate, 'index.html'))
  if (index !== null) return index
  const lastSegment = pathname.split('/').pop() ?? ''
  if (spaFallback && extname(lastSegment) === '') return fileAt(root, join(root, 'index.html'))
  return null
}

/** The regular file at `path` if it exists and (after symlinks) lies inside root. */
async function fileAt(root: string, path: string): Promise<Found> {
  try {
    const real = await realpath(path)
    if (!isInside(root, real)) return 'outside'
    const info = await stat(real)
    return info.isFile() ? { path: real, size: info.size } : null
  } catch {
    return null
  }
}

function sendGenerated(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  text: string,
): void {
  const body = Buffer.from(text, 'utf8')
  // A folder's path (`/`) stands for its index.html.
  const extension = pathname.endsWith('/') ? '.html' : extname(pathname).toLowerCase()
  response.writeHead(200, {
    'content-type': contentTypes[extension] ?? 'application/octet-stream',
    'content-length': String(body.length),
    'cache-control': 'no-store',
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}

function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep)
}

function answer(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
  response.end(text)
}
