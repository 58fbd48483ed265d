/**
 * The feature views' tests' shared set-up (Send, Swap, Receive, names…): one
 * account modal per test (accountModalHarness.ts), opened on Account and then
 * on the view's action button as a user gets there, stopped after each test.
 * Tests only.
 */

import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { fakeEvmNode } from '../../core/features/send/sendFakeRpc'
import {
  type AccountModal,
  type AccountModalOptions,
  openAccountModal,
  settle,
} from './accountModalHarness'
import { PRELOADABLE_VIEWS } from './featureViews'

/**
 * Transforms the lazy chunks (views, account features, and the test's own `chunks`) once,
 * for a beforeAll with a long time limit, not inside the first test's.
 */
export const warmUpAccountViews = (...chunks: Promise<unknown>[]) =>
  Promise.all([
    ...Object.values(PRELOADABLE_VIEWS).map((preload) => preload()),
    import('../../core/features/balances/balances.impl'),
    ...chunks,
  ])

/** One test file's account modal: `open` it in a test; it is stopped after each. */
export function accountViewTests() {
  let opened: AccountModal | undefined
  afterEach(() => {
    opened?.stop()
    opened = undefined
  })
  const current = () => {
    if (!opened) throw new Error('not open')
    return opened
  }
  const ui = () => current().modal.ui
  return {
    /** The open modal (throws when none is). */
    current,
    ui,
    /** Queries inside the dialog: the error toast, outside it, is an alert too. */
    dialog: () => within(ui().getByRole('dialog')),
    view: () => current().airlock.stores.router.getState().view,
    /** Opens the modal (on Account unless `setup.view` says otherwise). */
    async open(setup: AccountModalOptions = {}) {
      opened = await openAccountModal(setup)
      return opened
    },
    /** Presses one of Account's actions ("Send", "Swap"…) and lets its view load and render. */
    async pressAction(name: string | RegExp) {
      await act(async () => fireEvent.click(ui().getByRole('button', { name })))
      await settle()
    },
  }
}

/**
 * A node on the network's RPC (the receipt waits go there, everything else to the
 * data API) that mines what the wallet sends, after `onSend` has seen it.
 */
export function fakeNodeFor(modal: AccountModal, onSend?: (params: unknown) => void) {
  const node = fakeEvmNode()
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('http://127.0.0.1:8545')
      ? node.handle(String(init?.body))
      : modal.api.fetch(input, init),
  )
  modal.wallet.respond('eth_sendTransaction', (params) => {
    onSend?.(params)
    return node.accept(params)
  })
  return node
}
