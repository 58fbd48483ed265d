import { describe, expect, it } from 'vitest'
import { isBitcoinAddress } from './bitcoinAddress'

/** One published or independently encoded address per type and network. */
const ADDRESSES = {
  'mainnet p2pkh': '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  'mainnet p2sh': '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  'mainnet p2wpkh': 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  'mainnet p2wsh': 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
  'mainnet p2tr': 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  'testnet p2pkh': 'mrCDrCybB6J1vRfbwM5hemdJz73FwDBC8r',
  'testnet p2sh': '2NByiBUaEXrhmqAsg7BbLpcQSAQs1EDwt5w',
  'testnet p2wpkh': 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  'testnet p2wsh': 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  'testnet p2tr': 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  'regtest p2wpkh': 'bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw',
  'regtest p2wsh': 'bcrt1q8s7rc0pu8s7rc0pu8s7rc0pu8s7rc0pu8s7rc0pu8s7rc0pu8s7q6jkr8y',
  'regtest p2tr': 'bcrt1ptfd95kj6tfd95kj6tfd95kj6tfd95kj6tfd95kj6tfd95kj6tfdq755yfg',
} as const

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

/** The address with the character at `index` swapped for the next one of its alphabet: a typo that stays in the alphabet. */
function typo(address: string, index: number): string {
  const alphabet = address.startsWith('bc') || address.startsWith('tb') ? BECH32 : BASE58
  const char = address[index] ?? ''
  const next = alphabet[(alphabet.indexOf(char) + 1) % alphabet.length] ?? ''
  return address.slice(0, index) + next + address.slice(index + 1)
}

describe('isBitcoinAddress, every type on every network', () => {
  it.each(Object.entries(ADDRESSES))('accepts the %s address', (_, address) => {
    expect(isBitcoinAddress(address)).toBe(true)
  })

  it.each(Object.entries(ADDRESSES))(
    'refuses the %s address with a typo in its checksum or its body',
    (_, address) => {
      expect(isBitcoinAddress(typo(address, address.length - 1))).toBe(false)
      expect(isBitcoinAddress(typo(address, address.length - 10))).toBe(false)
      expect(isBitcoinAddress(typo(address, 5))).toBe(false)
    },
  )

  it('refuses a v0 program under bech32m and a v1 program under bech32 (BIP-350)', () => {
    // BIP-350's invalid vectors: the checksum variant does not match the version.
    expect(isBitcoinAddress('tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47')).toBe(
      false,
    )
    expect(isBitcoinAddress('bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4')).toBe(
      false,
    )
  })

  it('refuses mixed case and a non-string', () => {
    expect(isBitcoinAddress('bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false)
    expect(isBitcoinAddress(42)).toBe(false)
  })
})
