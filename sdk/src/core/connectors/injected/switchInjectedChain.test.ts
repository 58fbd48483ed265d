import { describe, expect, it } from 'vitest'
import { localhost, localhost2 } from '../../networks/localhost'
import { createMockWallet, providerError } from '../../testing/mockWallet'
import {
  addEthereumChainParameter,
  isUnknownChainError,
  switchInjectedChain,
} from './switchInjectedChain'

const chain2 = {
  ...localhost2,
  blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:9000' } },
}

describe('switchInjectedChain', () => {
  it('switches with wallet_switchEthereumChain and a hex chain id', async () => {
    const wallet = createMockWallet()
    await switchInjectedChain(wallet.provider, localhost2)
    expect(wallet.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ])
  })

  it('on 4902 adds the chain with its parameters, then switches again', async () => {
    const wallet = createMockWallet()
    let known = false
    wallet.respond('wallet_switchEthereumChain', () => {
      if (!known) throw providerError(4902, 'Unrecognized chain ID')
      return null
    })
    wallet.respond('wallet_addEthereumChain', () => {
      known = true
      return null
    })
    await switchInjectedChain(wallet.provider, chain2)
    expect(wallet.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6a',
            chainName: 'Localhost 2',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: ['http://127.0.0.1:8546'],
            blockExplorerUrls: ['http://127.0.0.1:9000'],
          },
        ],
      },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ])
  })

  it('reads the 4902 a wallet wraps in data.originalError', async () => {
    const wrapped = providerError(-32603, 'Internal error', { originalError: { code: 4902 } })
    expect(isUnknownChainError(wrapped)).toBe(true)
    expect(isUnknownChainError(providerError(4902, 'x'))).toBe(true)
    expect(isUnknownChainError(providerError(4001, 'x'))).toBe(false)
    expect(isUnknownChainError(new Error('x'))).toBe(false)
    const wallet = createMockWallet()
    let first = true
    wallet.respond('wallet_switchEthereumChain', () => {
      if (first) {
        first = false
        throw wrapped
      }
      return null
    })
    await switchInjectedChain(wallet.provider, localhost2)
    expect(wallet.methods()).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })

  it('passes a rejection on as 4001 without adding anything', async () => {
    const wallet = createMockWallet()
    wallet.respond('wallet_switchEthereumChain', { error: providerError(4001, 'User rejected') })
    await expect(switchInjectedChain(wallet.provider, localhost2)).rejects.toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
    })
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain'])
  })

  it('passes a refused add on', async () => {
    const wallet = createMockWallet()
    wallet.respond('wallet_switchEthereumChain', { error: providerError(4902, 'Unknown') })
    wallet.respond('wallet_addEthereumChain', { error: providerError(4001, 'User rejected') })
    await expect(switchInjectedChain(wallet.provider, localhost2)).rejects.toMatchObject({
      rpcCode: 4001,
    })
  })
})

describe('addEthereumChainParameter', () => {
  it('leaves out explorers and icons that are not http(s) URLs', () => {
    expect(
      addEthereumChainParameter({ ...localhost, assets: { imageUrl: 'javascript:alert(1)' } }),
    ).toEqual({
      chainId: '0x7a69',
      chainName: 'Localhost',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8545'],
    })
  })
})
