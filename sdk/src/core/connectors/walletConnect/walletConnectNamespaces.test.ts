import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../networks/types'
import { evmAccountsOf, proposalNamespaces, solanaAccountsOf } from './walletConnectNamespaces'

const network = (chainNamespace: string, id: number | string) =>
  ({ chainNamespace, id, caipNetworkId: `${chainNamespace}:${id}` }) as unknown as CaipNetwork

describe('proposalNamespaces', () => {
  it('asks eip155 for the EVM networks with the SPEC §3 methods and events', () => {
    const namespaces = proposalNamespaces([network('eip155', 1), network('eip155', 10)])
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:1', 'eip155:10'],
      methods: [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ],
      events: ['accountsChanged', 'chainChanged'],
    })
  })

  it('adds solana only when the dapp has Solana networks', () => {
    const namespaces = proposalNamespaces([
      network('eip155', 1),
      network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    ])
    expect(namespaces.solana?.chains).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    expect(namespaces.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ])
  })
})

describe('evmAccountsOf', () => {
  it('reads eip155 accounts and skips others and malformed ones', () => {
    const address = '0x1111111111111111111111111111111111111111'
    expect(
      evmAccountsOf([
        `eip155:1:${address}`,
        'solana:abc:xyz',
        'eip155:x:0x1',
        `eip155:10:${address}`,
      ]),
    ).toEqual([
      { chainId: 1, address },
      { chainId: 10, address },
    ])
  })
})

describe('solanaAccountsOf', () => {
  it('reads solana accounts (CAIP-10) and skips others and malformed ones', () => {
    const address = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(
      solanaAccountsOf([
        `${mainnet}:${address}`,
        `eip155:1:0x1111111111111111111111111111111111111111`,
        `${mainnet}:0OIl${address.slice(4)}`,
        `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpX:${address}`,
        `${mainnet}:${address}:extra`,
        'solana::',
      ]),
    ).toEqual([{ caipNetworkId: mainnet, address, sessionChain: mainnet }])
  })

  it('reads the legacy mainnet and devnet ids some wallets still approve as today’s, keeping what to ask with', () => {
    const address = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
    expect(
      solanaAccountsOf([
        `solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ:${address}`,
        `solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K:${address}`,
        `solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z:${address}`,
      ]),
    ).toEqual([
      {
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address,
        sessionChain: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
      },
      {
        caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        address,
        sessionChain: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      },
      {
        caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
        address,
        sessionChain: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      },
    ])
  })
})
