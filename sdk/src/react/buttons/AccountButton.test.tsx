import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../../core/clients/blockchainApi/types'
import type { AirlockInstance } from '../../core/createAirlock'
import { localhost, localhost2 } from '../../core/networks/localhost'
import { startTestAirlock, stopTestAirlock } from '../../core/testing/airlockHarness'
import { nativeBalance, nativeOnly, rpcBalances } from '../testing/rpcBalancesDouble'
import { AccountButton } from './AccountButton'
import { renderScopedButton } from './buttonHarness'

// No data API configured: instance.balances reads the RPC, which jsdom does not have.
vi.mock(
  '../../core/features/balances/balancesFromRpc',
  () => import('../testing/rpcBalancesDouble'),
)

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
let airlock: AirlockInstance

// The balances code is a lazy chunk: load it once up front, as a page's first use would.
beforeAll(() => import('../../core/features/balances/balances.impl'), 30_000)

beforeEach(() => {
  airlock = startTestAirlock({ networks: [localhost, localhost2] })
  nativeOnly('1.234567')
})

afterEach(() => {
  cleanup()
  rpcBalances.read.mockReset()
  stopTestAirlock(airlock)
})

function connect(address = ADDRESS) {
  act(() =>
    airlock.stores.chains.getState().setAccount('eip155', {
      address,
      caipAddress: `eip155:31337:${address}`,
      status: 'connected',
    }),
  )
}

const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled()
  })

describe('AccountButton', () => {
  it('shows nothing until an account is connected', () => {
    const { shadow } = renderScopedButton(airlock, <AccountButton />)
    expect(shadow.querySelector('button')).toBeNull()
  })

  it('shows the avatar, the balance of the active network and the address cut to 4…6', async () => {
    const { ui, shadow } = renderScopedButton(airlock, <AccountButton />)
    connect()
    await settle()
    const button = ui.getByRole('button')
    expect(shadow.querySelector('.al-btn-avatar')).not.toBeNull()
    expect(button.textContent).toBe('1.234 ETH0x7099…dc79c8')
    expect(button.title).toBe(ADDRESS)

    // Another network: the old figure goes at once, the new one follows when read.
    let answer: (balances: TokenBalance[]) => void = () => {}
    rpcBalances.read.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    await act(() => airlock.switchNetwork(localhost2))
    await settle()
    expect(button.textContent).toBe('0x7099…dc79c8')
    await act(async () => answer([nativeBalance(localhost2, '0.5')]))
    expect(button.textContent).toBe('0.500 ETH0x7099…dc79c8')
    expect(rpcBalances.read).toHaveBeenLastCalledWith(localhost2, ADDRESS, [])
  })

  it('shows no balance when reading it fails (the core reports it), nor when told to hide it', async () => {
    rpcBalances.read.mockRejectedValue(new Error('offline'))
    const { ui } = renderScopedButton(airlock, <AccountButton />)
    connect()
    await settle()
    expect(ui.getByRole('button').textContent).toBe('0x7099…dc79c8')
    expect(airlock.stores.toast.getState()).toMatchObject({
      open: true,
      message: 'Token Balance Unavailable',
    })
    cleanup()
    rpcBalances.read.mockClear()

    const hidden = renderScopedButton(airlock, <AccountButton balance="hide" />)
    await settle()
    expect(hidden.ui.getByRole('button').textContent).toBe('0x7099…dc79c8')
    expect(rpcBalances.read).not.toHaveBeenCalled()
  })

  it('shares the fetch with the Account view through instance.balances', async () => {
    renderScopedButton(airlock, <AccountButton />)
    renderScopedButton(airlock, <AccountButton />)
    connect()
    await settle()
    expect(rpcBalances.read).toHaveBeenCalledTimes(1)
    expect(airlock.balances.store.getState()).toMatchObject({ status: 'loaded', source: 'rpc' })
  })

  it('opens the modal on the Account view', () => {
    const { ui } = renderScopedButton(airlock, <AccountButton balance="hide" />)
    act(() =>
      airlock.stores.connection.getState().connected({
        connectorId: 'AUTH',
        namespace: 'eip155',
        address: ADDRESS,
        caipAddress: `eip155:31337:${ADDRESS}`,
      }),
    )
    connect()
    act(() => ui.getByRole('button').click())
    expect(airlock.getState()).toMatchObject({ open: true, view: 'Account' })
  })
})
