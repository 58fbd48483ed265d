/**
 * Vitest global setup of the sdk project: one anvil (this package's own
 * `@foundry-rs/anvil` dev dependency) on a free loopback port for the tests
 * that need a real EVM chain (the eip155 adapter's), its URL handed to them as
 * `inject('anvilRpcUrl')`; stopped after the run. The binary lookup mirrors
 * secure-site/src/testing/anvilBinary.ts (packages never import each other's
 * tests). Node code, hence outside src/ (whose types are the browser's).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import type {} from 'vitest'
import type { TestProject } from 'vitest/node'

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
}

function anvilBinary(): string {
  const platform = `${process.platform}-${process.arch}`
  const suffix = PLATFORM_PACKAGES[platform]
  if (!suffix) throw new Error(`anvil: @foundry-rs/anvil ships no binary for ${platform}`)
  const wrapper = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json')
  const packageJson = createRequire(wrapper).resolve(`@foundry-rs/anvil-${suffix}/package.json`)
  const binary = path.join(
    path.dirname(packageJson),
    'bin',
    process.platform === 'win32' ? 'anvil.exe' : 'anvil',
  )
  if (!existsSync(binary)) throw new Error(`anvil: no binary at ${binary}`)
  return binary
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('anvil: no free port')),
      )
    })
  })
}

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    return response.ok
  } catch {
    return false
  }
}

let child: ChildProcess | undefined

export async function setup(project: TestProject): Promise<void> {
  const port = await freePort()
  const rpcUrl = `http://127.0.0.1:${port}`
  child = spawn(anvilBinary(), ['--port', String(port), '--chain-id', '31337', '--silent'], {
    stdio: 'ignore',
  })
  const exited = new Promise<never>((_, reject) =>
    child?.once('exit', (code) => reject(new Error(`anvil exited (code ${code})`))),
  )
  exited.catch(() => {})
  for (let tries = 0; !(await answers(rpcUrl)); tries++) {
    if (tries > 300) throw new Error(`anvil did not answer on ${rpcUrl}`)
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), exited])
  }
  project.provide('anvilRpcUrl', rpcUrl)
}

export function teardown(): void {
  child?.kill('SIGTERM')
}

declare module 'vitest' {
  export interface ProvidedContext {
    anvilRpcUrl: string
  }
}
