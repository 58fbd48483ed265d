import { describe, expect, it } from 'vitest'
import { fakeBitcoinWallet } from './bitcoinWallet.fake'
import { toBitcoinWalletConnector } from './bitcoinWalletConnector'

describe('toBitcoinWalletConnector', () => {
  it('lists a wallet with a Bitcoin chain, bitcoin:connect and a way to sign', () => {
    const { wallet } = fakeBitcoinWallet()
    expect(toBitcoinWalletConnector(wallet)).toMatchObject({
      id: 'bitcoin-standard:Fake Bitcoin Wallet',
      name: 'Fake Bitcoin Wallet',
      type: 'ANNOUNCED',
      chain: 'bip122',
      chains: ['bitcoin:regtest'],
      imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
  })

  it('takes CAIP-2 chain ids as well as the Wallet Standard names', () => {
    const { wallet } = fakeBitcoinWallet({ chains: ['bip122:000000000019d6689c085ae165831e93'] })
    expect(toBitcoinWalletConnector(wallet)?.chains).toEqual([
      'bip122:000000000019d6689c085ae165831e93',
    ])
  })

  it('leaves out wallets without a Bitcoin chain, without bitcoin:connect, or that cannot sign', () => {
    expect(toBitcoinWalletConnector(fakeBitcoinWallet({ chains: ['solana:mainnet'] }).wallet)).toBe(
      undefined,
    )
    const noConnect = fakeBitcoinWallet({ features: ['standard:connect', 'bitcoin:signMessage'] })
    expect(toBitcoinWalletConnector(noConnect.wallet)).toBeUndefined()
    const noSigning = fakeBitcoinWallet({ features: ['bitcoin:connect', 'standard:events'] })
    expect(toBitcoinWalletConnector(noSigning.wallet)).toBeUndefined()
    expect(toBitcoinWalletConnector(fakeBitcoinWallet({ name: '  ' }).wallet)).toBeUndefined()
  })

  it('does not take a Solana-only wallet, and its id never collides with a Solana row', () => {
    const both = fakeBitcoinWallet({ chains: ['bitcoin:mainnet', 'solana:mainnet'] })
    const connector = toBitcoinWalletConnector(both.wallet)
    expect(connector?.chains).toEqual(['bitcoin:mainnet'])
    expect(connector?.id.startsWith('wallet-standard:')).toBe(false)
  })
})
