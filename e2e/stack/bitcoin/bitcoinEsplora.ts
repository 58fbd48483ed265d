/** Starts the regtest Esplora fixture (esploraServer.ts) on 127.0.0.1. */
import type { AddressInfo } from 'node:net'
import { BitcoinLedger } from './bitcoinLedger'
import { REGTEST_CAIP2 } from './bitcoinRegtest'
import { createEsploraServer } from './esploraServer'

export interface BitcoinEsplora {
  /** The Esplora base URL (no trailing slash), e.g. http://127.0.0.1:8094. */
  esploraUrl: string
  port: number
  /** `bip122:` + regtest's genesis hash prefix. */
  network: typeof REGTEST_CAIP2
  ledger: BitcoinLedger
  stop(): Promise<void>
}

/** `port` 0 (default) takes a free one. */
export async function startBitcoinEsplora({
  port = 0,
}: {
  port?: number
} = {}): Promise<BitcoinEsplora> {
  const host = '127.0.0.1'
  const ledger = new BitcoinLedger()
  const server = createEsploraServer(ledger)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const bound = (server.address() as AddressInfo).port
  let stopped: Promise<void> | null = null
  return {
    esploraUrl: `http://${host}:${bound}`,
    port: bound,
    network: REGTEST_CAIP2,
    ledger,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      return stopped
    },
  }
}
