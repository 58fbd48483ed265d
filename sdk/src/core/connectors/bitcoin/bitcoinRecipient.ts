import { isBitcoinAddress, ValidationError } from '@airlock/protocol'

/**
 * The recipient of a transfer, checked with its checksum before the wallet is asked:
 * a typo must not reach a signing prompt. Its own module so the checksum code
 * (SHA-256, bech32) loads with the first transfer, not with the wallet list.
 */
export function bitcoinRecipient(recipient: unknown): string {
  if (typeof recipient !== 'string' || !isBitcoinAddress(recipient))
    throw new ValidationError('SEND_AMOUNT_AND_RECEIVER_REQUIRED', {
      message: `sendTransfer needs a Bitcoin address as recipient, not ${JSON.stringify(recipient)}`,
    })
  return recipient
}
