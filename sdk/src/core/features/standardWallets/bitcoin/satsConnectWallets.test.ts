import { afterEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ORDINALS, FAKE_PAYMENT } from '../../../connectors/bitcoin/bitcoinWallet.fake'
import { fakeSatsConnectProvider } from '../../../connectors/bitcoin/satsConnect/satsConnectProvider.fake'
import type { AirlockInstance, CreateAirlockOptions } from '../../../createAirlock'
import { localhost } from '../../../networks/localhost'
import { createTestAirlock } from '../../../testing/airlockHarness'
import { testBitcoin } from '../../../testing/testNetworks'
import { CONNECTED_BITCOIN_WALLET_KEY } from './bitcoinWalletSession'

const ID = 'bitcoin-standard:Xverse'
type XverseWindow = Window & { XverseProviders?: unknown }

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
  vi.restoreAllMocks()
})

function setup(options: Partial<CreateAirlockOptions> = {}) {
  const fake = fakeSatsConnectProvider()
  ;(window as XverseWindow).XverseProviders = { BitcoinProvider: fake.provider }
  cleanups.push(() => delete (window as XverseWindow).XverseProviders)
  const airlock: AirlockInstance = createTestAirlock({
    networks: [localhost, testBitcoin],
    ...options,
  })
  cleanups.push(() => airlock.destroy())
  return { ...fake, airlock }
}

const bitcoinRows = (airlock: AirlockInstance) =>
  airlock.stores.connection.getState().connectors.filter((row) => row.chains.includes('bip122'))

describe('sats-connect wallets in an instance', () => {
  it('are Bitcoin rows that connect through the Bitcoin session; payment is the account', async () => {
    const { airlock, requests } = setup()
    await vi.waitFor(() => expect(bitcoinRows(airlock).map((row) => row.id)).toEqual([ID]))
    await airlock.connect(ID)
    expect(airlock.getAccount('bip122')?.address).toBe(FAKE_PAYMENT)
    expect(localStorage.getItem(CONNECTED_BITCOIN_WALLET_KEY)).toContain(ID)
    await airlock.getProvider('bip122').signMessage({ message: 'hi' })
    expect(requests.at(-1)?.method).toBe('signMessage')
  })

  it("with preferredAccountTypes { bip122: 'ordinals' } the ordinals address is the account", async () => {
    const { airlock } = setup({ preferredAccountTypes: { bip122: 'ordinals' } })
    await vi.waitFor(() => expect(bitcoinRows(airlock)).toHaveLength(1))
    await airlock.connect(ID)
    expect(airlock.getAccount('bip122')?.address).toBe(FAKE_ORDINALS)
    expect(airlock.getProvider('bip122').address).toBe(FAKE_ORDINALS)
  })

  it('a bad preferredAccountTypes is logged with its exact message, and no Bitcoin wallet is offered', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { airlock } = setup({
      preferredAccountTypes: {
        bip122: 'taproot',
      } as unknown as CreateAirlockOptions['preferredAccountTypes'],
    })
    await airlock.ready
    expect(bitcoinRows(airlock)).toEqual([])
    const [, details] =
      logged.mock.calls.find(([message]) => String(message).includes('browser wallets')) ?? []
    expect(String((details as { error?: Error }).error?.message)).toBe(
      "preferredAccountTypes.bip122 must be 'payment' or 'ordinals', not \"taproot\"",
    )
  })
})
