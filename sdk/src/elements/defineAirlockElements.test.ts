import { act, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../core/createAirlock'
import { createTestAirlock } from '../core/testing/airlockHarness'
import { rpcBalances } from '../react/testing/rpcBalancesDouble'
import { defineAirlockElements } from './defineAirlockElements'

// The account button's balance read (instance.balances, over the RPC here): no RPC node in jsdom.
vi.mock('../core/features/balances/balancesFromRpc', async () => {
  const double = await import('../react/testing/rpcBalancesDouble')
  double.nativeOnly('3')
  return double
})

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
// A page defines the tags once, for one instance: so does this file.
let airlock: AirlockInstance

// The modal and the balance reader are lazy chunks: load them once up front, as a page's first use would.
beforeAll(
  () =>
    Promise.all([import('../react/mountModal'), import('../core/features/balances/balances.impl')]),
  30_000,
)

beforeAll(() => {
  airlock = createTestAirlock()
  defineAirlockElements(airlock)
})

afterAll(() => airlock.destroy())

afterEach(async () => {
  document.body.innerHTML = ''
  await act(async () => {
    airlock.close({ force: true })
    airlock.stores.chains.getState().resetAccount('eip155')
    airlock.stores.connection.getState().reset()
  })
})

/** Adds `html` to the page and lets React render the elements. */
async function place(html: string): Promise<HTMLElement> {
  const wrapper = document.createElement('div')
  await act(async () => {
    wrapper.innerHTML = html
    document.body.append(wrapper)
  })
  const element = wrapper.firstElementChild
  if (!(element instanceof HTMLElement)) throw new Error('nothing placed')
  return element
}

const shadowOf = (element: HTMLElement) => {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no shadow root`)
  return element.shadowRoot
}
const ui = (element: HTMLElement) => within(shadowOf(element) as unknown as HTMLElement)

async function connect(): Promise<void> {
  await act(async () => {
    airlock.stores.connection.getState().connected({
      // A browser wallet's: the embedded one would ask its frame (none here) about asset discovery.
      connectorId: 'dev.airlock.testwallet',
      namespace: 'eip155',
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
    })
    airlock.stores.chains.getState().setAccount('eip155', {
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      status: 'connected',
    })
    await vi.dynamicImportSettled()
  })
}

describe('<airlock-button>', () => {
  it('renders the connect button in its own open shadow root, with the button styles', async () => {
    const element = await place('<airlock-button></airlock-button>')
    expect(shadowOf(element).querySelector('style')?.textContent).toContain('.al-btn-connect')
    ui(element).getByRole('button', { name: 'Connect Wallet' })
    expect(element.textContent).toBe('')
  })

  it('follows its label attribute', async () => {
    const element = await place('<airlock-button label="Sign in"></airlock-button>')
    ui(element).getByRole('button', { name: 'Sign in' })
    await act(async () => element.setAttribute('label', 'Log in'))
    ui(element).getByRole('button', { name: 'Log in' })
    await act(async () => element.removeAttribute('label'))
    ui(element).getByRole('button', { name: 'Connect Wallet' })
  })

  it('opens the modal of its instance, loaded on the first click', async () => {
    const element = await place('<airlock-button></airlock-button>')
    await act(async () => ui(element).getByRole('button').click())
    expect(airlock.getState().open).toBe(true)
    await waitFor(() => expect(document.querySelector('[data-airlock-modal]')).not.toBeNull())
  })

  it('becomes the account button once connected; balance="hide" hides the balance', async () => {
    const shown = await place('<airlock-button></airlock-button>')
    const hidden = await place('<airlock-button balance="hide"></airlock-button>')
    await connect()
    expect(ui(shown).getByRole('button').textContent).toBe('3.000 ETH0x7099…dc79c8')
    expect(ui(hidden).getByRole('button').textContent).toBe('0x7099…dc79c8')
    await act(async () => hidden.setAttribute('balance', 'show'))
    await act(() => vi.dynamicImportSettled())
    expect(ui(hidden).getByRole('button').textContent).toBe('3.000 ETH0x7099…dc79c8')
    expect(rpcBalances.read).toHaveBeenCalled()
  })

  it('unmounts when removed from the page, and keeps its button when moved', async () => {
    const element = await place('<airlock-button></airlock-button>')
    const button = ui(element).getByRole('button')
    await act(async () => document.body.append(element))
    expect(ui(element).getByRole('button')).toBe(button)

    await act(async () => element.remove())
    expect(shadowOf(element).querySelector('button')).toBeNull()
    // Nothing of it follows the store any more; back in the page, it renders afresh.
    await act(async () => airlock.stores.connection.getState().startConnecting())
    await act(async () => document.body.append(element))
    ui(element).getByRole('button', { name: 'Connecting…' })
    expect(shadowOf(element).querySelectorAll('button')).toHaveLength(1)
  })
})

describe('<airlock-account-button> and <airlock-network-button>', () => {
  it('show the account once connected, and the active network', async () => {
    const account = await place('<airlock-account-button balance="hide"></airlock-account-button>')
    const network = await place('<airlock-network-button></airlock-network-button>')
    expect(shadowOf(account).querySelector('button')).toBeNull()
    ui(network).getByRole('button', { name: 'Localhost' })
    await connect()
    expect(ui(account).getByRole('button').textContent).toBe('0x7099…dc79c8')
    await act(async () => ui(network).getByRole('button').click())
    expect(airlock.getState().view).toBe('Networks')
  })
})

describe('defineAirlockElements', () => {
  it('is safe to call again; another instance keeps the first definitions, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const defined = customElements.get('airlock-button')
    defineAirlockElements(airlock)
    expect(warn).not.toHaveBeenCalled()
    const other = createTestAirlock()
    defineAirlockElements(other)
    expect(customElements.get('airlock-button')).toBe(defined)
    expect(warn).toHaveBeenCalledWith(
      '[airlock] <airlock-button> is already defined for another instance; keeping it',
    )
    other.destroy()
    warn.mockRestore()
  })
})
