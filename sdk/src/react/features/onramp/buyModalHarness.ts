/**
 * Test harness for the Buy view: the account modal (accountModalHarness.ts)
 * with the fake API's on-ramp routes (options on anvil, the fixture's pricing,
 * a provider URL) and `window.open` spied on, opened on Account and then "Buy".
 * Tests only.
 */
import { act, fireEvent, within } from '@testing-library/react'
import { type MockInstance, vi } from 'vitest'
import type { Transaction } from '../../../core/clients/blockchainApi/types'
import { onrampOptions, PROVIDER_URL, quoteFor } from '../../../core/features/onramp/onrampFixture'
import { WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import {
  type AccountModal,
  type AccountModalOptions,
  HISTORY_PATH,
  openAccountModal,
  settle,
} from '../../modal/accountModalHarness'
import { tick } from '../../modal/modalHarness'

export { onrampOptions, PROVIDER_URL } from '../../../core/features/onramp/onrampFixture'
export const QUOTE_PATH = '/v1/onramp/quote'
export const URL_PATH = '/v1/generators/onrampurl'

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
