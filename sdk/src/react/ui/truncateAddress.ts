import { TRUNCATE_ADDRESS_END, TRUNCATE_ADDRESS_START } from '@airlock/protocol'

const ELLIPSIS = '…'

/**
 * SPEC §5: "4 start and 6 end characters". The `0x` of an EVM address says nothing
 * about the account, so it is not counted: `0x5a0b…029c4c` shows 4 hex digits after
 * it. Other addresses (Solana base58, bitcoin) keep exactly 4 and 6. An address too
 * short to gain anything from the cut is returned whole.
 */
export function truncateAddress(address: string): string {
  const prefix = /^0x/i.test(address) ? 2 : 0
  const start = prefix + TRUNCATE_ADDRESS_START
  if (address.length <= start + TRUNCATE_ADDRESS_END + ELLIPSIS.length) return address
  return `${address.slice(0, start)}${ELLIPSIS}${address.slice(-TRUNCATE_ADDRESS_END)}`
}
