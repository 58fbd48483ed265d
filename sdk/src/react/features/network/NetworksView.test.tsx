import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance, CreateAirlockOptions } from '../../../core/createAirlock'
import { localhost, localhost2 } from '../../../core/networks/localhost'
import type { CaipNetwork } from '../../../core/networks/types'
import { signIn, startTestAirlock } from '../../../core/testing/airlockHarness'
import type { FakeHandlers } from '../../../core/testing/fakeFrame'
import {
  createMockWallet,
  type MockWallet,
  providerError,
  WALLET_ADDRESS,
} from '../../../core/testing/mockWallet'
import { testSolana } from '../../../core/testing/testNetworks'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../../modal/modalHarness'
import { rpcBalances } from '../../testing/rpcBalancesDouble'

// Account's balances (instance.balances, over the RPC here): no RPC node in jsdom.
vi.mock(
  '../../../core/features/balances/balancesFromRpc',
  () => import('../../testing/rpcBalancesDouble'),
)

const solana: CaipNetwork = {
  ...testSolana,
  assets: { imageUrl: 'https://images.example/solana.png' },
}

/** The fake secure site moving the embedded wallet to the chain asked for, or refusing. */
const frameSwitches: FakeHandlers = {
  SWITCH_NETWORK: (payload) => ({ success: { chainId: (payload as { chainId: number }).chainId } }),
}
const frameRefuses: FakeHandlers = { SWITCH_NETWORK: { error: 'Unsupported chain' } }

let airlock: AirlockInstance
let modal: TestModal
let mock: MockWallet
let stopAnnouncing: (() => void) | undefined

afterEach(() => {
  stopAnnouncing?.()
  stopAnnouncing = undefined
  stopTestModal(modal, airlock)
  rpcBalances.read.mockClear()
})

/** A browser wallet connected on 31337, the modal on Account. */
async function onAccount(overrides: Partial<CreateAirlockOptions> = {}) {
  mock = createMockWallet({ rdns: 'dev.airlock.testwallet' })
  stopAnnouncing = mock.announce()
  airlock = startTestAirlock({ networks: [localhost, localhost2], ...overrides })
  await airlock.connect('dev.airlock.testwallet')
  modal = await mountTestModal(airlock)
  await act(async () => airlock.open())
  await tick()
  // Account's own questions to the wallet (asset discovery, for its balances) are not these tests'.
  await act(() => vi.dynamicImportSettled())
  mock.calls.length = 0
}

/** From Account through its network button, as a user gets there. */
async function openNetworks() {
  await act(async () =>
    fireEvent.click(modal.ui.getByRole('button', { name: 'Network: Localhost' })),
  )
  await tick()
}

const list = () => within(modal.ui.getByRole('list', { name: 'Networks' }))
/** The wallet calls of a switch: Account asking about asset discovery on the new network is not one. */
const switchCalls = () => mock.calls.filter((call) => call.method !== 'wallet_getCapabilities')
const row = (name: string) => list().getByRole('button', { name })
const view = () => airlock.stores.router.getState().view
/** The rows' names in order (each row's accessible name is checked exactly by `row`). */
const names = (rows: HTMLElement[]) =>
  rows.map((button) => button.querySelector('.al-network-name')?.textContent)

describe('Networks view', () => {
  it('lists the requested networks under "Choose Network", the active one marked and focused', async () => {
    await onAccount()
    await openNetworks()
    expect(view()).toBe('Networks')
    expect(modal.ui.getByRole('heading', { name: 'Choose Network' })).toBeTruthy()
    expect(names(list().getAllByRole('button'))).toEqual(['Localhost', 'Localhost 2'])
    expect(row('Localhost').getAttribute('aria-current')).toBe('true')
    expect(row('Localhost 2').hasAttribute('aria-current')).toBe(false)
    expect(modal.root.activeElement).toBe(row('Localhost'))
  })

  it('switches through the wallet and returns to Account', async () => {
    await onAccount()
    await openNetworks()
    await act(async () => fireEvent.click(row('Localhost 2')))
    await tick()
    expect(switchCalls()).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ])
    expect(view()).toBe('Account')
    expect(modal.ui.getByRole('button', { name: 'Network: Localhost 2' })).toBeTruthy()
    expect(airlock.getState().caipAddress).toBe(`eip155:31338:${WALLET_ADDRESS}`)
  })

  it('adds the chain when the wallet does not know it (4902), then switches', async () => {
    await onAccount()
    let added = false
    mock.respond('wallet_switchEthereumChain', (params) => {
      if (!added) throw providerError(4902, 'Unrecognized chain ID "0x7a6a".')
      mock.emit('chainChanged', (params as [{ chainId: string }])[0].chainId)
      return null
    })
    mock.respond('wallet_addEthereumChain', () => {
      added = true
      return null
    })
    await openNetworks()
    await act(async () => fireEvent.click(row('Localhost 2')))
    await tick()
    expect(switchCalls().map((call) => call.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(switchCalls()[1]?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Localhost 2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8546'],
      },
    ])
    expect(view()).toBe('Account')
    expect(airlock.getState().caipNetwork).toBe(localhost2)
  })

  it("shows the wallet's rejection, stays on the view and keeps the network", async () => {
    await onAccount()
    mock.respond('wallet_switchEthereumChain', { error: providerError(4001, 'User rejected') })
    await openNetworks()
    await act(async () => fireEvent.click(row('Localhost 2')))
    await tick()
    expect(view()).toBe('Networks')
    expect(modal.ui.getByRole('alert').textContent).toBe('User rejected the request')
    expect(row('Localhost 2').hasAttribute('aria-busy')).toBe(false)
    expect(row('Localhost').getAttribute('aria-current')).toBe('true')
    expect(airlock.getState().caipNetwork).toBe(localhost)
  })

  it("shows any other failure's own message, and clears it on the next try", async () => {
    await onAccount()
    mock.respond('wallet_switchEthereumChain', {
      error: providerError(-32603, 'Chain is not supported'),
    })
    await openNetworks()
    await act(async () => fireEvent.click(row('Localhost 2')))
    await tick()
    expect(modal.ui.getByRole('alert').textContent).toBe('Chain is not supported')
    mock.respond('wallet_switchEthereumChain', { result: null })
    await act(async () => fireEvent.click(row('Localhost 2')))
    await tick()
    expect(modal.ui.queryByRole('alert')).toBeNull()
    expect(view()).toBe('Account')
  })

  it('shows the chosen row as loading while the wallet decides, ignoring other choices meanwhile', async () => {
    await onAccount({
      networks: [
        localhost,
        localhost2,
        { ...localhost2, id: 31339, name: 'Third', caipNetworkId: 'eip155:31339' },
      ],
    })
    let answer: (value: null) => void = () => {}
    mock.respond('wallet_switchEthereumChain', () => new Promise((resolve) => (answer = resolve)))
    await openNetworks()
    await act(async () => fireEvent.click(row('Localhost 2')))
    await tick()
    expect(row('Localhost 2').getAttribute('aria-busy')).toBe('true')
    await act(async () => fireEvent.click(row('Third')))
    expect(mock.methods()).toEqual(['wallet_switchEthereumChain'])
    answer(null)
    await tick()
    expect(view()).toBe('Account')
    expect(airlock.getState().caipNetwork).toBe(localhost2)
  })

  it('does nothing when the active network is chosen', async () => {
    await onAccount()
    const switching = vi.spyOn(airlock, 'switchNetwork')
    await openNetworks()
    await act(async () => fireEvent.click(row('Localhost')))
    await tick()
    expect(switching).not.toHaveBeenCalled()
    expect(mock.calls).toEqual([])
    expect(view()).toBe('Networks')
  })

  it('moves focus with Up, Down, Home and End, stopping at the ends', async () => {
    await onAccount({
      networks: [
        localhost,
        localhost2,
        { ...localhost2, id: 31339, name: 'Third', caipNetworkId: 'eip155:31339' },
      ],
    })
    await openNetworks()
    const focused = () => names([modal.root.activeElement as HTMLElement])[0]
    const press = (key: string) => fireEvent.keyDown(modal.root.activeElement as Element, { key })
    expect(focused()).toBe('Localhost')
    press('ArrowDown')
    expect(focused()).toBe('Localhost 2')
    press('End')
    expect(focused()).toBe('Third')
    press('ArrowDown')
    expect(focused()).toBe('Third')
    press('ArrowUp')
    expect(focused()).toBe('Localhost 2')
    press('Home')
    expect(focused()).toBe('Localhost')
    press('ArrowUp')
    expect(focused()).toBe('Localhost')
  })

  it('switches the embedded wallet through the frame (SWITCH_NETWORK)', async () => {
    airlock = startTestAirlock({ networks: [localhost, localhost2] })
    const frame = await signIn(airlock, frameSwitches)
    modal = await mountTestModal(airlock)
    await act(async () => airlock.open())
    await tick()
    await openNetworks()
    await act(async () => fireEvent.click(row('Localhost 2')))
    await tick()
    expect(frame.last('SWITCH_NETWORK')?.payload).toMatchObject({ chainId: 31338 })
    expect(view()).toBe('Account')
    expect(modal.ui.getByRole('button', { name: 'Network: Localhost 2' })).toBeTruthy()
  })

  it("shows the frame's error when the embedded wallet cannot switch", async () => {
    airlock = startTestAirlock({ networks: [localhost, localhost2] })
    await signIn(airlock, frameRefuses)
    modal = await mountTestModal(airlock)
    await act(async () => airlock.open())
    await tick()
    await openNetworks()
    await act(async () => fireEvent.click(row('Localhost 2')))
    await tick()
    expect(modal.ui.getByRole('alert').textContent).toBe('Unsupported chain')
    expect(view()).toBe('Networks')
  })

  it('groups the namespaces the dapp configured, the active one first, with network images', async () => {
    airlock = startTestAirlock({
      networks: [solana, localhost, localhost2],
      defaultNetwork: localhost,
    })
    modal = await mountTestModal(airlock)
    await act(async () => airlock.open({ view: 'Networks' }))
    await tick()
    const outer = modal.ui.getByRole('list', { name: 'Networks' })
    expect(within(outer).getByRole('list', { name: 'EVM' })).toBeTruthy()
    expect(
      names(within(within(outer).getByRole('list', { name: 'Solana' })).getAllByRole('button')),
    ).toEqual(['Solana'])
    expect(names(within(outer).getAllByRole('button'))).toEqual([
      'Localhost',
      'Localhost 2',
      'Solana',
    ])
    expect(row('Solana').querySelector('img')?.getAttribute('src')).toBe(
      'https://images.example/solana.png',
    )
    expect(within(row('Localhost')).getByTestId('network-badge').dataset.initials).toBe('L')
    expect(within(row('Localhost 2')).getByTestId('network-badge').dataset.initials).toBe('L2')
    // An image that fails to load gives way to the generated badge.
    const image = row('Solana').querySelector('img') as HTMLImageElement
    await act(async () => fireEvent.error(image))
    expect(within(row('Solana')).getByTestId('network-badge').dataset.initials).toBe('S')
  })

  it('opened on its own with nothing connected, a choice switches and closes', async () => {
    airlock = startTestAirlock({ networks: [localhost, localhost2] })
    modal = await mountTestModal(airlock)
    await act(async () => airlock.open({ view: 'Networks' }))
    await tick()
    await act(async () => fireEvent.click(row('Localhost 2')))
    await tick()
    expect(airlock.getState()).toMatchObject({ open: false, caipNetwork: localhost2 })
  })

  it('with enableNetworkSwitch off, lists the networks but cannot switch', async () => {
    await onAccount({ enableNetworkSwitch: false })
    expect(modal.ui.queryByRole('button', { name: /^Network:/ })).toBeNull()
    expect(modal.ui.getByText('Localhost')).toBeTruthy()
    await act(async () => airlock.open({ view: 'Networks' }))
    await tick()
    expect(row('Localhost 2').getAttribute('aria-disabled')).toBe('true')
    expect(modal.ui.getByText('Network switching is turned off for this app.')).toBeTruthy()
    await act(async () => fireEvent.click(row('Localhost 2')))
    await tick()
    expect(mock.calls).toEqual([])
    expect(airlock.getState().caipNetwork).toBe(localhost)
  })
})
