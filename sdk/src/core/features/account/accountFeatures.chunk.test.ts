// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph } from '../../testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)

// What the account features load on first use, never with the page.
const FEATURE_CODE =
  /src\/core\/(clients\/blockchainApi\/(?!types|blockchainApiService)|features\/(balances|history|names|send|swap|onramp)\/(?!index|\w+Store\.ts)|stores\/activeAccount|format\/|features\/account\/startAccountFeatures)|viem\/.*\/(multicall|waitForTransactionReceipt)/

const chunkOf = (outputs: Awaited<ReturnType<typeof bundleGraph>>['outputs'], file: string) =>
  Object.entries(outputs).find(([, output]) =>
    Object.keys(output.inputs).some((input) => input.endsWith(file)),
  )?.[0]

describe('@airlock/sdk module graph: the account features', () => {
  it('keeps the blockchain API client, the controllers and multicall out of the page start', async () => {
    const { outputs, eager } = await bundleGraph(entry)
    const inPage = [...eager].filter(
      ([input, { bytesInOutput }]) => bytesInOutput > 0 && FEATURE_CODE.test(input),
    )
    expect(inPage.map(([input]) => input)).toEqual([])
    // …while the pattern does name modules of the build (it would pass vacuously otherwise).
    const all = Object.values(outputs).flatMap((output) => Object.keys(output.inputs))
    expect(all.filter((input) => FEATURE_CODE.test(input)).length).toBeGreaterThanOrEqual(10)
    // The RPC reader (viem's multicall) is its own chunk: a dapp with a data API never loads it.
    const rpc = chunkOf(outputs, 'features/balances/balancesFromRpc.ts')
    expect(rpc).toBeDefined()
    const features = chunkOf(outputs, 'features/account/startAccountFeatures.ts')
    expect(features).toBeDefined()
    expect(rpc).not.toBe(features)
    // The three features load together, as one chunk; the client and its caches (shared with
    // swap and the on-ramp) are a chunk of their own, loaded in the same round trip.
    for (const file of ['balancesController.ts', 'historyController.ts', 'namesController.ts'])
      expect(chunkOf(outputs, file)).toBe(features)
    const api = chunkOf(outputs, 'clients/blockchainApi/startBlockchainApi.ts')
    expect(api).toBeDefined()
    expect(chunkOf(outputs, 'clients/blockchainApi/blockchainApiClient.ts')).toBe(api)
    expect(api).not.toBe(features)
  })

  it('loads send, swap and buy each on its own use, not with the Account view', async () => {
    const { outputs } = await bundleGraph(entry)
    const features = chunkOf(outputs, 'features/account/startAccountFeatures.ts')
    const send = chunkOf(outputs, 'features/send/sendController.ts')
    const swap = chunkOf(outputs, 'features/swap/swap.impl.ts')
    const onramp = chunkOf(outputs, 'features/onramp/onrampController.ts')
    expect(new Set([features, send, swap, onramp]).size).toBe(4)
    // viem's transaction code (receipt wait, calldata), in the eip155 adapter, is shared by send
    // and swap, never by the features chunk; the adapters' RPC sides are chunks of their own.
    const sender = chunkOf(outputs, 'adapters/evm/evmTransactions.ts')
    expect(sender).toBeDefined()
    expect(sender).not.toBe(features)
    const evmRpc = chunkOf(outputs, 'adapters/evm/evmRpc.ts')
    const solanaRpc = chunkOf(outputs, 'adapters/solana/solanaRpc.ts')
    expect(evmRpc).toBeDefined()
    expect(solanaRpc).toBeDefined()
    expect(new Set([features, send, evmRpc, solanaRpc]).size).toBe(4)
  })
})
