import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../../core/createAirlock'
import { createDefaultSiwx } from '../../../core/siwx/defaultSiwx'
import { startTestAirlock } from '../../../core/testing/airlockHarness'
import { createMockWallet, type MockWallet, providerError } from '../../../core/testing/mockWallet'
import { mountTestModal, stopTestModal, type TestModal, tick } from '../../modal/modalHarness'

const RDNS = 'dev.airlock.testwallet'

let airlock: AirlockInstance
let modal: TestModal
let wallet: MockWallet
let stopAnnouncing: () => void

beforeAll(() => import('../../../core/features/browserWallets/browserWallets.impl'))

async function start(overrides: Parameters<typeof startTestAirlock>[0] = {}) {
  wallet = createMockWallet({ name: 'Airlock Test Wallet', rdns: RDNS })
  stopAnnouncing = wallet.announce()
  airlock = startTestAirlock(overrides)
  modal = await mountTestModal(airlock)
}

/** Opens Connect and picks the test wallet, as a user would. */
async function pickWallet(): Promise<void> {
  await act(async () => airlock.open())
  await act(async () => {
    fireEvent.click(modal.ui.getByRole('button', { name: /^Airlock Test Wallet/ }))
  })
  await tick()
}

/** Leaves eth_requestAccounts waiting; returns the approve. */
function holdRequest(): () => void {
  let approve: () => void = () => {}
  wallet.respond(
    'eth_requestAccounts',
    () =>
      new Promise((resolve) => {
        approve = () => {
          wallet.state.granted = true
          resolve([...wallet.state.accounts])
        }
      }),
  )
  return () => approve()
}

const approveNormally = () =>
  wallet.respond('eth_requestAccounts', () => {
    wallet.state.granted = true
    return [...wallet.state.accounts]
  })

afterEach(() => {
  stopAnnouncing()
  vi.restoreAllMocks()
  stopTestModal(modal, airlock)
})

describe('ConnectingExternal view', () => {
  it('is titled with the wallet’s name and says to continue there while it waits', async () => {
    await start()
    const approve = holdRequest()
    await pickWallet()
    expect(modal.ui.getByRole('dialog').getAttribute('aria-labelledby')).toBe(
      modal.ui.getByRole('heading', { name: 'Airlock Test Wallet' }).id,
    )
    expect(modal.ui.getByText('Continue in Airlock Test Wallet')).toBeTruthy()
    expect(modal.ui.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(airlock.stores.connection.getState().status).toBe('connecting')
    await act(async () => approve())
    await tick()
    expect(airlock.getState()).toMatchObject({ view: 'Account' })
    expect(airlock.stores.connection.getState().status).toBe('connected')
  })

  it('decline → "Connection declined" → Try again connects', async () => {
    await start()
    wallet.respond('eth_requestAccounts', {
      error: providerError(4001, 'User rejected the request.'),
    })
    await pickWallet()
    expect(modal.ui.getByRole('alert').textContent).toContain('Connection declined')
    // SPEC §4: nothing was connected, so the status is back to disconnected.
    expect(airlock.stores.connection.getState().status).toBe('disconnected')
    approveNormally()
    const connect = vi.spyOn(airlock, 'connect')
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Try again' })))
    await act(async () => {
      await connect.mock.results[0]?.value
    })
    expect(connect).toHaveBeenCalledWith(RDNS)
    expect(airlock.getState()).toMatchObject({ view: 'Account' })
    expect(airlock.getAccount('eip155')?.connectorId).toBe(RDNS)
  })

  it('Try again keeps focus in the view while the new request waits', async () => {
    await start()
    wallet.respond('eth_requestAccounts', { error: providerError(4001, 'User rejected') })
    await pickWallet()
    holdRequest()
    const button = modal.ui.getByRole('button', { name: 'Try again' })
    button.focus()
    await act(async () => fireEvent.click(button))
    expect(modal.ui.getByText('Continue in Airlock Test Wallet')).toBeTruthy()
    expect(modal.root.activeElement?.className).toBe('al-connecting-text')
  })

  it('another failure shows the wallet’s message and Try again', async () => {
    await start()
    wallet.respond('eth_requestAccounts', {
      error: providerError(-32603, 'Internal JSON-RPC error.'),
    })
    await pickWallet()
    expect(modal.ui.getByRole('alert').textContent).toBe('Internal JSON-RPC error.')
    expect(modal.ui.queryByText('Connection declined')).toBeNull()
    expect(modal.ui.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('a request the wallet already holds (-32002) says to finish it in the wallet, with Try again', async () => {
    await start()
    wallet.respond('eth_requestAccounts', {
      error: providerError(-32002, 'Request of type wallet_requestPermissions already pending'),
    })
    await pickWallet()
    expect(modal.ui.getByRole('alert').textContent).toBe(
      'The wallet already has a request from this site open: finish it in the wallet, then try again.',
    )
    expect(modal.ui.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('a failed connect while another wallet is connected leaves that connection current', async () => {
    await start()
    await act(async () => airlock.connect(RDNS))
    wallet.respond('eth_requestAccounts', { error: providerError(4001, 'User rejected') })
    await act(async () => airlock.open({ view: 'ConnectingExternal', data: { connectorId: RDNS } }))
    await tick()
    expect(modal.ui.getByRole('alert').textContent).toContain('Connection declined')
    expect(airlock.stores.connection.getState().status).toBe('connected')
  })

  it('a wallet that is not in the page: "Provider not found"', async () => {
    await start()
    await act(async () =>
      airlock.open({ view: 'ConnectingExternal', data: { connectorId: 'io.unknown' } }),
    )
    await tick()
    expect(modal.ui.getByRole('alert').textContent).toBe('Provider not found')
  })

  it('goes on to sign-in when it applies (SIWX)', async () => {
    await start({ siwx: createDefaultSiwx() })
    await pickWallet()
    // The sign-in chunk is preloaded at start when SIWX is configured; it may land after the
    // connect, and then takes the connection it finds (signIn.impl's start).
    await vi.waitFor(() => expect(airlock.getState().view).toBe('SIWXSignMessage'))
  })
})
