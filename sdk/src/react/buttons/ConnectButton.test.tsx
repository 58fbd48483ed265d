import { act, cleanup, fireEvent } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../core/createAirlock'
import { signIn, startTestAirlock, stopTestAirlock } from '../../core/testing/airlockHarness'
import { TEST_ADDRESS } from '../../core/testing/fakeFrame'
import { prefetchModal } from '../loadModal'
import { embeddedCapabilities } from '../testing/embeddedCapabilities'
import { renderScopedButton } from './buttonHarness'
import { ConnectButton } from './ConnectButton'

vi.mock('../loadModal', async (original) => ({
  ...(await original<typeof import('../loadModal')>()),
  prefetchModal: vi.fn(),
}))
// The account button's balance read (instance.balances, over the RPC here): no RPC node in jsdom.
vi.mock('../../core/features/balances/balancesFromRpc', async () => {
  const double = await import('../testing/rpcBalancesDouble')
  double.nativeOnly('2')
  return double
})

let airlock: AirlockInstance

// The balances code is a lazy chunk: load it once up front, as a page's first use would.
beforeAll(() => import('../../core/features/balances/balances.impl'), 30_000)

beforeEach(() => {
  airlock = startTestAirlock()
})

afterEach(() => {
  cleanup()
  vi.mocked(prefetchModal).mockClear()
  stopTestAirlock(airlock)
})

const renderButton = (props: Parameters<typeof ConnectButton>[0] = {}) =>
  renderScopedButton(airlock, <ConnectButton {...props} />)

describe('ConnectButton', () => {
  it('renders in its own open shadow root with its styles and the theme variables', () => {
    const { host, shadow, ui } = renderButton()
    expect(host?.textContent).toBe('')
    expect(shadow.querySelector('style')?.textContent).toContain('.al-btn-connect')
    ui.getByRole('button', { name: 'Connect Wallet' })
    const root = shadow.querySelector<HTMLElement>('.al-btn-root')
    expect(root?.dataset.theme).toBe('light')
    act(() => airlock.setThemeMode('dark'))
    expect(root?.dataset.theme).toBe('dark')
    expect(root?.style.getPropertyValue('--al-bg')).toBe('#141414')
  })

  it('opens the modal on click and prefetches it on hover and focus', () => {
    const { ui } = renderButton({ label: 'Sign in' })
    const button = ui.getByRole('button', { name: 'Sign in' })
    fireEvent.pointerEnter(button)
    fireEvent.focus(button)
    expect(prefetchModal).toHaveBeenCalledTimes(2)
    act(() => button.click())
    expect(airlock.getState()).toMatchObject({ open: true, view: 'Connect' })
  })

  it("says 'Connecting…' while connecting, then becomes the account button", async () => {
    const { ui } = renderButton()
    act(() => airlock.stores.connection.getState().startConnecting())
    const busy = ui.getByRole('button', { name: 'Connecting…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    act(() => airlock.stores.connection.getState().connectFailed('User rejected the request.'))
    ui.getByRole('button', { name: 'Connect Wallet' })

    await act(async () => {
      await signIn(airlock, embeddedCapabilities)
    })
    const account = ui.getByRole('button', { name: new RegExp(TEST_ADDRESS.slice(0, 6)) })
    expect(account.title).toBe(TEST_ADDRESS)
    expect(account.textContent).toContain(`${TEST_ADDRESS.slice(0, 6)}…${TEST_ADDRESS.slice(-6)}`)
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    expect(account.textContent).toContain('2.000 ETH')
  })

  it("hides the account's balance on balance='hide'", async () => {
    const { ui } = renderButton({ balance: 'hide' })
    await act(async () => {
      await signIn(airlock, embeddedCapabilities)
      await vi.dynamicImportSettled()
    })
    expect(ui.getByRole('button').textContent).not.toContain('ETH')
  })
})
