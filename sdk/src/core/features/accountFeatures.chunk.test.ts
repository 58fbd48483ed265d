// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bundleGraph } from '../testing/bundleGraph'

// A file: URL's path (no node:url, so the sdk's DOM-only types suffice; tests run on POSIX paths).
const entry = decodeURIComponent(new URL('../../index.ts', import.meta.url).pathname)

// What the account features load on first use, never with the page: everything of their
// folders but the index (the forwarders), the stores and the query options exported to
// dapps (keys and options, no query-core), and the API client with its caches.
const FEATURE_CODE =
  /src\/core\/(clients\/blockchainApi\/(?!types|blockchainApiService)|features\/(balances|history|names|send|swap|onramp)\/(?!index|\w+Store\.ts|\w+Query\.ts)|format\/|query\/(?!queryKeys))|viem\/.*\/(multicall|waitForTransactionReceipt)|@tanstack\/query-core/

const ACCOUNT_FEATURES = ['balances', 'history', 'names', 'send', 'swap', 'onramp']

const chunkOf = (outputs: Awaited<ReturnType<typeof bundleGraph>>['outputs'], file: string) =>
  Object.entries(outputs).find(([, output]) =>
    Object.keys(output.inputs).some((input) => input.endsWith(file)),
  )?.[0]

describe('@airlock/sdk module graph: the account features', () => {
  it('keeps the blockchain API client, the features’ code, query-core and multicall out of the page start', async () => {
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
    const balances = chunkOf(outputs, 'features/balances/balances.impl.ts')
    expect(rpc).toBeDefined()
    expect(balances).toBeDefined()
    expect(rpc).not.toBe(balances)
    // The client and its caches are one chunk, shared by the features that read data.
    const api = chunkOf(outputs, 'clients/blockchainApi/startBlockchainApi.ts')
    expect(api).toBeDefined()
    expect(chunkOf(outputs, 'clients/blockchainApi/blockchainApiClient.ts')).toBe(api)
    expect(chunkOf(outputs, 'query/cachedQueries.ts')).toBe(api)
  })

  it('loads each account feature on its own use: six chunks, none of them the API’s', async () => {
    const { outputs } = await bundleGraph(entry)
    const impls = ACCOUNT_FEATURES.map((name) =>
      chunkOf(outputs, `features/${name}/${name}.impl.ts`),
    )
    for (const impl of impls) expect(impl).toBeDefined()
    const api = chunkOf(outputs, 'clients/blockchainApi/startBlockchainApi.ts')
    expect(new Set([...impls, api]).size).toBe(ACCOUNT_FEATURES.length + 1)
    // viem's transaction code (receipt wait, calldata), in the eip155 adapter, is shared by send
    // and swap, never by the balances chunk; the adapters' RPC sides are chunks of their own.
    const [balances, , , send] = impls
    const sender = chunkOf(outputs, 'adapters/evm/evmTransactions.ts')
    expect(sender).toBeDefined()
    expect(sender).not.toBe(balances)
    const evmRpc = chunkOf(outputs, 'adapters/evm/evmRpc.ts')
    const solanaRpc = chunkOf(outputs, 'adapters/solana/solanaRpc.ts')
    expect(evmRpc).toBeDefined()
    expect(solanaRpc).toBeDefined()
    expect(new Set([balances, send, evmRpc, solanaRpc]).size).toBe(4)
  })
})
