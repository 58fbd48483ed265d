/**
 * Starts the WalletConnect test wallet (testWallet/walletProcess.ts) as a separate
 * process and drives it over its loopback control port.
 */
import { fileURLToPath } from 'node:url'
import { base58 } from '@scure/base'
import { Keypair } from '@solana/web3.js'
import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { freePort } from '../ports'
import { startProcess } from '../processes'
import { delay } from '../readiness'
import type { WalletEvent, WalletMode } from './testWallet/wcTestWallet'

export interface StartTestWalletOptions {
  relayUrl: string
  /** eip155 chain id → RPC URL of the node the wallet sends through. */
  chains: Record<number, string>
  /** Solana chain (CAIP-2) → RPC URL, where it sends solana_signAndSendTransaction. */
  solanaChains?: Record<string, string>
  /** Default: a fresh key (fund it on anvil). */
  evmKey?: Hex
  /** Default: a fresh keypair. */
  solanaKeypair?: Keypair
  projectId?: string
  /** Called with each proposal, signature and transaction the wallet handles (the demo). */
  echo?: (line: string) => void
  port?: number
}

export interface WalletConnectTestWallet {
  controlUrl: string
  address: Hex
  solanaAddress: string
  pair(uri: string): Promise<void>
  setMode(mode: Partial<WalletMode>): Promise<void>
  /** Answers the requests held in `requests: 'hold'` mode; resolves with how many. */
  release(): Promise<number>
  disconnect(topic?: string): Promise<string[]>
  /** The user picks chain `chainId` in the wallet: chainChanged and accountsChanged to each session. */
  switchChain(chainId: number): Promise<string[]>
  /** Extends one session (or all); each one's new expiry (seconds since the epoch). */
  extend(topic?: string): Promise<{ topic: string; expiry: number }[]>
  events(): Promise<WalletEvent[]>
  /** Polls the events until one matches (default 20 s), then returns it. */
  waitForEvent(
    type: WalletEvent['type'],
    match?: (event: WalletEvent) => boolean,
    timeoutMs?: number,
  ): Promise<WalletEvent>
  sessions(): Promise<
    {
      topic: string
      namespaces: Record<
        string,
        { chains?: string[]; accounts?: string[]; methods?: string[]; events?: string[] }
      >
    }[]
  >
  hosts(): Promise<string[]>
  logTail(): string[]
  stop(): Promise<void>
}

const E2E_DIR = fileURLToPath(new URL('../../', import.meta.url))
const ENTRY = fileURLToPath(new URL('./testWallet/walletProcess.ts', import.meta.url))

export async function startWalletConnectWallet(
  options: StartTestWalletOptions,
): Promise<WalletConnectTestWallet> {
  const port = options.port ?? (await freePort())
  const evmKey = options.evmKey ?? generatePrivateKey()
  const solana = options.solanaKeypair ?? Keypair.generate()
  const process_ = await startProcess({
    name: 'wc-wallet',
    command: process.execPath,
    args: ['--import', 'tsx', ENTRY],
    cwd: E2E_DIR,
    env: {
      AIRLOCK_WC_RELAY_URL: options.relayUrl,
      AIRLOCK_WC_CONTROL_PORT: String(port),
      AIRLOCK_WC_CHAINS: JSON.stringify(options.chains),
      AIRLOCK_WC_SOLANA_CHAINS: JSON.stringify(options.solanaChains ?? {}),
      AIRLOCK_WC_EVM_KEY: evmKey,
      AIRLOCK_WC_SOLANA_KEY: base58.encode(solana.secretKey),
      AIRLOCK_WC_PROJECT_ID: options.projectId ?? 'airlock-local',
      AIRLOCK_WC_ECHO: options.echo ? '1' : undefined,
    },
    onStdout: (line) => {
      if (line.startsWith('[wallet] ')) options.echo?.(line)
    },
    ready: { stdout: /^test wallet ready: / },
    readyTimeoutMs: 60_000,
  })
  const controlUrl = `http://127.0.0.1:${port}`
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${controlUrl}${path}`, {
      method,
      ...(body !== undefined
        ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
        : {}),
    })
    const json: unknown = await response.json()
    if (!response.ok)
      throw new Error(`test wallet ${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
    return json
  }
  const info = (await call('GET', '/info')) as { address: Hex; solanaAddress: string }
  const events = () => call('GET', '/events') as Promise<WalletEvent[]>

  return {
    controlUrl,
    address: info.address,
    solanaAddress: info.solanaAddress,
    pair: async (uri) => {
      await call('POST', '/pair', { uri })
    },
    setMode: async (mode) => {
      await call('PUT', '/mode', mode)
    },
    release: async () => ((await call('POST', '/release')) as { released: number }).released,
    disconnect: async (topic) =>
      ((await call('POST', '/disconnect', topic ? { topic } : {})) as { disconnected: string[] })
        .disconnected,
    switchChain: async (chainId) =>
      ((await call('POST', '/switch', { chainId })) as { emitted: string[] }).emitted,
    extend: async (topic) =>
      (
        (await call('POST', '/extend', topic ? { topic } : {})) as {
          extended: { topic: string; expiry: number }[]
        }
      ).extended,
    events,
    async waitForEvent(type, match = () => true, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = (await events()).find((event) => event.type === type && match(event))
        if (found) return found
        if (Date.now() > deadline)
          throw new Error(
            `test wallet: no ${type} event within ${timeoutMs} ms; events: ${JSON.stringify(await events())}`,
          )
        await delay(50)
      }
    },
    sessions: () => call('GET', '/sessions') as ReturnType<WalletConnectTestWallet['sessions']>,
    hosts: () => call('GET', '/hosts') as Promise<string[]>,
    logTail: () => process_.logTail(),
    stop: () => process_.stop(),
  }
}
