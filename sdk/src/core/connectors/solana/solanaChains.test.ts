import { describe, expect, it } from 'vitest'
import { isSameSolanaChain, SOLANA_CHAINS, siwsChainId, walletSolanaChainFor } from './solanaChains'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const TESTNET = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
const LOCAL = 'solana:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbr'
const PHANTOM = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet']

describe('Solana chain ids: CAIP-2 and the Wallet Standard names', () => {
  it('names mainnet, devnet and testnet by genesis hash', () => {
    expect(SOLANA_CHAINS).toEqual({
      [MAINNET]: 'solana:mainnet',
      [DEVNET]: 'solana:devnet',
      [TESTNET]: 'solana:testnet',
    })
  })

  it('answers the name a wallet that lists the standard names uses', () => {
    expect(walletSolanaChainFor(MAINNET, PHANTOM)).toBe('solana:mainnet')
    expect(walletSolanaChainFor(DEVNET, PHANTOM)).toBe('solana:devnet')
    expect(walletSolanaChainFor(TESTNET, PHANTOM)).toBe('solana:testnet')
  })

  it('answers the CAIP-2 id to a wallet that lists that, and the standard name where it lists both', () => {
    expect(walletSolanaChainFor(MAINNET, [MAINNET])).toBe(MAINNET)
    expect(walletSolanaChainFor(MAINNET, [MAINNET, 'solana:mainnet'])).toBe('solana:mainnet')
  })

  it('answers nothing for a public cluster the wallet does not list, even with localnet', () => {
    expect(walletSolanaChainFor(TESTNET, ['solana:mainnet', 'solana:localnet'])).toBeUndefined()
    expect(walletSolanaChainFor(MAINNET, [DEVNET])).toBeUndefined()
  })

  it('takes any other cluster as the wallet’s localnet, only where it lists it', () => {
    expect(walletSolanaChainFor(LOCAL, PHANTOM)).toBe('solana:localnet')
    expect(walletSolanaChainFor(LOCAL, ['solana:mainnet', 'solana:devnet'])).toBeUndefined()
    expect(walletSolanaChainFor(LOCAL, [LOCAL, 'solana:localnet'])).toBe(LOCAL)
  })

  it('says whether a chain as a wallet wrote it (SIWS, sessions) is the network’s', () => {
    expect(isSameSolanaChain(MAINNET, MAINNET)).toBe(true)
    expect(isSameSolanaChain('solana:mainnet', MAINNET)).toBe(true)
    expect(isSameSolanaChain('mainnet', MAINNET)).toBe(true)
    expect(isSameSolanaChain('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', MAINNET)).toBe(true)
    expect(isSameSolanaChain('solana:devnet', MAINNET)).toBe(false)
    expect(isSameSolanaChain('solana:localnet', MAINNET)).toBe(false)
    expect(isSameSolanaChain('localnet', LOCAL)).toBe(true)
    expect(isSameSolanaChain('solana:localnet', LOCAL)).toBe(true)
    expect(isSameSolanaChain('solana:mainnet', LOCAL)).toBe(false)
    expect(isSameSolanaChain(DEVNET, LOCAL)).toBe(false)
  })

  it('writes the local cluster as SIWS’s `localnet`, other names as listed', () => {
    expect(siwsChainId('solana:localnet')).toBe('localnet')
    expect(siwsChainId('solana:mainnet')).toBe('solana:mainnet')
    expect(siwsChainId(MAINNET)).toBe(MAINNET)
  })
})
