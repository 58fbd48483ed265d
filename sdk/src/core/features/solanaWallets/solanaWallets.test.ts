// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { localhost } from '../../networks/localhost'
import { bundleGraph } from '../../testing/bundleGraph'
import { hasSolanaNetwork } from './solanaWallets'

const entry = decodeURIComponent(new URL('../../../index.ts', import.meta.url).pathname)
const SOLANA_CODE =
  /@wallet-standard\/|@solana\/wallet-standard|connectors\/solana\/(solanaWalletDiscovery|walletStandardProvider)\.ts$|solanaWallets\/(solanaWalletSession|startSolanaWalletSession)\.ts$/

describe('Solana browser wallets: loaded only for dapps with Solana networks', () => {
  it('needs a Solana network to load anything', () => {
    expect(hasSolanaNetwork([])).toBe(false)
    expect(hasSolanaNetwork([localhost])).toBe(false)
    expect(hasSolanaNetwork([localhost, { ...localhost, chainNamespace: 'solana' }])).toBe(true)
  })

  it('keeps the Wallet Standard and the Solana wallet flows out of the page-start chunks', async () => {
    const { eager, outputs } = await bundleGraph(entry)
    const inPage = [...eager].filter(
      ([input, { bytesInOutput }]) => bytesInOutput > 0 && SOLANA_CODE.test(input),
    )
    expect(inPage.map(([input]) => input)).toEqual([])
    // The code is in the bundle, behind a dynamic import: the check above looks at the right graph.
    const lazy = Object.values(outputs).flatMap((output) => Object.keys(output.inputs))
    expect(lazy.some((input) => input.endsWith('startSolanaWalletSession.ts'))).toBe(true)
    expect(lazy.some((input) => input.includes('@wallet-standard/app'))).toBe(true)
  })
})
