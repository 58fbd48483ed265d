import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../../core/createAirlock'
import { localhost, localhost2 } from '../../../core/networks/localhost'
import { startTestAirlock } from '../../../core/testing/airlockHarness'
import { createMockWallet, type MockWallet, providerError } from '../../../core/testing/mockWallet'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../../modal/modalHarness'

// Account's balances (instance.balances, over the RPC here): no RPC node in jsdom.
vi.mock(
  '../../../core/features/balances/balancesFromRpc',
  () => import('../../testing/rpcBalancesDouble'),
)

let airlock: AirlockInstance
let modal: TestModal
let mock: MockWallet
let stopAnnouncing: () => void

const LEAD =
  'This app doesn’t support your current network. Switch to an available option to continue.'
const list = () => within(modal.ui.getByRole('list', { name: 'Networks' }))
const view = () => airlock.stores.router.getState().view

// The wallet sits on Ethereum mainnet (1); the dapp asks for the two local chains.
beforeEach(async () => {
  mock = createMockWallet({ rdns: 'dev.airlock.testwallet', chainId: 1 })
  stopAnnouncing = mock.announce()
  airlock = startTestAirlock({ networks: [localhost, localhost2] })
  modal = await mountTestModal(airlock)
  await act(async () => {
    airlock.open()
    await airlock.connect('dev.airlock.testwallet')
  })
  await tick()
  mock.calls.length = 0
})

afterEach(() => {
  stopAnnouncing()
  stopTestModal(modal, airlock)
})

describe('UnsupportedChain view', () => {
  it('opens on connect with the explanation, the network list and Disconnect', () => {
    expect(airlock.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    expect(modal.ui.getByRole('heading', { name: 'Switch Network' })).toBeTruthy()
    expect(modal.ui.getByText(LEAD)).toBeTruthy()
    expect(list().getByRole('button', { name: 'Localhost' })).toBeTruthy()
    expect(list().getByRole('button', { name: 'Localhost 2' })).toBeTruthy()
    // The wallet's network is not one of them: nothing is marked active.
    expect(
      modal.ui.getByRole('list', { name: 'Networks' }).querySelector('[aria-current]'),
    ).toBeNull()
    expect(modal.ui.getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    expect(modal.ui.queryByRole('button', { name: 'Back' })).toBeNull()
    expect(modal.root.activeElement).toBe(list().getByRole('button', { name: 'Localhost' }))
  })

  it('switching to a requested network gives way to Account', async () => {
    await act(async () => fireEvent.click(list().getByRole('button', { name: 'Localhost 2' })))
    await tick()
    expect(mock.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ])
    expect(view()).toBe('Account')
    expect(modal.ui.getByRole('button', { name: 'Network: Localhost 2' })).toBeTruthy()
  })

  it('gives way when the wallet moves to a requested network by itself', async () => {
    await act(async () => mock.emit('chainChanged', '0x7a69'))
    await tick()
    expect(view()).toBe('Account')
    expect(modal.ui.getByRole('button', { name: 'Network: Localhost' })).toBeTruthy()
  })

  it('a refused switch shows its message and the view stays', async () => {
    mock.respond('wallet_switchEthereumChain', { error: providerError(4001, 'User rejected') })
    await act(async () => fireEvent.click(list().getByRole('button', { name: 'Localhost' })))
    await tick()
    expect(modal.ui.getByRole('alert').textContent).toBe('User rejected the request')
    expect(view()).toBe('UnsupportedChain')
  })

  it('can still be closed (SPEC §2 closing rules unchanged)', async () => {
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Close' })))
    expect(airlock.getState().open).toBe(false)
  })

  it('Disconnect ends the connection and closes; the next open shows Connect', async () => {
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Disconnect' })))
    await tick()
    expect(airlock.getState()).toMatchObject({ status: 'disconnected', open: false })
    expect(mock.methods()).toContain('wallet_revokePermissions')
    await act(async () => airlock.open())
    expect(view()).toBe('Connect')
  })
})
