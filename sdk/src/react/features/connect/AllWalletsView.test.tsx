import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeWallet, fakeWallets } from '../../../core/clients/walletApi/fakeWalletApi'
import type { AirlockInstance } from '../../../core/createAirlock'
import { startTestAirlock } from '../../../core/testing/airlockHarness'
import { createMockWallet } from '../../../core/testing/mockWallet'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../../modal/modalHarness'
import { attachFakeCatalog, type CatalogHarnessOptions } from './walletCatalogHarness'

let airlock: AirlockInstance
let modal: TestModal
const stops: (() => void)[] = []

beforeAll(() => import('../../../core/features/browserWallets/browserWallets.impl'))

/** Fake catalogue requests answer on a 0 ms timer, then load their icons. */
const settle = async () => {
  for (let step = 0; step < 3; step++) await tick(1)
}

async function openAllWallets(wallets = fakeWallets(560), options: CatalogHarnessOptions = {}) {
  airlock = startTestAirlock()
  const api = attachFakeCatalog(airlock, wallets, options)
  modal = await mountTestModal(airlock)
  await act(async () => airlock.open({ view: 'AllWallets' }))
  await settle()
  return api
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.restoreAllMocks()
  stopTestModal(modal, airlock)
})

const list = (): HTMLElement => modal.ui.getByRole('list', { name: 'All wallets' })
const rows = () => [...list().querySelectorAll<HTMLElement>('li[data-index]')]
const buttons = () => rows().map((row) => row.querySelector('button') as HTMLButtonElement)
const search = () => modal.ui.getByRole('searchbox', { name: 'Search wallet' }) as HTMLInputElement
const viewport = () => list().parentElement as HTMLElement
const scrollTo = (top: number) =>
  act(async () => {
    fireEvent.scroll(viewport(), { target: { scrollTop: top } })
  })
const pages = (api: Awaited<ReturnType<typeof openAllWallets>>) =>
  api.calls.filter((call) => call.entries === 40).map((call) => call.page)

describe('AllWallets view: the list', () => {
  it('is titled "All Wallets", focuses the search field and loads the first page', async () => {
    const api = await openAllWallets()
    expect(modal.ui.getByRole('heading', { name: 'All Wallets' })).toBeTruthy()
    expect(modal.root.activeElement).toBe(search())
    expect(pages(api)).toEqual([1])
    expect(buttons()[0]?.textContent).toBe('Wallet 1')
  })

  it('renders only the rows in view of 560, each row knowing its place in the whole', async () => {
    await openAllWallets()
    const rendered = rows()
    // 420 px of 60 px rows = 7 visible, plus 4 overscan below.
    expect(rendered.length).toBe(12)
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('560')
    expect(rendered[0]?.getAttribute('aria-posinset')).toBe('1')
    // The spacer is as tall as all 560 rows, so the scrollbar is right from the start.
    expect(list().style.height).toBe(`${560 * 60}px`)
  })

  it('shows other rows as it scrolls, and fetches the next page as the end nears', async () => {
    const api = await openAllWallets()
    // 4 recommended + 40 of page 1 are in; nothing fetched while the end is far.
    await scrollTo(20 * 60)
    expect(buttons()[0]?.textContent).toBe('Wallet 17')
    expect(rows().length).toBeLessThanOrEqual(16)
    expect(pages(api)).toEqual([1])
    await scrollTo(30 * 60)
    expect(pages(api)).toEqual([1, 2])
    await settle()
    await scrollTo(70 * 60)
    await settle()
    expect(pages(api)).toEqual([1, 2, 3])
    expect(modal.ui.getByRole('button', { name: 'Wallet 71' })).toBeTruthy()
  })

  it('shows placeholders, not wallets, for rows whose page is not in yet', async () => {
    await openAllWallets(fakeWallets(560), { delayMs: (p) => (p.page > 1 ? 5_000 : 0) })
    await scrollTo(45 * 60)
    const placeholders = list().querySelectorAll('li[aria-hidden="true"]')
    expect(placeholders.length).toBeGreaterThan(0)
    // Recommended (4) and page 1 (40) are in; every row past them is a placeholder.
    expect(rows().every((row) => Number(row.dataset.index) < 44)).toBe(true)
  })

  it('says what failed and retries the page', async () => {
    let failing = true
    const api = await openAllWallets(fakeWallets(100), { fail: () => failing })
    expect(modal.ui.getByRole('alert').textContent).toBe('Something went wrong')
    failing = false
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Try again' })))
    await settle()
    expect(modal.ui.queryByRole('alert')).toBeNull()
    expect(buttons()[0]?.textContent).toBe('Wallet 1')
    expect(api.calls.length).toBeGreaterThan(2)
  })
})

describe('AllWallets view: keyboard', () => {
  it('moves focus with Up/Down/Home/End, scrolling the row into view', async () => {
    await openAllWallets(fakeWallets(40))
    const first = buttons()[0]
    first?.focus()
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' })
    expect(modal.root.activeElement?.textContent).toBe('Wallet 2')
    fireEvent.keyDown(modal.root.activeElement as HTMLElement, { key: 'ArrowUp' })
    fireEvent.keyDown(modal.root.activeElement as HTMLElement, { key: 'ArrowUp' })
    expect(modal.root.activeElement?.textContent).toBe('Wallet 1')
    await act(async () => {
      fireEvent.keyDown(modal.root.activeElement as HTMLElement, { key: 'End' })
    })
    expect(modal.root.activeElement?.textContent).toBe('Wallet 40')
    expect(viewport().scrollTop).toBe(40 * 60 - 420)
    await act(async () => {
      fireEvent.keyDown(modal.root.activeElement as HTMLElement, { key: 'Home' })
    })
    expect(modal.root.activeElement?.textContent).toBe('Wallet 1')
    expect(viewport().scrollTop).toBe(0)
  })

  it('keeps the focused row mounted when it scrolls out of view', async () => {
    await openAllWallets()
    buttons()[0]?.focus()
    await act(async () => {
      fireEvent.focus(buttons()[0] as HTMLElement)
    })
    await scrollTo(30 * 60)
    expect(modal.root.activeElement?.textContent).toBe('Wallet 1')
    expect(rows()[0]?.dataset.index).toBe('0')
  })
})

describe('AllWallets view: search', () => {
  const type = (value: string) =>
    act(async () => {
      fireEvent.change(search(), { target: { value } })
    })
  const searches = (api: Awaited<ReturnType<typeof openAllWallets>>) =>
    api.calls.flatMap((call) => call.search ?? [])

  it('waits 300 ms after the last keystroke, shows progress meanwhile, then the results', async () => {
    const api = await openAllWallets()
    await type('Wallet 12')
    await type('Wallet 123')
    expect(modal.ui.getByRole('status').textContent).toBe('Searching wallets')
    await tick(299)
    expect(searches(api)).toEqual([])
    await tick(1)
    await settle()
    expect(searches(api)).toEqual(['Wallet 123'])
    expect(buttons().map((button) => button.textContent)).toEqual(['Wallet 123'])
  })

  it('says "No Wallet found" when nothing matches', async () => {
    await openAllWallets()
    await type('nothing like it')
    await tick(300)
    await settle()
    expect(modal.ui.getByText('No Wallet found')).toBeTruthy()
    expect(modal.ui.queryByRole('list', { name: 'All wallets' })).toBeNull()
  })

  it('shows the search’s error', async () => {
    await openAllWallets(fakeWallets(50), { fail: (p) => p.search !== undefined })
    await type('Wallet')
    await tick(300)
    await settle()
    expect(modal.ui.getByRole('alert').textContent).toBe('Something went wrong')
  })

  it('finds a wallet installed here, which the catalogue leaves out, first and at once', async () => {
    const mock = createMockWallet({ name: 'Airlock Test Wallet', rdns: 'com.wallet7' })
    stops.push(mock.announce())
    const api = await openAllWallets(fakeWallets(20))
    await type('wallet')
    expect(buttons().map((button) => button.textContent)).toEqual(['Airlock Test Wallet Installed'])
    expect(modal.ui.getByRole('status').textContent).toBe('Searching wallets')
    await tick(300)
    await settle()
    const names = buttons().map((button) => button.textContent)
    expect(names[0]).toBe('Airlock Test Wallet Installed')
    // The catalogue's own entry for it (same rdns) is not listed twice.
    expect(names).not.toContain('Wallet 7')
    // 19 found by the catalogue (Wallet 7 is the installed one) + the installed one.
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('20')
    expect(searches(api)).toEqual(['wallet'])
  })

  it('clearing the field shows the whole list again', async () => {
    await openAllWallets()
    await type('Wallet 5')
    await tick(300)
    await settle()
    await type('')
    expect(buttons()[0]?.textContent).toBe('Wallet 1')
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('560')
  })
})

describe('AllWallets view: opening a wallet', () => {
  it('a wallet installed here connects (ConnectingExternal)', async () => {
    const mock = createMockWallet({ name: 'Wallet Three', rdns: 'com.wallet3' })
    stops.push(mock.announce())
    mock.respond('eth_requestAccounts', () => new Promise(() => {}))
    await openAllWallets(fakeWallets(10), { installedWallets: 'flag' })
    const row = modal.ui.getByRole('button', { name: 'Wallet 3 Installed' })
    const connect = vi.spyOn(airlock, 'connect')
    await act(async () => fireEvent.click(row))
    expect(airlock.stores.router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connectorId: 'com.wallet3' },
    })
    expect(connect).toHaveBeenCalledWith('com.wallet3')
  })

  it('any other opens its link for the platform', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await openAllWallets([fakeWallet(1, { webapp_link: 'https://web.one.example' })])
    fireEvent.click(modal.ui.getByRole('button', { name: 'Wallet 1' }))
    expect(open).toHaveBeenCalledWith('https://web.one.example/', '_blank', 'noopener,noreferrer')
  })
})
