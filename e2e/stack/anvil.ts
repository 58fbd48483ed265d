import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { freePort } from './ports'
import { startProcess } from './processes'
import { httpProbe } from './readiness'

/** Anvil's built-in mnemonic; its first accounts are funded with 10 000 ETH each. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

export interface StartAnvilOptions {
  chainId: number
  /** Defaults to a free loopback port. */
  port?: number
}

export interface AnvilNode {
  rpcUrl: string
  chainId: number
  port: number
  stop(): Promise<void>
}

/** Starts one anvil on 127.0.0.1 for `chainId`; ready once `eth_chainId` answers that id. */
export async function startAnvil({ chainId, port }: StartAnvilOptions): Promise<AnvilNode> {
  const host = '127.0.0.1'
  const boundPort = port ?? (await freePort(host))
  const rpcUrl = `http://${host}:${boundPort}`
  const { command, prefixArgs } = anvilCommand()
  const expected = `0x${chainId.toString(16)}`
  const anvil = await startProcess({
    name: `anvil:${chainId}`,
    command,
    args: [
      ...prefixArgs,
      '--host',
      host,
      '--port',
      String(boundPort),
      '--chain-id',
      String(chainId),
    ],
    ready: {
      description: `eth_chainId = ${expected} at ${rpcUrl}`,
      probe: httpProbe(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        accept: (status, body) => status === 200 && chainIdResult(body) === expected,
      }),
    },
    readyTimeoutMs: 20_000,
  })
  return { rpcUrl, chainId, port: boundPort, stop: () => anvil.stop() }
}

function chainIdResult(body: string): unknown {
  try {
    const parsed: unknown = JSON.parse(body)
    return typeof parsed === 'object' && parsed !== null && 'result' in parsed
      ? parsed.result
      : undefined
  } catch {
    return undefined
  }
}

const platformPackages: Record<string, string> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
}

/**
 * The native binary ships in a per-platform optional dependency of `@foundry-rs/anvil`,
 * which pnpm does not hoist: resolve it from the wrapper package's own location. When
 * that fails, run the wrapper's `bin.mjs`, which finds the binary itself (one more
 * process in the group, which the process-group kill covers). The secure site's
 * signer test has a twin of this lookup (secure-site/src/testing/anvilBinary.ts:
 * nothing imports e2e/); change both together.
 */
function anvilCommand(): { command: string; prefixArgs: string[] } {
  const require = createRequire(import.meta.url)
  const wrapperJson = require.resolve('@foundry-rs/anvil/package.json')
  const suffix = platformPackages[`${process.platform}-${process.arch}`]
  if (suffix) {
    try {
      const fromWrapper = createRequire(wrapperJson)
      const platformJson = fromWrapper.resolve(`@foundry-rs/anvil-${suffix}/package.json`)
      const binary = join(
        dirname(platformJson),
        'bin',
        process.platform === 'win32' ? 'anvil.exe' : 'anvil',
      )
      if (existsSync(binary)) return { command: binary, prefixArgs: [] }
    } catch {
      // fall through to the wrapper script
    }
  }
  return { command: process.execPath, prefixArgs: [join(dirname(wrapperJson), 'bin.mjs')] }
}
