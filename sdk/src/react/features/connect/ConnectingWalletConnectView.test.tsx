import { UserRejectedError } from '@airlock/protocol'
import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../../../core/createAirlock'
import { startTestAirlock } from '../../../core/testing/airlockHarness'
import { settle } from '../../modal/accountModalHarness'
import { mountTestModal, stopTestModal, type TestModal } from '../../modal/modalHarness'
import { svgQrMatrix } from '../../testing/svgQrMatrix'
import { qrMatrix } from '../../ui/qrMatrix'

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=2000000000`
const writeText = vi.fn(async (_text: string) => {})

let airlock: AirlockInstance
let modal: TestModal
let connect: ReturnType<typeof vi.fn<(connectorId: string) => Promise<void>>>

beforeEach(async () => {
  writeText.mockClear()
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  airlock = startTestAirlock({
    basic: true,
    walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' },
  })
  // The connect itself (sign-client over the relay) is the browser suite's: here it waits.
  connect = vi.fn((_connectorId: string) => new Promise<void>(() => {}))
  airlock.connect = connect
  modal = await mountTestModal(airlock)
})

afterEach(() => stopTestModal(modal, airlock))

/** The drawn modules (the test decoder stops below the URI's version 10: the browser suite reads it). */
const drawn = () =>
  svgQrMatrix(
    modal.ui.getByRole('img', { name: 'WalletConnect pairing QR code' }) as unknown as SVGElement,
  )

describe('ConnectingWalletConnect view', () => {
  it('a WalletConnect-only dapp opens on it: it connects, draws the URI as a QR code, and follows a new URI', async () => {
    await act(async () => airlock.open())
    expect(connect).toHaveBeenCalledWith('walletConnect')
    expect(modal.ui.getByText('Preparing the QR code')).toBeTruthy()
    await act(async () =>
      airlock.walletConnect?.setState({ uri: URI, expiresAt: 2_000_000_000_000 }),
    )
    await settle()
    expect(drawn()).toEqual(qrMatrix(URI))
    const next = URI.replace('a'.repeat(64), 'c'.repeat(64))
    await act(async () =>
      airlock.walletConnect?.setState({ uri: next, expiresAt: 2_000_000_000_000 }),
    )
    await settle()
    expect(drawn()).toEqual(qrMatrix(next))
    expect(drawn()).not.toEqual(qrMatrix(URI))
  })

  it('"Copy link" copies the pairing URI', async () => {
    await act(async () => airlock.open())
    await act(async () =>
      airlock.walletConnect?.setState({ uri: URI, expiresAt: 2_000_000_000_000 }),
    )
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Copy link' })))
    expect(writeText).toHaveBeenCalledWith(URI)
  })

  it('opened for a request, says "Continue in <wallet>" and does not pair', async () => {
    await act(async () => {
      airlock.walletConnect?.setState({ walletName: 'Test Wallet' })
      airlock.walletConnect?.setState({ pendingRequest: 'personal_sign' })
      airlock.open({ view: 'ConnectingWalletConnect', data: { method: 'personal_sign' } })
    })
    expect(modal.ui.getByRole('heading', { name: 'Continue in Test Wallet' })).toBeTruthy()
    expect(modal.ui.getByText('Accept the request in the wallet')).toBeTruthy()
    expect(modal.ui.queryByRole('img', { name: 'WalletConnect pairing QR code' })).toBeNull()
    expect(connect).not.toHaveBeenCalled()
  })

  it('a declined proposal says "Connection declined" and Try again connects again', async () => {
    connect.mockImplementationOnce(() => Promise.reject(new UserRejectedError('USER_REJECTED')))
    await act(async () => airlock.open())
    await settle()
    expect(modal.ui.getByRole('alert').textContent).toContain('Connection declined')
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Try again' })))
    expect(connect).toHaveBeenCalledTimes(2)
  })
})
