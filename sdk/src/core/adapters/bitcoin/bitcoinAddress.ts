/**
 * The shape of a Bitcoin address on any network: bech32/bech32m (bc1, tb1, bcrt1;
 * one case throughout) or base58 (P2PKH, P2SH). A shape check, as the other
 * namespaces' (the checksum is the wallet's to verify before it signs).
 */
const BECH32 = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/
const BASE58 = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/

export function isBitcoinAddress(text: string): boolean {
  return BECH32.test(text.toLowerCase()) &&
    (text === text.toLowerCase() || text === text.toUpperCase())
    ? true
    : BASE58.test(text)
}
