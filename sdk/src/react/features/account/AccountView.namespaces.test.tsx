import { act, fireEvent, within } from '@testing-library/react'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, fakeSolanaWallet } from '../../../core/connectors/solana/fakeStandardWallet'
import { localhost } from '../../../core/networks/localhost'
import { WALLET_ADDRESS } from '../../../core/testing/mockWallet'
import { testSolana } from '../../../core/testing/testNetworks'
import { type AccountModal, openAccountModal, settle } from '../../modal/accountModalHarness'

// Without a data API for Solana, its balance comes from the RPC: no node in jsdom.
vi.mock(
  '../../../core/features/balances/balancesFromRpc',
  () => import('../../testing/rpcBalancesDouble'),
)

const SOLANA_ID = 'wallet-standard:Fake Solana Wallet'
let opened: AccountModal | undefined
const cleanups: (() => void)[] = []

afterEach(() => {
  opened?.stop()
  opened = undefined
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

/** The Account view of a dapp with EVM and Solana networks, the EVM wallet connected. */
async function openEvmAndSolana() {
  const solana = fakeSolanaWallet({ chains: ['solana:mainnet'] })
  cleanups.push(getWallets().register(solana.wallet))
  opened = await openAccountModal({ options: { networks: [localhost, testSolana] } })
  await act(async () => {
    await opened?.airlock.ready
  })
  return opened
}

const ui = () => {
  if (!opened) throw new Error('not open')
  return opened.modal.ui
}
const switchGroup = () => within(ui().getByRole('group', { name: 'Namespace' }))
const pressed = () =>
  switchGroup()
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent)
const click = (name: string | RegExp) =>
  act(async () => fireEvent.click(ui().getByRole('button', { name })))
const address = () => ui().getByTestId('account-address').getAttribute('title')

async function connectSolana(airlock: AccountModal['airlock']) {
  await act(async () => airlock.connect(SOLANA_ID))
  await settle()
}

describe('Account view with EVM and Solana', () => {
  it('has no namespace switch for a dapp with one namespace', async () => {
    opened = await openAccountModal()
    expect(ui().queryByRole('group', { name: 'Namespace' })).toBeNull()
  })

  it('shows the active namespace; one without a wallet opens Connect', async () => {
    const { airlock } = await openEvmAndSolana()
    expect(pressed()).toEqual(['EVM'])
    expect(switchGroup().getByRole('button', { name: /^Solana/ }).textContent).toBe(
      'Solana (not connected)',
    )
    await click(/^Solana/)
    expect(airlock.stores.router.getState().view).toBe('Connect')
    expect(airlock.getState().activeNamespace).toBe('eip155')
  })

  it('switches namespace: the other account shown, the send state reset, SWITCH_NETWORK reported', async () => {
    const { airlock } = await openEvmAndSolana()
    await connectSolana(airlock)
    expect(pressed()).toEqual(['Solana'])
    expect(address()).toBe(FAKE_ADDRESS)
    const events: string[] = []
    airlock.subscribeEvents((event) => events.push(event.type))
    airlock.send.store.getState().setTokenAmount('2')

    await click('EVM')
    await settle()
    expect(pressed()).toEqual(['EVM'])
    expect(address()).toBe(WALLET_ADDRESS)
    expect(events).toContain('SWITCH_NETWORK')
    expect(airlock.send.store.getState().sendTokenAmount).toBeUndefined()
    expect(airlock.getAccount('solana')?.address).toBe(FAKE_ADDRESS)
  })

  it('"Disconnect" with both connected disconnects the namespace shown and stays open on the other', async () => {
    const { airlock } = await openEvmAndSolana()
    await connectSolana(airlock)
    await click('Disconnect')
    await settle()
    expect(airlock.getState()).toMatchObject({
      open: true,
      view: 'Account',
      status: 'connected',
      activeNamespace: 'eip155',
    })
    expect(airlock.getAccount('solana')?.address).toBeUndefined()
    expect(address()).toBe(WALLET_ADDRESS)
    expect(pressed()).toEqual(['EVM'])
  })
})
