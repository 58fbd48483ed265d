import { describe, expect, it, vi } from 'vitest'
import { createWalletStorage } from '../../connectors/walletStorage'
import { localhost } from '../../networks/localhost'
import { createAirlockStores } from '../../stores/airlockStores'
import { testSolana } from '../../testing/testNetworks'
import * as bitcoinChunk from './bitcoin/startBitcoinWalletSession'
import { type NamespaceCode, start } from './standardWallets.impl'
import type { StandardWalletsDeps } from './standardWalletsDeps'

function deps(overrides: Partial<StandardWalletsDeps> = {}): StandardWalletsDeps {
  const networks = [localhost, testSolana]
  return {
    stores: createAirlockStores(networks, {
      projectId: 'demo',
      metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
      secureSiteUrl: 'https://secure.example',
    }),
    networks,
    preferredAccountTypes: undefined,
    wallets: { getConnector: () => undefined },
    walletStorage: createWalletStorage(),
    events: { emit: vi.fn() },
    logger: { debug: vi.fn(), error: vi.fn() },
    ...overrides,
  }
}

describe('the Wallet Standard sessions: one namespace failing leaves the other going', () => {
  it('logs a namespace chunk that failed to load with its namespace, and is ready', async () => {
    const given = deps()
    const error = new Error('chunk failed')
    const code: NamespaceCode = [
      { status: 'rejected', reason: error },
      { status: 'fulfilled', value: false },
    ]
    const sessions = start(given, undefined, code)
    await expect(sessions.ready).resolves.toBeUndefined()
    expect(given.logger.error).toHaveBeenCalledWith('browser wallets failed to load', {
      error,
      namespace: 'solana',
    })
    expect(sessions.solana()).toBeUndefined()
    expect(sessions.rows([])).toEqual([])
    sessions.dispose()
  })

  it('logs a bad preferredAccountTypes with its exact message, and is ready', async () => {
    const given = deps({ preferredAccountTypes: { bip122: 'taproot' as 'payment' } })
    const code: NamespaceCode = [
      { status: 'fulfilled', value: false },
      { status: 'fulfilled', value: bitcoinChunk },
    ]
    const sessions = start(given, undefined, code)
    await expect(sessions.ready).resolves.toBeUndefined()
    expect(given.logger.error).toHaveBeenCalledWith('browser wallets failed to load', {
      error: expect.objectContaining({
        message: `preferredAccountTypes.bip122 must be 'payment' or 'ordinals', not "taproot"`,
      }),
      namespace: 'bip122',
    })
    expect(sessions.bitcoin()).toBeUndefined()
    sessions.dispose()
  })
})
