/**
 * Test harness for the Buy view: the account modal (accountModalHarness.ts)
 * with the fake API's on-ramp routes (options on anvil, the fixture's pricing,
 * a provider URL) and `window.open` spied on, opened on Account and then "Buy".
 * Tests only.
 */
import { act, fireEvent, within } from '@testing-library/react'
import { type MockInstance, vi } from 'vitest'
import type { FakeRequest } from '../../core/clients/blockchainApi/fakeBlockchainApi'
import type { OnrampOptionsResponse, Transaction } from '../../core/clients/blockchainApi/types'
import { WALLET_ADDRESS } from '../../core/testing/mockWallet'
import {
  type AccountModal,
  type AccountModalOptions,
  HISTORY_PATH,
  openAccountModal,
  settle,
} from './accountModalHarness'
import { tick } from './modalHarness'

export const AUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
export const PROVIDER_URL = 'https://onramp.example/buy?session=1'
export const QUOTE_PATH = '/v1/onramp/quote'
export const URL_PATH = '/v1/generators/onrampurl'

const network = (chainId: number, contract = '') => ({
  name: `anvil-${chainId}`,
  display_name: `Anvil ${chainId}`,
  chain_id: String(chainId),
  contract_address: contract,
})

export const onrampOptions: OnrampOptionsResponse = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'CARD', min: '10', max: '7500' },
        { id: 'ACH_BANK_ACCOUNT', min: '10', max: '25000' },
      ],
    },
    // Lists no limits: SPEC §9's fallback ones apply.
    { id: 'EUR', payment_method_limits: [] },
  ],
  purchaseCurrencies: [
    { id: 'AUSD', name: 'Airlock USD', symbol: 'AUSD', networks: [network(31337, AUSD)] },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network(31337), network(31338)] },
    { id: 'GOLD', name: 'Gold', symbol: 'GOLD', networks: [network(31338)] },
  ],
}

/** The fixture's pricing: card 2 %, bank 1 %, a 0.07 network fee, ETH at 3000, AUSD at 1. */
export function quoteFor({ body }: FakeRequest) {
  const { amount, paymentCurrency, purchaseCurrency, paymentMethod } = body as Record<
    string,
    string
  >
  const paid = Number(amount)
  const fee = paid * (paymentMethod === 'ACH_BANK_ACCOUNT' ? 0.01 : 0.02)
  const subtotal = paid - fee - 0.07
  const of = (value: number) => ({ amount: value.toFixed(2), currency: paymentCurrency ?? '' })
  const price = purchaseCurrency === 'ETH' ? 3000 : 1
  return {
    paymentTotal: of(paid),
    paymentSubtotal: of(subtotal),
    purchaseAmount: { amount: (subtotal / price).toFixed(6), currency: purchaseCurrency },
    coinbaseFee: of(fee),
    networkFee: of(0.07),
    quoteId: 'q-1',
  }
}

/** An on-ramp delivery to the wallet, as the history lists it. */
export const purchase = (id: string): Transaction => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id}`,
    minedAt: new Date(2026, 10, 22).toISOString(),
    sentFrom: '0x00000000000000000000000000000000000000aa',
    sentTo: WALLET_ADDRESS,
    status: 'confirmed',
    nonce: 0,
    chain: 'eip155:31337',
  },
  transfers: [
    {
      direction: 'in',
      quantity: { numeric: '0.03' },
      fungible_info: { name: 'Ether', symbol: 'ETH' },
    },
  ],
})

/**
 * Opens the Buy view once and closes it: the first import of the views, the
 * features' chunks and the wallet code transforms them, which is a beforeAll's
 * time (given a long timeout), not the first test's.
 */
export async function warmUpBuyView(): Promise<void> {
  const warm = buyModal()
  try {
    await warm.open()
  } finally {
    warm.stop()
  }
}

/** One test file's Buy modal: `open` it in a test, `stop` it after each. */
export function buyModal() {
  let opened: AccountModal | undefined
  let windowOpen: MockInstance<Window['open']> | undefined
  const current = () => {
    if (!opened) throw new Error('not open')
    return opened
  }
  const ui = () => current().modal.ui
  const amountField = () => ui().getByRole('textbox', { name: 'Amount' }) as HTMLInputElement

  return {
    ui,
    api: () => current().api,
    airlock: () => current().airlock,
    root: () => current().modal.root,
    windowOpen: () => {
      if (!windowOpen) throw new Error('not open')
      return windowOpen
    },
    /** Account, then "Buy", as a visitor gets there; the options have arrived. */
    async open(routes: AccountModalOptions['routes'] = {}, setup: AccountModalOptions = {}) {
      windowOpen = vi.spyOn(window, 'open').mockReturnValue(null)
      opened = await openAccountModal({
        ...setup,
        routes: {
          'GET /v1/onramp/options': onrampOptions,
          'POST /v1/onramp/quote': quoteFor,
          'POST /v1/generators/onrampurl': { url: PROVIDER_URL },
          [HISTORY_PATH]: { data: [] },
          ...routes,
        },
      })
      if (!setup.view) {
        await act(async () => fireEvent.click(ui().getByRole('button', { name: 'Buy' })))
      }
      await settle()
    },
    stop() {
      opened?.stop()
      opened = undefined
      vi.restoreAllMocks()
    },
    amountField,
    async typeAmount(value: string) {
      await act(async () => fireEvent.change(amountField(), { target: { value } }))
    },
    /** Past the debounce: the quote is asked for and answered. */
    async quoted() {
      await tick(500)
      await settle()
    },
    async choose(label: string, value: string) {
      await act(async () =>
        fireEvent.change(ui().getByRole('combobox', { name: label }), { target: { value } }),
      )
    },
    limitsHint: () => ui().getByTestId('onramp-limits').textContent,
    /** The view's alerts (the toast, outside the dialog, is the core's and asserted apart). */
    alerts: () =>
      within(ui().getByRole('dialog'))
        .queryAllByRole('alert')
        .map((alert) => alert.textContent),
    continueButton: () => ui().getByRole('button', { name: 'Continue with Coinbase' }),
  }
}
