import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ethFor100UsdUrlRequest } from '../../../core/features/onramp/onrampFixture'
import { WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import { settle } from '../../modal/accountModalHarness'
import { tick } from '../../modal/modalHarness'
import {
  buyModal,
  onrampOptions as options,
  PROVIDER_URL,
  QUOTE_PATH,
  URL_PATH,
  warmUpBuyView,
} from './buyModalHarness'

const buy = buyModal()
const { ui, api, typeAmount, quoted, choose, limitsHint, alerts, continueButton, amountField } = buy

beforeAll(warmUpBuyView, 30_000)
afterEach(() => buy.stop())

describe('Buy view: the choices', () => {
  it('offers what can be bought on the active network (its native currency chosen), USD or EUR, card or bank', async () => {
    await buy.open()
    expect(buy.airlock().stores.router.getState().view).toBe('OnRampProviders')
    expect(ui().getByRole('heading', { name: 'Buy Crypto', level: 2 })).toBeTruthy()
    const crypto = ui().getByRole('combobox', { name: 'Buy' }) as HTMLSelectElement
    // GOLD is only sold on 31338: not offered here.
    expect(
      within(crypto)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['AUSD · Airlock USD', 'ETH · Ether'])
    expect(crypto.value).toBe('ETH')
    const currency = ui().getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['USD', 'EUR'])
    const methods = within(ui().getByRole('group', { name: 'Payment method' }))
    expect((methods.getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true)
    expect(
      (methods.getByRole('radio', { name: 'Bank transfer' }) as HTMLInputElement).checked,
    ).toBe(false)
    expect(limitsHint()).toBe('Card: $10.00 to $7,500.00')
    expect(ui().getByText('Enter an amount to see a quote.')).toBeTruthy()
    expect(alerts()).toEqual([])
  })

  it('shows the limits of the chosen method, and the fallback ones where the options list none', async () => {
    await buy.open()
    await act(async () => fireEvent.click(ui().getByRole('radio', { name: 'Bank transfer' })))
    expect(buy.airlock().onramp.store.getState().paymentMethod).toBe('ACH_BANK_ACCOUNT')
    expect(limitsHint()).toBe('Bank transfer: $10.00 to $25,000.00')
    await choose('Currency', 'EUR')
    expect(limitsHint()).toBe('Bank transfer: €10.00 to €25,000.00')
    await act(async () => fireEvent.click(ui().getByRole('radio', { name: 'Card' })))
    expect(limitsHint()).toBe('Card: €10.00 to €7,500.00')
  })
})

describe('Buy view: amount and quote', () => {
  it('asks for one quote once typing pauses and shows what is received, the fees and the total', async () => {
    await buy.open()
    for (const value of ['1', '10', '100']) await typeAmount(value)
    await tick(499)
    expect(api().to(QUOTE_PATH)).toHaveLength(0)
    expect(ui().getByText('Getting a quote…')).toBeTruthy()
    await quoted()
    expect(
      api()
        .to(QUOTE_PATH)
        .map((request) => request.body),
    ).toEqual([
      {
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'anvil-31337',
        paymentMethod: 'CARD',
      },
    ])
    expect(ui().getByTestId('onramp-receive').textContent).toBe('≈ 0.032643 ETH')
    const quote = within(ui().getByTestId('onramp-quote'))
    expect(quote.getByText('Provider fee (2%)')).toBeTruthy()
    expect(ui().getByTestId('onramp-provider-fee').textContent).toBe('$2.00')
    expect(ui().getByTestId('onramp-network-fee').textContent).toBe('$0.07')
    expect(ui().getByTestId('onramp-total').textContent).toBe('$100.00')
  })

  it('quotes again for another method, currency or crypto', async () => {
    await buy.open()
    await typeAmount('20000')
    await quoted()
    // Over the card's 7,500: no quote until the method allows it.
    expect(api().to(QUOTE_PATH)).toHaveLength(0)
    await act(async () => fireEvent.click(ui().getByRole('radio', { name: 'Bank transfer' })))
    await quoted()
    expect(ui().getByText('Provider fee (1%)')).toBeTruthy()
    expect(ui().getByTestId('onramp-provider-fee').textContent).toBe('$200.00')
    await choose('Buy', 'AUSD')
    await choose('Currency', 'EUR')
    await quoted()
    expect(api().to(QUOTE_PATH).at(-1)?.body).toMatchObject({
      purchaseCurrency: 'AUSD',
      paymentCurrency: 'EUR',
      paymentMethod: 'ACH_BANK_ACCOUNT',
    })
    expect(ui().getByTestId('onramp-receive').textContent).toBe('≈ 19799.930000 AUSD')
    expect(ui().getByTestId('onramp-total').textContent).toBe('€20,000.00')
  })

  it('an amount outside the limits says which amounts are allowed, asks no quote and opens nothing', async () => {
    await buy.open()
    await typeAmount('5')
    expect(alerts()).toEqual(['Enter an amount between $10.00 and $7,500.00.'])
    expect(amountField().getAttribute('aria-invalid')).toBe('true')
    await typeAmount('7500.01')
    expect(alerts()).toEqual(['Enter an amount between $10.00 and $7,500.00.'])
    await typeAmount('1O0')
    expect(alerts()).toEqual([
      'Enter the amount as a number. Enter an amount between $10.00 and $7,500.00.',
    ])
    await quoted()
    await act(async () => fireEvent.click(continueButton()))
    await settle()
    expect(buy.root().activeElement).toBe(amountField())
    expect(api().to(QUOTE_PATH)).toHaveLength(0)
    expect(api().to(URL_PATH)).toHaveLength(0)
    expect(buy.windowOpen()).not.toHaveBeenCalled()
  })

  it('Continue with nothing typed asks for an amount', async () => {
    await buy.open()
    expect(alerts()).toEqual([])
    await act(async () => fireEvent.click(continueButton()))
    await settle()
    expect(alerts()).toEqual(['Enter an amount between $10.00 and $7,500.00.'])
    expect(api().to(URL_PATH)).toHaveLength(0)
  })

  it('a failed quote is an alert with the core message, and a new amount clears it', async () => {
    await buy.open({
      'POST /v1/onramp/quote': () =>
        Response.json({ message: 'quote service down' }, { status: 503 }),
    })
    await typeAmount('100')
    await quoted()
    expect(alerts()).toEqual(['Something went wrong'])
    expect(ui().queryByTestId('onramp-quote')).toBeNull()
    await typeAmount('120')
    expect(alerts()).toEqual([])
  })
})

describe('Buy view: the provider', () => {
  it('Continue generates the URL for this wallet and opens it in a new window, noopener', async () => {
    await buy.open()
    await typeAmount('100')
    await quoted()
    await act(async () => fireEvent.click(continueButton()))
    await settle()
    expect(
      api()
        .to(URL_PATH)
        .map((request) => request.body),
    ).toEqual([ethFor100UsdUrlRequest(WALLET_ADDRESS)])
    expect(buy.windowOpen()).toHaveBeenCalledWith(PROVIDER_URL, '_blank', 'noopener,noreferrer')
    expect(ui().getByRole('heading', { name: 'Continue in Coinbase' })).toBeTruthy()
    expect(
      ui().getByText(
        'Your purchase of ETH continues in the Coinbase window. Your balance here refreshes when it is done.',
      ),
    ).toBeTruthy()
  })

  it("'No URL was provided' when the API gives none, and nothing opens", async () => {
    await buy.open({ 'POST /v1/generators/onrampurl': {} })
    await typeAmount('100')
    await act(async () => fireEvent.click(continueButton()))
    await settle()
    expect(alerts()).toEqual(['No URL was provided'])
    expect(buy.windowOpen()).not.toHaveBeenCalled()
    expect(buy.airlock().stores.toast.getState()).toMatchObject({
      variant: 'error',
      message: 'No URL was provided',
    })
    // Still the form: the visitor can try again.
    expect(continueButton()).toBeTruthy()
  })

  it('a failing URL generator is an alert with the core message', async () => {
    await buy.open({
      'POST /v1/generators/onrampurl': () => Response.json({ message: 'down' }, { status: 500 }),
    })
    await typeAmount('100')
    await act(async () => fireEvent.click(continueButton()))
    await settle()
    expect(alerts()).toEqual(['Something went wrong'])
    expect(buy.windowOpen()).not.toHaveBeenCalled()
  })

  it('options that fail to load are an alert with Try again, which loads them', async () => {
    let fail = true
    await buy.open({
      'GET /v1/onramp/options': () =>
        fail ? Response.json({ message: 'down' }, { status: 500 }) : options,
    })
    expect(alerts()).toEqual(['Something went wrong'])
    fail = false
    await act(async () => fireEvent.click(ui().getByRole('button', { name: 'Try again' })))
    await settle()
    expect(alerts()).toEqual([])
    expect(ui().getByRole('combobox', { name: 'Buy' })).toBeTruthy()
  })
})

describe('Buy view: unavailable', () => {
  it('says so when the on-ramp is off', async () => {
    await buy.open({}, { options: { features: { onramp: false } }, view: 'OnRampProviders' })
    expect(ui().getByText("Buying crypto isn't available here.")).toBeTruthy()
    expect(api().to('/v1/onramp/options')).toHaveLength(0)
  })
})
