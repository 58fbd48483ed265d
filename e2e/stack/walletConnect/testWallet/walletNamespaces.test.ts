import { describe, expect, it } from 'vitest'
import { approvedNamespaces, type ProposedNamespace } from './walletNamespaces'

const A = 'solana:GdzmRgnm3m2J3RWaUAyuAxNeSay2X1CY'
const B = 'solana:29anvCK4nLDEH3ggFQ9ivHjeCbzf3qpw'
const wallet = (serves: (chain: string) => boolean) => ({
  evmAddress: '0x1111111111111111111111111111111111111111' as const,
  solanaAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
  knowsChain: (chainId: number) => chainId === 31337,
  servesSolana: serves,
  supports: (method: string) => method !== 'eth_signTypedData_v4',
})
const proposal: Record<string, ProposedNamespace>[] = [
  {},
  {
    eip155: {
      chains: ['eip155:31337', 'eip155:1'],
      methods: ['eth_sendTransaction', 'eth_signTypedData_v4'],
      events: ['chainChanged', 'message'],
    },
    solana: { chains: [A, B], methods: ['solana_signMessage'], events: [] },
  },
]

describe('approvedNamespaces', () => {
  it('approves every requested solana chain by default, each with the account', () => {
    const approved = approvedNamespaces(
      proposal,
      wallet(() => true),
    )
    expect(approved.eip155?.chains).toEqual(['eip155:31337'])
    expect(approved.solana).toEqual({
      chains: [A, B],
      accounts: [
        `${A}:HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk`,
        `${B}:HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk`,
      ],
      methods: ['solana_signMessage'],
      events: [],
    })
  })

  it('approves of the asked methods and events only those it supports, as buildApprovedNamespaces does', () => {
    const approved = approvedNamespaces(
      proposal,
      wallet(() => true),
    )
    expect(approved.eip155).toEqual({
      chains: ['eip155:31337'],
      accounts: ['eip155:31337:0x1111111111111111111111111111111111111111'],
      methods: ['eth_sendTransaction'],
      events: ['chainChanged'],
    })
  })

  it('approves only the solana chains it serves, and no solana namespace when it serves none', () => {
    expect(
      approvedNamespaces(
        proposal,
        wallet((chain) => chain === A),
      ).solana?.chains,
    ).toEqual([A])
    expect(
      approvedNamespaces(
        proposal,
        wallet(() => false),
      ).solana,
    ).toBeUndefined()
  })
})
