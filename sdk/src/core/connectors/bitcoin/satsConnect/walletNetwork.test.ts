import { describe, expect, it } from 'vitest'
import { networkMismatch, satsConnectNetworkOf } from './walletNetwork'

describe("a sats-connect wallet's network against the dapp's", () => {
  it("names each Wallet Standard chain as sats-connect's BitcoinNetworkType does", () => {
    expect(satsConnectNetworkOf('bitcoin:mainnet')).toBe('Mainnet')
    expect(satsConnectNetworkOf('bitcoin:testnet4')).toBe('Testnet4')
    expect(satsConnectNetworkOf('bitcoin:regtest')).toBe('Regtest')
    expect(satsConnectNetworkOf('solana:mainnet')).toBeUndefined()
  })

  it('refuses mainnet against a test network, either way, with the exact message', () => {
    expect(networkMismatch('Xverse', 'Mainnet', 'bitcoin:regtest')).toBe(
      'Xverse is on Bitcoin Mainnet; this site uses Bitcoin Regtest. Switch networks in Xverse.',
    )
    expect(networkMismatch('Unisat', 'Signet', 'bitcoin:mainnet')).toBe(
      'Unisat is on Bitcoin Signet; this site uses Bitcoin Mainnet. Switch networks in Unisat.',
    )
    expect(networkMismatch('Unisat', 'FRACTAL_BITCOIN_MAINNET', 'bitcoin:mainnet')).toBe(
      'Unisat is on Bitcoin FRACTAL_BITCOIN_MAINNET; this site uses Bitcoin Mainnet. Switch networks in Unisat.',
    )
    // A network it cannot name is not taken for a test network either.
    expect(networkMismatch('Unisat', 'FRACTAL_BITCOIN_MAINNET', 'bitcoin:regtest')).toBe(
      'Unisat is on Bitcoin FRACTAL_BITCOIN_MAINNET; this site uses Bitcoin Regtest. Switch networks in Unisat.',
    )
  })

  it('lets the same network, another test network, or a chain it cannot name through', () => {
    expect(networkMismatch('Xverse', 'Mainnet', 'bitcoin:mainnet')).toBeUndefined()
    expect(networkMismatch('Unisat', 'Testnet', 'bitcoin:regtest')).toBeUndefined()
    expect(networkMismatch('Xverse', 'Mainnet', 'bitcoin:unknown')).toBeUndefined()
  })
})
