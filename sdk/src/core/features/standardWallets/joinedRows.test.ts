import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { FAKE_PAYMENT, fakeBitcoinWallet } from '../../connectors/bitcoin/bitcoinWallet.fake'
import { FAKE_ADDRESS, fakeSolanaWallet } from '../../connectors/solana/fakeStandardWallet'
import type { AirlockInstance } from '../../createAirlock'
import { localhost } from '../../networks/localhost'
import { createTestAirlock } from '../../testing/airlockHarness'
import { createMockWallet, WALLET_ADDRESS } from '../../testing/mockWallet'
import { testBitcoin, testSolana } from '../../testing/testNetworks'
import { joinRows } from './joinedRows'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

const SOLANA_ICON = 'data:image/svg+xml;base64,c29sYW5h'
const NAME = 'Fake Multichain Wallet'

async function instance(register: () => void, networks = [localhost, testSolana, testBitcoin]) {
  register()
  const airlock: AirlockInstance = createTestAirlock({ networks })
  cleanups.push(() => airlock.destroy())
  await airlock.ready
  const rows = () =>
    airlock.stores.connection
      .getState()
      .connectors.map(({ id, name, chains }) => ({ id, name, chains }))
  return { airlock, rows }
}

/** One extension registering a Solana and a Bitcoin wallet under the same name. */
function twoRegistrations(bitcoinName = NAME) {
  const solana = fakeSolanaWallet({
    name: NAME,
    chains: ['solana:mainnet'],
    icon: SOLANA_ICON,
  })
  const bitcoin = fakeBitcoinWallet({ name: bitcoinName })
  cleanups.push(getWallets().register(solana.wallet, bitcoin.wallet))
  return { solana, bitcoin }
}

describe('one row for an extension with Solana and Bitcoin wallets', () => {
  it('joins the Bitcoin wallet to the Solana row of the same name: one row, both namespaces', async () => {
    const { rows } = await instance(() => twoRegistrations())
    expect(rows()).toEqual([
      { id: `wallet-standard:${NAME}`, name: NAME, chains: ['solana', 'bip122'] },
    ])
  })

  it('one wallet object with both feature sets is one row too', async () => {
    const solana = fakeSolanaWallet({ name: NAME, chains: ['solana:mainnet'] })
    const bitcoin = fakeBitcoinWallet({ name: NAME })
    const both: Wallet = {
      ...solana.wallet,
      chains: [...solana.wallet.chains, ...bitcoin.wallet.chains],
      features: { ...bitcoin.wallet.features, ...solana.wallet.features },
      get accounts() {
        return [...solana.wallet.accounts, ...bitcoin.wallet.accounts]
      },
    }
    const { rows } = await instance(() => cleanups.push(getWallets().register(both)))
    expect(rows()).toEqual([
      { id: `wallet-standard:${NAME}`, name: NAME, chains: ['solana', 'bip122'] },
    ])
  })

  it('one click connects both namespaces; the namespace switch then has both', async () => {
    const { solana, bitcoin } = twoRegistrations()
    const { airlock } = await instance(() => {})
    await airlock.connect(`wallet-standard:${NAME}`)
    expect(airlock.getAccount('solana')).toMatchObject({
      address: FAKE_ADDRESS,
      connectorId: `wallet-standard:${NAME}`,
      status: 'connected',
    })
    expect(airlock.getAccount('bip122')).toMatchObject({
      address: FAKE_PAYMENT,
      connectorId: `bitcoin-standard:${NAME}`,
      status: 'connected',
    })
    expect(solana.calls.map((call) => call.feature)).toEqual(['standard:connect'])
    expect(bitcoin.calls.map((call) => call.feature)).toEqual(['bitcoin:connect'])
    const namespaces = airlock.stores.connection
      .getState()
      .connections.map((connection) => connection.namespace)
    expect(namespaces.sort()).toEqual(['bip122', 'solana'])
  })

  it('a declined Solana side connects nothing, and the Bitcoin side is not asked', async () => {
    const solana = fakeSolanaWallet({
      name: NAME,
      chains: ['solana:mainnet'],
      reject: true,
    })
    const bitcoin = fakeBitcoinWallet({ name: NAME })
    cleanups.push(getWallets().register(solana.wallet, bitcoin.wallet))
    const { airlock } = await instance(() => {})
    await expect(airlock.connect(`wallet-standard:${NAME}`)).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(bitcoin.calls).toEqual([])
    expect(airlock.stores.connection.getState().connections).toEqual([])
  })

  it('an extension with EIP-6963, Solana and Bitcoin is one row connecting all three', async () => {
    const evm = createMockWallet({ rdns: 'app.fake.multichain', name: NAME })
    cleanups.push(evm.announce())
    twoRegistrations()
    const { airlock, rows } = await instance(() => {})
    expect(rows()).toEqual([
      { id: 'app.fake.multichain', name: NAME, chains: ['eip155', 'solana', 'bip122'] },
    ])
    await airlock.connect('app.fake.multichain')
    expect(airlock.getAccount('eip155')?.address).toBe(WALLET_ADDRESS)
    expect(airlock.getAccount('solana')?.address).toBe(FAKE_ADDRESS)
    expect(airlock.getAccount('bip122')?.address).toBe(FAKE_PAYMENT)
  })

  it('keeps two rows for two different wallets', async () => {
    twoRegistrations('Other Wallet')
    const { rows } = await instance(() => {})
    expect(rows().map((row) => row.id)).toEqual([
      `wallet-standard:${NAME}`,
      'bitcoin-standard:Other Wallet',
    ])
  })
})

describe('joinRows', () => {
  const row = (id: string, name: string, chains: ('eip155' | 'solana' | 'bip122')[]) => ({
    id,
    name,
    type: 'ANNOUNCED' as const,
    chains,
    imageUrl: undefined,
  })

  it('joins by name (trimmed, any case), a wallet at most once, never to a row of its own namespace', () => {
    const joined = joinRows(
      [row('a', ' Fake ', ['solana']), row('b', 'fake', ['solana']), row('c', 'Fake', ['bip122'])],
      [row('x', 'FAKE', ['bip122'])],
      'bip122',
    )
    expect(joined.rows.map(({ id, chains }) => [id, chains])).toEqual([
      ['a', ['solana', 'bip122']],
      ['b', ['solana']],
      ['c', ['bip122']],
    ])
    expect([...joined.pairs]).toEqual([['a', 'x']])
  })
})
