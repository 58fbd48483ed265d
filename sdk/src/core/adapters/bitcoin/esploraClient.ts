import { AirlockError } from '@airlock/protocol'
import { type CaipNetwork, networkRpcUrl } from '../../networks/types'

/** Esplora's `GET /address/:address` totals (confirmed and mempool). */
interface AddressStats {
  chain_stats?: { funded_txo_sum?: unknown; spent_txo_sum?: unknown }
  mempool_stats?: { funded_txo_sum?: unknown; spent_txo_sum?: unknown }
}

export interface EsploraClient {
  /** Confirmed plus mempool satoshis of `address` (what a wallet can spend). */
  balance(address: string): Promise<bigint>
  /** sat/vB for confirmation within `target` blocks. */
  feeRate(target: number): Promise<number>
  /** Whether Esplora knows `txid` (in the mempool or a block). */
  hasTransaction(txid: string): Promise<boolean>
}

const sats = (value: unknown): bigint => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new AirlockError('SOMETHING_WENT_WRONG', { message: 'Esplora answered no balance' })
  return BigInt(value)
}

/** The Esplora REST API of `network` (Blockstream's and mempool.space's shape), over fetch. */
export function createEsploraClient(network: CaipNetwork, signal: AbortSignal): EsploraClient {
  const base = networkRpcUrl(network)?.replace(/\/+$/, '')
  if (!base) throw new AirlockError('NO_URL_PROVIDED')
  const get = async (path: string): Promise<Response> => {
    const response = await fetch(`${base}${path}`, { signal })
    if (!response.ok && response.status !== 404)
      throw new AirlockError('SOMETHING_WENT_WRONG', {
        message: `Esplora answered ${response.status} for ${path}`,
      })
    return response
  }
  return {
    async balance(address) {
      const response = await get(`/address/${encodeURIComponent(address)}`)
      if (response.status === 404) return 0n
      const stats = (await response.json()) as AddressStats
      const { chain_stats: chain, mempool_stats: mempool } = stats
      return (
        sats(chain?.funded_txo_sum) -
        sats(chain?.spent_txo_sum) +
        sats(mempool?.funded_txo_sum ?? 0) -
        sats(mempool?.spent_txo_sum ?? 0)
      )
    },
    async feeRate(target) {
      const rates = (await (await get('/fee-estimates')).json()) as Record<string, unknown>
      const rate = rates[String(target)]
      if (typeof rate !== 'number' || !(rate > 0))
        throw new AirlockError('SOMETHING_WENT_WRONG', { message: 'Esplora answered no fee rate' })
      return rate
    },
    async hasTransaction(txid) {
      return (await get(`/tx/${encodeURIComponent(txid)}/status`)).ok
    },
  }
}
