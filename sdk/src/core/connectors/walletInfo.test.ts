import { describe, expect, it } from 'vitest'
import type { ConnectorInfo } from '../stores/connectionStore'
import { AUTH_CONNECTOR_ID } from './auth/authConnector'
import { EMBEDDED_WALLET_INFO, walletInfoOf } from './walletInfo'

const rabby: ConnectorInfo = {
  id: 'io.rabby',
  name: 'Rabby Wallet',
  type: 'ANNOUNCED',
  chains: ['eip155'],
  imageUrl: 'data:image/svg+xml,<svg/>',
  rdns: 'io.rabby',
}

describe('walletInfoOf', () => {
  it('names a browser wallet by its announcement', () => {
    expect(walletInfoOf('io.rabby', [rabby])).toEqual({
      name: 'Rabby Wallet',
      icon: 'data:image/svg+xml,<svg/>',
      type: 'ANNOUNCED',
    })
  })

  it('names the embedded wallet without any connector listed', () => {
    expect(walletInfoOf(AUTH_CONNECTOR_ID, [])).toBe(EMBEDDED_WALLET_INFO)
  })

  it('knows nothing of no connector or one no longer listed', () => {
    expect(walletInfoOf(undefined, [rabby])).toBeUndefined()
    expect(walletInfoOf('io.metamask', [rabby])).toBeUndefined()
  })
})
