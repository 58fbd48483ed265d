import { describe, expect, it } from 'vitest'
import { createWalletDiscovery } from '../injected/eip6963'
import { createWalletConnectConnector } from './walletConnectConnector'
import { withWalletConnect } from './withWalletConnect'

const connector = () =>
  createWalletConnectConnector({
    walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' },
    metadata: { name: 'd', description: 'd', url: 'http://127.0.0.1', icons: [] },
    networks: [],
    storagePrefix: 'test',
  })

describe('withWalletConnect', () => {
  it('lists WalletConnect first, finds it by id, and keeps the list identity while nothing changes', () => {
    const walletConnect = connector()
    const wallets = withWalletConnect(createWalletDiscovery(null), walletConnect)
    const first = wallets.getConnectors()
    expect(first.map((entry) => entry.id)).toEqual(['walletConnect'])
    expect(wallets.getConnectors()).toBe(first)
    expect(wallets.getConnector('walletConnect')).toBe(walletConnect)
    expect(walletConnect.type).toBe('WALLET_CONNECT')
    wallets.destroy()
  })

  it('loads no WalletConnect code until the provider is asked something', async () => {
    const walletConnect = connector()
    const calls: unknown[] = []
    walletConnect.provider.on('chainChanged', (chainId) => calls.push(chainId))
    // Subscribing and destroying never start the client (no socket, no storage).
    await walletConnect.destroy()
    expect(calls).toEqual([])
  })
})
