// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { localhost } from '../../networks/localhost'
import { bundleGraph } from '../../testing/bundleGraph'
import { hasNetworkOf } from './index'

const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)
const NAMESPACE_CODE =
  /@wallet-standard\/|@solana\/wallet-standard|connectors\/(solana|bitcoin|walletStandard)\/|standardWallets\/(solana\/|bitcoin\/|joinedRows|standardWallet)|adapters\/bitcoin\//

describe('Solana and Bitcoin browser wallets: loaded only for dapps with their networks', () => {
  it('needs a network of the namespace to load anything', () => {
    expect(hasNetworkOf([], 'solana')).toBe(false)
    expect(hasNetworkOf([localhost], 'solana')).toBe(false)
    expect(hasNetworkOf([localhost], 'bip122')).toBe(false)
    const solana = { ...localhost, chainNamespace: 'solana' as const }
    expect(hasNetworkOf([localhost, solana], 'solana')).toBe(true)
    expect(hasNetworkOf([localhost, solana], 'bip122')).toBe(false)
    expect(hasNetworkOf([{ ...localhost, chainNamespace: 'bip122' }], 'bip122')).toBe(true)
  })

  it('keeps the Wallet Standard, the Solana and the Bitcoin wallet code out of the page-start chunks', async () => {
    const { eager, outputs } = await bundleGraph(entry)
    const inPage = [...eager].filter(
      ([input, { bytesInOutput }]) => bytesInOutput > 0 && NAMESPACE_CODE.test(input),
    )
    expect(inPage.map(([input]) => input)).toEqual([])
    // The code is in the bundle, behind dynamic imports: the check above looks at the right graph.
    const lazy = Object.values(outputs).flatMap((output) => Object.keys(output.inputs))
    for (const lazyFile of [
      'standardWallets.impl.ts',
      'joinedRows.ts',
      'startSolanaWalletSession.ts',
      'startBitcoinWalletSession.ts',
      'bitcoinStandardProvider.ts',
      'bitcoinRpc.ts',
    ])
      expect(lazy.some((input) => input.endsWith(lazyFile))).toBe(true)
    expect(lazy.some((input) => input.includes('@wallet-standard/app'))).toBe(true)
  })

  it('puts no Solana code in the Bitcoin chunk, nor Bitcoin code in the Solana chunk', async () => {
    const { outputs } = await bundleGraph(entry)
    const chunkOf = (file: string) =>
      Object.values(outputs).find((output) =>
        Object.keys(output.inputs).some((input) => input.endsWith(file)),
      )
    const bitcoin = Object.keys(chunkOf('startBitcoinWalletSession.ts')?.inputs ?? {})
    const solana = Object.keys(chunkOf('startSolanaWalletSession.ts')?.inputs ?? {})
    expect(bitcoin.filter((input) => /solana/i.test(input))).toEqual([])
    expect(solana.filter((input) => /bitcoin/i.test(input))).toEqual([])
  })
})
