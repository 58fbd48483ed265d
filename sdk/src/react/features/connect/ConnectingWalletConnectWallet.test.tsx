import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeWallet } from '../../../core/clients/walletApi/fakeWalletApi'
import type { AirlockInstance } from '../../../core/createAirlock'
import { settle } from '../../modal/accountModalHarness'
import type { TestModal } from '../../modal/modalHarness'
import { svgQrMatrix } from '../../testing/svgQrMatrix'
import { qrMatrix } from '../../ui/qrMatrix'
import { installConnectViewHarness, openConnect } from './connectViewHarness'

installConnectViewHarness()

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=2000000000`
const NEXT = URI.replace('a'.repeat(64), 'c'.repeat(64))
const WALLET = fakeWallet(7, {
  name: 'Phone Wallet',
  rdns: 'com.phone',
  mobile_link: 'phonewallet:',
  desktop_link: 'phonewalletdesktop://',
  webapp_link: null,
})
const WALLET_CONNECT = { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' }

function asPhone(mobile: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query === '(pointer: coarse)',
    media: query,
  }))
}

afterEach(() => vi.unstubAllGlobals())

/** Connect with WALLET featured, WalletConnect configured, its connect left waiting; clicks WALLET. */
async function pickWallet(): Promise<{
  airlock: AirlockInstance
  modal: TestModal
  connect: ReturnType<typeof vi.fn>
}> {
  const { airlock, modal } = await openConnect({
    catalog: { wallets: [WALLET], options: { featuredWalletIds: ['w7'] } },
    options: { walletConnect: WALLET_CONNECT },
  })
  // The pairing itself (sign-client over a relay) is the browser suite's: here it waits.
  const connect = vi.fn((_connectorId: string) => new Promise<void>(() => {}))
  airlock.connect = connect
  await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'Phone Wallet' })))
  return { airlock, modal, connect }
}

const showUri = (airlock: AirlockInstance, uri: string) =>
  act(async () => airlock.walletConnect?.setState({ uri: uri, expiresAt: 2_000_000_000_000 }))

describe('ConnectingWalletConnect for a catalogue wallet', () => {
  it('desktop: a featured wallet with no extension pairs through WalletConnect — its name as title, its icon in the QR code', async () => {
    asPhone(false)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { airlock, modal, connect } = await pickWallet()
    expect(airlock.stores.router.getState().view).toBe('ConnectingWalletConnect')
    expect(connect).toHaveBeenCalledWith('walletConnect')
    expect(modal.ui.getByRole('heading', { name: 'Phone Wallet' })).toBeTruthy()
    await showUri(airlock, URI)
    await settle()
    const qr = modal.ui.getByRole('img', { name: 'WalletConnect pairing QR code' })
    expect(svgQrMatrix(qr as unknown as SVGElement)).toEqual(qrMatrix(URI))
    // The wallet's catalogue image (its image_id, loaded by the catalogue) where WalletConnect's would be.
    const centre = modal.root.querySelector('.al-wc-qr-icon img')
    expect(centre?.getAttribute('src')).toMatch(/^blob:fake\//)
    expect(modal.ui.getByText('Scan this QR code with Phone Wallet')).toBeTruthy()
    // A phone wallet on desktop is scanned: nothing opens by itself; its desktop app is a click away.
    expect(open).not.toHaveBeenCalled()
    fireEvent.click(modal.ui.getByRole('button', { name: 'Open Phone Wallet' }))
    expect(open).toHaveBeenCalledWith(
      `phonewalletdesktop://wc?uri=${encodeURIComponent(URI)}`,
      '_self',
      undefined,
    )
    expect(airlock.walletConnect?.getState()).toMatchObject({
      chosen: { item: { id: 'w7' } },
      linked: true,
    })
  })

  it('mobile: the wallet’s app opens by deep link with the encoded URI, once — a replaced URI does not reopen it', async () => {
    asPhone(true)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { airlock, modal } = await pickWallet()
    expect(modal.ui.getByRole('heading', { name: 'Continue in Phone Wallet' })).toBeTruthy()
    expect(open).not.toHaveBeenCalled()
    await showUri(airlock, URI)
    expect(open).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith(
      `phonewallet://wc?uri=${encodeURIComponent(URI)}`,
      '_self',
      undefined,
    )
    expect(modal.ui.queryByRole('img', { name: 'WalletConnect pairing QR code' })).toBeNull()
    await showUri(airlock, NEXT)
    expect(open).toHaveBeenCalledTimes(1)
    // The button hands over the URI shown now.
    fireEvent.click(modal.ui.getByRole('button', { name: 'Open Phone Wallet' }))
    expect(open).toHaveBeenLastCalledWith(
      `phonewallet://wc?uri=${encodeURIComponent(NEXT)}`,
      '_self',
      undefined,
    )
    expect(airlock.walletConnect?.getState().linked).toBe(true)
  })

  it('the WalletConnect row afterwards is plain WalletConnect again (no wallet, nothing linked)', async () => {
    asPhone(false)
    const { airlock, modal } = await pickWallet()
    await act(async () => airlock.stores.router.getState().goBack())
    await act(async () => fireEvent.click(modal.ui.getByRole('button', { name: 'WalletConnect' })))
    expect(airlock.walletConnect?.getState()).toMatchObject({ chosen: undefined, linked: false })
    expect(modal.ui.getByRole('heading', { name: 'WalletConnect' })).toBeTruthy()
  })

  it('without WalletConnect configured, a catalogue wallet opens its link as before', async () => {
    asPhone(false)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { airlock, modal } = await openConnect({
      catalog: { wallets: [WALLET], options: { featuredWalletIds: ['w7'] } },
    })
    fireEvent.click(modal.ui.getByRole('button', { name: 'Phone Wallet' }))
    expect(open).toHaveBeenCalledWith('phonewalletdesktop://', '_self', undefined)
    expect(airlock.stores.router.getState().view).toBe('Connect')
  })
})
