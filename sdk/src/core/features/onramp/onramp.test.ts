import { afterEach, describe, expect, it, vi } from 'vitest'
import { localhost, localhost2 } from '../../networks/localhost'
import { featureHarness } from '../../testing/accountFeaturesHarness'
import { WALLET_ADDRESS } from '../../testing/mockWallet'
import {
  ethFor100UsdUrlRequest,
  onrampOptions as options,
  PROVIDER_URL,
  quoteFor,
} from './onrampFixture'

let dispose: (() => void) | undefined

function setup(harnessOptions: Parameters<typeof featureHarness>[0] = {}) {
  const harness = featureHarness(harnessOptions)
  harness.server.route('GET /v1/onramp/options', options)
  harness.server.route('POST /v1/onramp/quote', quoteFor)
  harness.server.route('POST /v1/generators/onrampurl', { url: PROVIDER_URL })
  dispose = harness.features.dispose
  const opened = vi.spyOn(window, 'open').mockReturnValue(null)
  const { onramp } = harness.features
  const toast = () => harness.stores.toast.getState()
  return { ...harness, onramp, opened, toast }
}

afterEach(() => {
  dispose?.()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('on-ramp: options and quotes', () => {
  it('lists the fiat currencies and what can be bought on the active network, its native currency chosen', async () => {
    const { onramp, server, connect } = setup()
    connect()
    expect(onramp.available).toBe(true)
    await onramp.loadOptions({ country: 'US' })
    expect(server.to('/v1/onramp/options')[0]?.query.country).toBe('US')
    expect(onramp.store.getState()).toMatchObject({
      loading: false,
      country: 'US',
      paymentCurrencies: options.paymentCurrencies,
      purchaseCurrency: 'ETH',
    })
    expect(onramp.store.getState().purchaseCurrencies.map((entry) => entry.symbol)).toEqual([
      'AUSD',
      'ETH',
    ])
  })

  it('lists again when the network changes', async () => {
    const { onramp, connect, stores } = setup()
    connect()
    await onramp.loadOptions()
    onramp.setPurchaseCurrency('AUSD')
    stores.chains.getState().setCaipNetwork('eip155', localhost2)
    expect(onramp.store.getState().purchaseCurrencies.map((entry) => entry.symbol)).toEqual([
      'ETH',
      'GOLD',
    ])
    // AUSD is not sold there: the native currency is chosen instead.
    expect(onramp.store.getState().purchaseCurrency).toBe('ETH')
  })

  it('quotes the choices on the network the on-ramp names, with the fee in percent', async () => {
    const { onramp, server, connect } = setup()
    connect()
    await onramp.loadOptions()
    onramp.setPaymentAmount('100')
    const quote = await onramp.quote()
    expect(server.to('/v1/onramp/quote')[0]?.body).toEqual({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'anvil-31337',
      paymentMethod: 'CARD',
    })
    expect(quote).toMatchObject({
      feePercent: 2,
      coinbaseFee: { amount: '2.00', currency: 'USD' },
      purchaseAmount: { amount: '0.032643', currency: 'ETH' },
    })
    onramp.setPaymentMethod('ACH_BANK_ACCOUNT')
    expect(onramp.store.getState().quote).toBeUndefined()
    expect((await onramp.quote())?.feePercent).toBe(1)
  })

  it('asks nothing for an amount outside the limits, the fallback ones included', async () => {
    const { onramp, server, connect } = setup()
    connect()
    await onramp.loadOptions()
    for (const amount of ['9.99', '7500.01', 'abc', undefined]) {
      onramp.setPaymentAmount(amount)
      expect(await onramp.quote()).toBeUndefined()
    }
    // EUR lists no limits: the fallback card range of SPEC §9 applies.
    onramp.setPaymentCurrency('EUR')
    onramp.setPaymentAmount('8000')
    expect(await onramp.quote()).toBeUndefined()
    expect(server.to('/v1/onramp/quote')).toHaveLength(0)
    onramp.setPaymentAmount('7500')
    expect(await onramp.quote()).toMatchObject({ paymentTotal: { currency: 'EUR' } })
  })

  it('keeps a failed options fetch in the store and the toast', async () => {
    const { onramp, server, connect, toast } = setup()
    server.route('GET /v1/onramp/options', Response.json({}, { status: 503 }))
    connect()
    await onramp.loadOptions()
    expect(onramp.store.getState()).toMatchObject({ loading: false, error: 'Something went wrong' })
    expect(toast()).toMatchObject({ variant: 'error', message: 'Something went wrong' })
  })
})

describe('on-ramp: the provider', () => {
  it('opens the URL generated for the connected address in a new window, noopener', async () => {
    const { onramp, server, connect, opened } = setup()
    connect()
    await onramp.loadOptions()
    onramp.setPaymentAmount('100')
    await expect(onramp.openProvider()).resolves.toBe(PROVIDER_URL)
    expect(server.to('/v1/generators/onrampurl')[0]?.body).toEqual(
      ethFor100UsdUrlRequest(WALLET_ADDRESS),
    )
    expect(opened).toHaveBeenCalledWith(PROVIDER_URL, '_blank', 'noopener,noreferrer')
    expect(onramp.store.getState().url).toBe(PROVIDER_URL)
  })

  it("says 'No URL was provided' when the API gives none, or not a web address", async () => {
    const { onramp, server, connect, opened, toast } = setup()
    connect()
    for (const answer of [{ url: '' }, {}, { url: 'javascript:alert(1)' }]) {
      server.route('POST /v1/generators/onrampurl', answer)
      await expect(onramp.openProvider()).rejects.toThrow(/^No URL was provided$/)
    }
    expect(toast().message).toBe('No URL was provided')
    expect(opened).not.toHaveBeenCalled()
  })

  it('needs a connected account', async () => {
    const { onramp, server } = setup()
    await expect(onramp.openProvider()).rejects.toThrow('Address or auth connector not found')
    expect(server.to('/v1/generators/onrampurl')).toHaveLength(0)
  })
})

describe('on-ramp: flags', () => {
  it('is unavailable with features.onramp off, or without a blockchain API', async () => {
    const off = setup({ features: { onramp: false } })
    expect(off.onramp.available).toBe(false)
    await expect(off.onramp.openProvider()).rejects.toThrow('Something went wrong')
    expect(off.server.requests).toHaveLength(0)
    dispose?.()
    vi.restoreAllMocks()
    const noApi = setup({ blockchainApi: false, networks: [localhost] })
    expect(noApi.onramp.available).toBe(false)
  })
})
