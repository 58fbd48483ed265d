import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FakeRequest } from '../../../core/clients/blockchainApi/fakeBlockchainApi'
import type {
  Transaction,
  TransactionTransfer,
  TransferDirection,
} from '../../../core/clients/blockchainApi/types'
import { OTHER_ADDRESS, WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import {
  type AccountModal,
  type AccountModalOptions,
  HISTORY_PATH,
  openAccountModal,
  settle,
} from '../../modal/accountModalHarness'

const ANVIL_0 = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
// Local time: the view groups (and the core groups) in the visitor's calendar.
const NOW = new Date(2026, 10, 22, 12, 0)

const transfer = (
  direction: TransferDirection,
  symbol: string,
  numeric: string,
): TransactionTransfer => ({
  fungible_info: { name: symbol, symbol },
  direction,
  quantity: { numeric },
})

function tx(
  id: string,
  mined: Date,
  transfers: TransactionTransfer[],
  metadata: Partial<Transaction['metadata']> = {},
): Transaction {
  const out = transfers[0]?.direction === 'out'
  return {
    id,
    metadata: {
      operationType: out ? 'send' : 'receive',
      hash: `0x${id}`,
      minedAt: mined.toISOString(),
      sentFrom: out ? WALLET_ADDRESS : ANVIL_0,
      sentTo: out ? OTHER_ADDRESS : WALLET_ADDRESS,
      status: 'confirmed',
      nonce: 1,
      chain: 'eip155:31337',
      ...metadata,
    },
    transfers,
  }
}

const received = tx('t1', new Date(2026, 10, 20, 14, 7), [transfer('in', 'ETH', '0.5')])
const sent = tx('t2', new Date(2026, 10, 2, 9, 30), [transfer('out', 'TUSD', '12.5')], {
  status: 'pending',
})
const spam = tx('spam', new Date(2026, 10, 10), [
  {
    nft_info: { name: 'Free NFT', flags: { is_spam: true } },
    direction: 'in',
    quantity: { numeric: '1' },
  },
])
const swapped = tx(
  't3',
  new Date(2026, 9, 15, 18, 0),
  [transfer('out', 'ETH', '1'), transfer('in', 'TUSD', '3000')],
  { operationType: 'trade' },
)
const lastYear = tx('t4', new Date(2025, 11, 31, 23, 30), [transfer('in', 'ETH', '0.001')])

let opened: AccountModal | undefined

afterEach(() => {
  opened?.stop()
  opened = undefined
  vi.unstubAllGlobals()
})

/** Account, then "Activity", as a user gets there. */
async function openActivity(history: unknown, setup: AccountModalOptions = {}) {
  opened = await openAccountModal({
    ...setup,
    routes: { [HISTORY_PATH]: history, ...setup.routes },
  })
  vi.setSystemTime(NOW)
  await act(async () =>
    fireEvent.click(opened?.modal.ui.getByRole('button', { name: 'Activity' }) as HTMLElement),
  )
  await settle()
  return opened
}

const ui = () => {
  if (!opened) throw new Error('not open')
  return opened.modal.ui
}
const rows = () => ui().queryAllByTestId('transaction-row')
const historyRequests = () =>
  opened?.api.requests.filter((request) => request.path.endsWith('/history')) ?? []

describe('Transactions view', () => {
  it('groups the history by year, then month, newest first, under headings in order', async () => {
    await openActivity({ data: [received, spam, sent, swapped, lastYear] })
    expect(opened?.airlock.stores.router.getState().view).toBe('Transactions')
    expect(ui().getByRole('heading', { name: 'Activity', level: 2 })).toBeTruthy()
    const headings = ui()
      .getAllByRole('heading')
      .slice(1)
      .map((heading: HTMLElement) => `${heading.tagName} ${heading.textContent}`)
    expect(headings).toEqual(['H3 2026', 'H4 This month', 'H4 October', 'H3 2025', 'H4 December'])
    const month = (name: string) => within(ui().getByRole('list', { name }))
    expect(month('This month').getAllByRole('listitem')).toHaveLength(2)
    expect(month('October').getAllByRole('listitem')).toHaveLength(1)
    expect(month('December').getAllByRole('listitem')).toHaveLength(1)
    // The spam airdrop is hidden by the core.
    expect(ui().queryByText(/Free NFT/)).toBeNull()
    expect(historyRequests()[0]?.query).toMatchObject({ chainId: 'eip155:31337' })
  })

  it('shows each row: direction, token, amount, counterpart cut to 4…6, time', async () => {
    await openActivity({ data: [received, sent, swapped] })
    const [first, second, third] = rows()
    expect(first?.dataset.direction).toBe('in')
    expect(first?.textContent).toBe('Received ETHfrom 0xf39f…b92266 Nov 20, 2:07 PM+0.5 ETH')
    expect(first?.querySelector('time')?.getAttribute('dateTime')).toBe(received.metadata.minedAt)
    expect(second?.dataset.direction).toBe('out')
    expect(second?.textContent).toBe('Sent TUSD Pendingto 0x3c44…4293bc Nov 2, 9:30 AM−12.5 TUSD')
    expect(third?.dataset.direction).toBe('both')
    expect(third?.textContent).toBe('Swapped ETH → TUSDOct 15, 6:00 PM−1 ETH +3000 TUSD')
  })

  it('loads the next page by cursor with "Load more", appending to the groups', async () => {
    await openActivity((request: FakeRequest) =>
      request.query.cursor === 'page-2'
        ? { data: [swapped, lastYear] }
        : { data: [received, sent], next: 'page-2' },
    )
    expect(rows()).toHaveLength(2)
    expect(historyRequests()[0]?.query.cursor).toBeUndefined()
    await act(async () => fireEvent.click(ui().getByRole('button', { name: 'Load more' })))
    await settle()
    expect(historyRequests()[1]?.query.cursor).toBe('page-2')
    expect(rows()).toHaveLength(4)
    // The last page has no cursor: nothing more to load.
    expect(ui().queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('loads the next page by itself when the end of the list comes into sight', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly entry: (typeof observers)[number]
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback }
          observers.push(this.entry)
        }
        observe(target: Element) {
          this.entry.target = target
        }
        disconnect() {}
      },
    )
    await openActivity((request: FakeRequest) =>
      request.query.cursor ? { data: [lastYear] } : { data: [received], next: 'page-2' },
    )
    const watching = observers.at(-1)
    expect(watching?.target?.textContent).toBe('Load more')
    await act(async () =>
      watching?.callback(
        [{ isIntersecting: true, target: watching.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    )
    await settle()
    expect(historyRequests().map((request) => request.query.cursor)).toEqual([undefined, 'page-2'])
    expect(rows()).toHaveLength(2)
  })

  it('shows skeletons while the first page loads', async () => {
    let answer: (body: unknown) => void = () => {}
    await openActivity(() => new Promise((resolve) => (answer = resolve)))
    expect(ui().getByText('Loading activity')).toBeTruthy()
    await act(async () => answer({ data: [received] }))
    await settle()
    expect(ui().queryByText('Loading activity')).toBeNull()
    expect(rows()).toHaveLength(1)
  })

  it('says "No activity yet" when there is none', async () => {
    await openActivity({ data: [] })
    expect(ui().getByText('No activity yet')).toBeTruthy()
    expect(rows()).toHaveLength(0)
  })

  it('shows "Failed to fetch transactions" with a retry that loads the list', async () => {
    let fail = true
    await openActivity(() =>
      fail ? Response.json({ message: 'down' }, { status: 503 }) : { data: [received] },
    )
    // The view says it (the toast says it too, outside the dialog).
    const dialog = within(ui().getByRole('dialog'))
    expect(dialog.getByRole('alert').textContent).toBe('Failed to fetch transactions')
    expect(opened?.airlock.stores.toast.getState()).toMatchObject({
      variant: 'error',
      message: 'Failed to fetch transactions',
    })
    fail = false
    await act(async () => fireEvent.click(ui().getByRole('button', { name: 'Try again' })))
    await settle()
    expect(dialog.queryByRole('alert')).toBeNull()
    expect(rows()).toHaveLength(1)
  })

  it('says so when opened with the history feature off, and fetches nothing', async () => {
    opened = await openAccountModal({
      options: { features: { history: false } },
      view: 'Transactions',
    })
    expect(ui().getByText("Activity isn't available here.")).toBeTruthy()
    expect(historyRequests()).toEqual([])
  })
})
