import { describe, expect, it } from 'vitest'
import { fakeWallet } from '../../clients/walletApi/fakeWalletApi'
import { createInjectedConnector } from '../../connectors/injected/injectedConnector'
import type { InjectedProvider } from '../../connectors/injected/injectedProvider'
import type { WalletConnectConnector } from '../../connectors/walletConnect/walletConnectConnector'
import { createWalletConnectStore } from '../../connectors/walletConnect/walletConnectState'
import { connectionReport } from './connectionReport'

const provider = {} as InjectedProvider

function walletConnect(): WalletConnectConnector {
  return {
    ...createInjectedConnector({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      imageUrl: undefined,
      info: { rdns: undefined, uuid: undefined },
      provider,
    }),
    store: createWalletConnectStore(),
    destroy: async () => {},
  }
}

describe('connectionReport: CONNECT_SUCCESS and the recent wallet of a new connection', () => {
  it('a browser wallet: method browser, remembered as itself', () => {
    const connector = createInjectedConnector({
      id: 'io.rabby',
      name: 'Rabby',
      type: 'ANNOUNCED',
      imageUrl: undefined,
      info: { rdns: 'io.rabby', uuid: 'u' },
      provider,
    })
    expect(connectionReport(connector)).toEqual({
      success: { method: 'browser', name: 'Rabby' },
      recent: { id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' },
    })
  })

  it('WalletConnect by QR code from the plain row: qrcode, the paired wallet’s name, the row remembered', () => {
    const connector = walletConnect()
    connector.store.setState({ walletName: 'Airlock Test Wallet' })
    expect(connectionReport(connector)).toEqual({
      success: { method: 'qrcode', name: 'Airlock Test Wallet' },
      recent: { id: 'walletConnect', name: 'WalletConnect', rdns: undefined },
    })
  })

  it('WalletConnect for a picked wallet opened by link: mobile, and the wallet remembered with its entry', () => {
    const connector = walletConnect()
    const item = fakeWallet(7, { name: 'Phone Wallet' })
    connector.store.setState({ chosen: { item, imageUrl: undefined }, linked: true })
    connector.store.setState({ walletName: 'Phone Wallet (its own metadata)' })
    expect(connectionReport(connector)).toEqual({
      success: { method: 'mobile', name: 'Phone Wallet' },
      recent: { id: 'w7', name: 'Phone Wallet', rdns: 'com.wallet7', item, imageUrl: undefined },
    })
    connector.store.setState({ chosen: { item }, linked: false })
    expect(connectionReport(connector).success.method).toBe('qrcode')
  })
})
