import { describe, expect, it } from 'vitest'
import { fakeWallets } from '../../../core/clients/walletApi/fakeWalletApi'
import { tick } from '../../modal/modalHarness'
import {
  email,
  installConnectViewHarness,
  openConnect,
  rowNames,
  TEST_WALLET,
} from './connectViewHarness'

installConnectViewHarness()

/** The Connect view's sections in order (email form, dividers, wallets, socials, footnote). */
const sectionsOf = (root: ShadowRoot) =>
  [...(root.querySelector('.al-connect')?.children ?? [])].map((child) => child.className)
const placeholders = (root: ShadowRoot) => root.querySelectorAll('.al-wallet-placeholder').length

/** Opens Connect with a catalogue answering after 500 ms: the first frame is before the wallets. */
async function openBeforeTheWallets(
  wallets: NonNullable<Parameters<typeof openConnect>[0]>['wallets'] = [],
) {
  const opened = await openConnect({
    wallets,
    catalog: { wallets: fakeWallets(12), options: { delayMs: () => 500 } },
  })
  const arrive = async () => {
    await tick(600)
    await tick(1)
  }
  return { ...opened, arrive }
}

describe('Connect view: its first frame is its layout (issue 24 §4)', () => {
  it('keeps the email field the same, untouched node when the wallets arrive', async () => {
    const { arrive } = await openBeforeTheWallets()
    const field = email()
    const touched: string[] = []
    new MutationObserver((records) => {
      for (const record of records) touched.push(record.attributeName ?? record.type)
    }).observe(field, { attributes: true })
    await arrive()
    expect(rowNames()).toEqual(['Wallet 1', 'Wallet 2', 'Wallet 3', 'Wallet 4'])
    expect(email()).toBe(field)
    // React rewrites an input's name and type whenever it re-renders it.
    expect(touched).toEqual([])
  })

  it.each([
    ['none installed', []],
    ['an extension installed', [TEST_WALLET]],
  ])('keeps its sections and their order when the wallets arrive (%s)', async (_case, wallets) => {
    const { modal, arrive } = await openBeforeTheWallets(wallets)
    const first = sectionsOf(modal.root)
    expect(first).toContain('al-wallets')
    // The recommended rows' place is held, and the way to all wallets is there already.
    expect(placeholders(modal.root)).toBe(4)
    expect(modal.ui.getByRole('button', { name: 'All Wallets' })).toBeTruthy()
    const allWallets = modal.ui.getByRole('button', { name: 'All Wallets' })
    await arrive()
    expect(sectionsOf(modal.root)).toEqual(first)
    expect(placeholders(modal.root)).toBe(0)
    expect(modal.ui.getByRole('button', { name: 'All Wallets' })).toBe(allWallets)
  })

  it('holds no place without a wallet API (nothing will arrive)', async () => {
    const { modal } = await openConnect({ wallets: [TEST_WALLET] })
    expect(placeholders(modal.root)).toBe(0)
    expect(modal.ui.queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })
})
