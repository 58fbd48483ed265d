/**
 * Vitest global setup: bundles each sdk entry the module-graph tests ask for once per run,
 * not once per test file (a whole-SDK esbuild build costs seconds on a busy 2-core box).
 * The test workers ask a loopback server here for a metafile (src/core/testing/bundleGraph.ts);
 * the first request for an entry and its options builds it, every later one shares that
 * build. A server rather than a file: src/ has the browser's types only, and fetch is
 * in both. Node code, hence outside src/.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { build, type Metafile } from 'esbuild'
import type {} from 'vitest'
import type { TestProject } from 'vitest/node'

/** What a test may vary per entry; everything else is how a page bundles the sdk. */
interface BundleRequest {
  entry: string
  jsx?: 'automatic'
  external?: string[]
}

const builds = new Map<string, Promise<Metafile>>()
let server: Server | undefined

function metafileOf(request: BundleRequest): Promise<Metafile> {
  const key = JSON.stringify(request)
  let pending = builds.get(key)
  if (!pending) {
    pending = build({
      entryPoints: [request.entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: 'out',
      write: false,
      metafile: true,
      logLevel: 'silent',
      ...(request.jsx ? { jsx: request.jsx } : {}),
      ...(request.external ? { external: request.external } : {}),
    }).then((result) => result.metafile)
    builds.set(key, pending)
  }
  return pending
}

export default async function setup(project: TestProject): Promise<void> {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      let request: BundleRequest
      try {
        request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BundleRequest
        if (typeof request.entry !== 'string') throw new Error('entry must be a path')
      } catch (error) {
        res.writeHead(400).end(`bad bundle request: ${(error as Error).message}`)
        return
      }
      metafileOf(request).then(
        (metafile) => {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(metafile))
        },
        (error: Error) => {
          // The build failed: the test says why rather than waiting for a timeout.
          builds.delete(JSON.stringify(request))
          res.writeHead(500).end(`esbuild failed for ${request.entry}: ${error.message}`)
        },
      )
    })
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  // Never what keeps the run alive: teardown closes it, and a run that skipped it still exits.
  server.unref()
  const { port } = server.address() as AddressInfo
  project.provide('bundleServerUrl', `http://127.0.0.1:${port}/`)
}

export function teardown(): Promise<void> {
  // The workers' fetch keeps its connections alive; close them, or the run never exits.
  server?.closeAllConnections()
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))
}

declare module 'vitest' {
  export interface ProvidedContext {
    bundleServerUrl: string
  }
}
