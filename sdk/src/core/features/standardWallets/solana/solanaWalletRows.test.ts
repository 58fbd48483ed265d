import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, fakeSolanaWallet } from '../../../connectors/solana/fakeStandardWallet'
import type { AirlockInstance } from '../../../createAirlock'
import { localhost } from '../../../networks/localhost'
import { createTestAirlock } from '../../../testing/airlockHarness'
import { createMockWallet, WALLET_ADDRESS } from '../../../testing/mockWallet'
import { testSolana } from '../../../testing/testNetworks'

const RDNS = 'app.fake.wallet'
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

/** An extension announcing an EIP-6963 provider named `evmName` and a Solana wallet 'Fake Solana Wallet'. */
async function extension(evmName: string, evmIcon?: string) {
  const evm = createMockWallet({ rdns: RDNS, name: evmName, ...(evmIcon ? { icon: evmIcon } : {}) })
  cleanups.push(evm.announce())
  const solana = fakeSolanaWallet({ chains: ['solana:mainnet'], icon: ICON })
  cleanups.push(getWallets().register(solana.wallet))
  const airlock: AirlockInstance = createTestAirlock({ networks: [localhost, testSolana] })
  cleanups.push(() => airlock.destroy())
  await airlock.ready
  const rows = () =>
    airlock.stores.connection
      .getState()
      .connectors.map(({ id, name, chains }) => ({ id, name, chains }))
  return { airlock, evm, solana, rows }
}

describe('one row per extension across EIP-6963 and the Wallet Standard', () => {
  it('joins a Solana wallet to the EIP-6963 row of the same name (any case), once', async () => {
    const { rows } = await extension('fake SOLANA wallet')
    expect(rows()).toEqual([{ id: RDNS, name: 'fake SOLANA wallet', chains: ['eip155', 'solana'] }])
  })

  it('joins by the very same icon when the names differ', async () => {
    const { rows } = await extension('Fake Wallet', ICON)
    expect(rows()).toEqual([{ id: RDNS, name: 'Fake Wallet', chains: ['eip155', 'solana'] }])
  })

  it('keeps two rows for two different wallets', async () => {
    const { rows } = await extension('Other Wallet')
    expect(rows().map((row) => row.id)).toEqual([RDNS, 'wallet-standard:Fake Solana Wallet'])
  })

  it('connects both namespaces from the one row', async () => {
    const { airlock, solana } = await extension('Fake Solana Wallet')
    await airlock.connect(RDNS)
    expect(airlock.getAccount('eip155')).toMatchObject({
      address: WALLET_ADDRESS,
      connectorId: RDNS,
    })
    expect(airlock.getAccount('solana')).toMatchObject({
      address: FAKE_ADDRESS,
      connectorId: 'wallet-standard:Fake Solana Wallet',
    })
    expect(solana.calls.map((call) => call.feature)).toEqual(['standard:connect'])
    expect(airlock.stores.connection.getState().connections).toHaveLength(2)
    // Each side disconnects on its own.
    await airlock.disconnect('solana')
    await vi.waitFor(() => expect(airlock.getState().activeNamespace).toBe('eip155'))
    expect(airlock.getAccount('eip155')?.address).toBe(WALLET_ADDRESS)
  })

  it('a declined EVM side connects nothing, and the Solana side is not asked', async () => {
    const { airlock, evm, solana } = await extension('Fake Solana Wallet')
    evm.respond('eth_requestAccounts', { error: Object.assign(new Error('no'), { code: 4001 }) })
    await expect(airlock.connect(RDNS)).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(solana.calls).toEqual([])
    expect(airlock.stores.connection.getState().connections).toEqual([])
  })
})
