import { describe, expect, it } from 'vitest'
import { createMockWallet, WALLET_ADDRESS } from '../../testing/mockWallet'
import { GOLD, installBalancesHarness, JUNK, setupBalances, TUSD } from './balancesHarness'

installBalancesHarness()

describe('balances from the wallet (wallet_getAssets)', () => {
  it('asks the wallet only when it reports asset discovery for the chain', async () => {
    const wallet = createMockWallet()
    wallet.respond('wallet_getCapabilities', {
      result: { '0x7a69': { assetDiscovery: { supported: true } } },
    })
    wallet.respond('wallet_getAssets', {
      result: {
        '0x7a69': [
          { address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE' },
          {
            address: TUSD,
            balance: '0x1312d00',
            type: 'ERC20',
            metadata: { name: 'Test USD', symbol: 'TUSD', decimals: 6, price: 1, value: 20 },
          },
          { address: JUNK, balance: '0x1', type: 'ERC20', metadata: { symbol: 'J', decimals: 0 } },
          { address: GOLD, balance: '0x1', type: 'ERC721', metadata: { symbol: 'NFT' } },
        ],
      },
    })
    const { balances, connect, server } = setupBalances({ wallet })
    connect()
    const listed = await balances.fetch()
    expect(listed).toEqual([
      expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } }),
      expect.objectContaining({
        symbol: 'TUSD',
        address: `eip155:31337:${TUSD}`,
        quantity: { decimals: '6', numeric: '20' },
        value: 20,
      }),
    ])
    expect(balances.store.getState().source).toBe('wallet')
    expect(server.requests).toHaveLength(0)
    expect(wallet.calls.find((call) => call.method === 'wallet_getAssets')?.params).toEqual([
      { account: WALLET_ADDRESS, chainFilter: ['0x7a69'] },
    ])
  })

  it('never calls wallet_getAssets when the wallet does not report it', async () => {
    const wallet = createMockWallet()
    const { balances, connect } = setupBalances({ wallet })
    connect()
    await balances.fetch()
    await balances.fetch({ forceUpdate: true })
    expect(wallet.methods()).toEqual(['wallet_getCapabilities'])
    expect(balances.store.getState().source).toBe('api')
  })
})
