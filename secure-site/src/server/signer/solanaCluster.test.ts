import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertSolanaCluster } from './solanaCluster'
import { type FakeSolanaRpc, startFakeSolanaRpc } from './solanaRpc.fake'

const GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'
const CAIP2 = `solana:${GENESIS.slice(0, 32)}`
const KNOWN = 'Known1111111111111111111111111111111111111'

let rpc: FakeSolanaRpc
beforeAll(async () => {
  rpc = await startFakeSolanaRpc(GENESIS)
  rpc.knownBlockhashes.add(KNOWN)
})
afterAll(() => rpc.stop())

const context = (overrides: { caip2?: string; configured?: boolean; rpcUrl?: string } = {}) => ({
  caip2: CAIP2,
  rpcUrl: rpc.url,
  fetchFn: fetch,
  configured: false,
  ...overrides,
})

describe('assertSolanaCluster', () => {
  it('takes a host endpoint whose genesis hash is the named cluster, and a known blockhash', async () => {
    await expect(
      assertSolanaCluster(context(), [{ blockhash: KNOWN, durableNonce: false }]),
    ).resolves.toBeUndefined()
  })

  it('refuses a host endpoint of another cluster, with the exact message', async () => {
    const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    await expect(
      assertSolanaCluster(context({ caip2: devnet }), [{ blockhash: KNOWN, durableNonce: false }]),
    ).rejects.toThrow(
      /^RPC endpoint is not on solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1: its genesis hash does not match the network the card names$/,
    )
  })

  it('does not ask the operator’s own endpoint for its genesis hash', async () => {
    const before = rpc.calls.length
    await assertSolanaCluster(context({ caip2: 'solana:other', configured: true }), [
      { blockhash: KNOWN, durableNonce: false },
    ])
    expect(rpc.calls.slice(before)).toEqual(['isBlockhashValid'])
  })

  it('refuses a blockhash the cluster does not know, but not a durable-nonce transaction', async () => {
    await expect(
      assertSolanaCluster(context(), [
        { blockhash: KNOWN, durableNonce: false },
        { blockhash: 'Stale11111111111111111111111111111111111111', durableNonce: false },
      ]),
    ).rejects.toThrow(
      /^Transaction refused: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp does not know its recent blockhash \(expired, or made for another network\)$/,
    )
    await expect(
      assertSolanaCluster(context(), [
        { blockhash: 'NonceValue111111111111111111111111111111111', durableNonce: true },
      ]),
    ).resolves.toBeUndefined()
  })

  it('refuses when the endpoint cannot answer: a check that cannot be made is not passed', async () => {
    await expect(
      assertSolanaCluster(context({ rpcUrl: 'http://127.0.0.1:1' }), []),
    ).rejects.toThrow(/^The Solana RPC endpoint gave no valid answer to getGenesisHash, try again$/)
  })
})
