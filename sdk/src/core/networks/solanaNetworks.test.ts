import { describe, expect, it } from 'vitest'
import { BITCOIN_CHAINS } from '../connectors/bitcoin/bitcoinChains'
import { SOLANA_CHAINS } from '../connectors/solana/solanaChains'
import { bitcoinMainnet, bitcoinTestnet } from './bitcoinNetworks'
import { solanaDevnet, solanaMainnet, solanaTestnet } from './solanaNetworks'

describe('the exported Solana and Bitcoin networks', () => {
  it('name each Solana cluster by the CAIP-2 id the wallets’ names map to', () => {
    expect(
      [solanaMainnet, solanaDevnet, solanaTestnet].map(
        (network) => SOLANA_CHAINS[network.caipNetworkId],
      ),
    ).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet'])
    expect(solanaDevnet).toMatchObject({
      chainNamespace: 'solana',
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      testnet: true,
    })
  })

  it('name each Bitcoin network as bitcoinChains.ts does', () => {
    expect(BITCOIN_CHAINS[bitcoinMainnet.caipNetworkId]).toBe('bitcoin:mainnet')
    expect(BITCOIN_CHAINS[bitcoinTestnet.caipNetworkId]).toBe('bitcoin:testnet')
    expect(bitcoinMainnet.chainNamespace).toBe('bip122')
  })
})
