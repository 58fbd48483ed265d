/**
 * The Connect view tests' shared set-up: announces mock browser wallets,
 * starts an instance (with a fake wallet catalogue when given), opens Connect
 * in a mounted modal, and reads the email form and the wallet rows the way a
 * user perceives them. Registers its own beforeAll/afterEach. Tests only.
 */
import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import type { fakeWallets } from '../../../core/clients/walletApi/fakeWalletApi'
import type { AirlockInstance, CreateAirlockOptions } from '../../../core/createAirlock'
import { startTestAirlock } from '../../../core/testing/airlockHarness'
import { createMockWallet } from '../../../core/testing/mockWallet'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../../modal/modalHarness'
import { attachFakeCatalog, type CatalogHarnessOptions } from './walletCatalogHarness'

export const TEST_WALLET = { name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet' }

let current: { airlock: AirlockInstance; modal: TestModal } | undefined
const stops: (() => void)[] = []

export function installConnectViewHarness(): void {
  // The connect flow is a lazy chunk; loaded once here, as after a page's first use.
  beforeAll(() => import('../../../core/features/browserWallets/browserWallets.impl'))

  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
    vi.restoreAllMocks()
    if (current) stopTestModal(current.modal, current.airlock)
    current = undefined
  })
}

/** Announces browser wallets, starts an instance (with a catalogue when given) and opens Connect. */
export async function openConnect({
  wallets = [],
  catalog,
  options = {},
}: {
  wallets?: Parameters<typeof createMockWallet>[0][]
  catalog?: { wallets: ReturnType<typeof fakeWallets>; options?: CatalogHarnessOptions }
  options?: Partial<CreateAirlockOptions>
} = {}) {
  const mocks = wallets.map((info) => createMockWallet(info))
  for (const mock of mocks) stops.push(mock.announce())
  const airlock = startTestAirlock(options)
  const api = catalog ? attachFakeCatalog(airlock, catalog.wallets, catalog.options) : undefined
  const modal = await mountTestModal(airlock)
  current = { airlock, modal }
  await act(async () => airlock.open())
  // Featured + recommended, then the first page: each a fake request (a 0 ms timer), then its icons.
  for (let step = 0; step < 3; step++) await tick(1)
  return { mocks, api, airlock, modal }
}

function ui() {
  if (!current) throw new Error('openConnect first')
  return current.modal.ui
}

export const email = () => ui().getByRole('textbox', { name: 'Email' }) as HTMLInputElement
export const typeEmail = (value: string) => fireEvent.change(email(), { target: { value } })
export const submit = () =>
  act(async () => fireEvent.click(ui().getByRole('button', { name: 'Continue' })))
export const walletList = () => ui().getByRole('list', { name: 'Wallets' })
/** Each row's accessible name: its text without the decorative (aria-hidden) parts. */
export const rowNames = () =>
  [...walletList().querySelectorAll('button')].map((button) => {
    const copy = button.cloneNode(true) as HTMLElement
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
    return copy.textContent?.replace(/\s+/g, ' ').trim()
  })
export const precedes = (a: Element, b: Element) =>
  (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
