import { describe, expect, it } from 'vitest'
import { isBitcoinAddress } from './bitcoinAddress'

describe('isBitcoinAddress', () => {
  it('takes bech32 / bech32m addresses of mainnet, testnet and regtest, in one case', () => {
    for (const address of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
      'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
    ])
      expect(isBitcoinAddress(address), address).toBe(true)
  })

  it('takes base58 P2PKH and P2SH addresses', () => {
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true)
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true)
    expect(isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(true)
  })

  it('refuses mixed case, characters outside the alphabets, other chains and empty text', () => {
    for (const text of [
      'bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1qbr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0',
      '',
    ])
      expect(isBitcoinAddress(text), text).toBe(false)
  })
})
