import type { Server } from 'node:http'
import { freePort } from '../ports'
import { SolanaFaucet, TEST_MINT_DECIMALS } from './solanaFaucet'
import { SolanaLedger } from './solanaLedger'
import { solanaRpcMethods } from './solanaRpcMethods'
import { createSolanaRpcServer } from './solanaRpcServer'

export interface StartSolanaChainOptions {
  /** Names the cluster; its genesis hash (and so its CAIP-2 id) derives from it. */
  cluster: string
  /** Defaults to a free loopback port whose next port is also free. */
  port?: number
}

export interface SolanaChain {
  /** JSON-RPC over HTTP (and WebSocket on the same port). */
  rpcUrl: string
  /**
   * WebSocket on port + 1: where @solana/web3.js's Connection looks by default, as
   * solana-test-validator serves it.
   */
  wsUrl: string
  port: number
  genesisHash: string
  /** `solana:<the genesis hash's first 32 characters>`. */
  caip2: string
  /** The SPL test mint deployed at start, and its decimals. */
  testMint: { address: string; decimals: number }
  /** The Token-2022 test mint deployed at start (no extensions), and its decimals. */
  testMint2022: { address: string; decimals: number }
  ledger: SolanaLedger
  faucet: SolanaFaucet
  stop(): Promise<void>
}

/**
 * Starts a local Solana cluster on 127.0.0.1: litesvm behind a JSON-RPC endpoint
 * (HTTP and WebSocket), the SPL programs built in and the test mints (SPL Token, Token-2022) deployed.
 */
export async function startSolanaChain({
  cluster,
  port,
}: StartSolanaChainOptions): Promise<SolanaChain> {
  const host = '127.0.0.1'
  const ledger = new SolanaLedger(cluster)
  const faucet = new SolanaFaucet(ledger)
  faucet.deployTestMints()
  const endpoint = createSolanaRpcServer(ledger, solanaRpcMethods(ledger, faucet))
  const wsEndpoint = createSolanaRpcServer(ledger, solanaRpcMethods(ledger, faucet))
  const bound = await listenPair(endpoint.http, wsEndpoint.http, host, port)
  return {
    rpcUrl: `http://${host}:${bound}`,
    wsUrl: `ws://${host}:${bound + 1}`,
    port: bound,
    genesisHash: ledger.genesisHash,
    caip2: `solana:${ledger.genesisHash.slice(0, 32)}`,
    testMint: { address: faucet.mint.publicKey.toBase58(), decimals: TEST_MINT_DECIMALS },
    testMint2022: { address: faucet.mint2022.publicKey.toBase58(), decimals: TEST_MINT_DECIMALS },
    ledger,
    faucet,
    stop: async () => {
      await Promise.all([endpoint.close(), wsEndpoint.close()])
    },
  }
}

/** Binds `first` on a port and `second` on the next one; a few tries for a free pair. */
async function listenPair(
  first: Server,
  second: Server,
  host: string,
  port?: number,
): Promise<number> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const candidate = port ?? (await freePort(host))
    try {
      await listen(first, host, candidate)
    } catch (error) {
      if (port !== undefined) throw error
      continue
    }
    try {
      await listen(second, host, candidate + 1)
      return candidate
    } catch (error) {
      await new Promise((resolve) => first.close(resolve))
      if (port !== undefined) throw error
    }
  }
  throw new Error(`no free pair of ports on ${host} for the Solana RPC`)
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve()
    })
  })
}
