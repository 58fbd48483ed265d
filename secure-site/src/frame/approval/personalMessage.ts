/**
 * The message of personal_sign `[message, address]`. Like the signer (evmSigner.ts), it
 * takes the reversed order some dapps send, so the card shows what gets signed. Its own
 * module: the refusal check runs before READY's budget allows the card's decoders.
 */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

export function personalMessage(params: unknown): unknown {
  const first = Array.isArray(params) ? params[0] : undefined
  const second = Array.isArray(params) ? params[1] : undefined
  const isAddress = (value: unknown) => typeof value === 'string' && ADDRESS.test(value)
  return isAddress(first) && !isAddress(second) ? second : first
}
