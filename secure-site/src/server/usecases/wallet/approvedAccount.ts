/**
 * The account an approval was granted for must be the address of the key about to
 * sign: the card showed that address, and the grant is bound to it.
 */
import { type Address, isAddress, isAddressEqual } from 'viem'
import { ServerError } from '../../errors'

/** EVM addresses compare case-insensitively; Solana's base58 keys exactly. */
export function assertApprovedAccount(actual: string, approved: string | undefined): void {
  if (approved === undefined) throw new ServerError('ACCOUNT_REQUIRED')
  const same =
    isAddress(approved, { strict: false }) && isAddress(actual, { strict: false })
      ? isAddressEqual(approved as Address, actual as Address)
      : approved === actual
  if (!same) throw new ServerError('ADDRESS_MISMATCH')
}
