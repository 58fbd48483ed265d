/**
 * Verifies an EVM sign-in: the message follows EIP-4361 and says what the
 * session data says, its time window holds now, and the signature is the
 * account's — by ECDSA recovery for an EOA, else on chain (ERC-1271 / ERC-6492)
 * with client code loaded lazily. Imported lazily itself by whoever needs it:
 * recovery pulls in secp256k1, which a page that never signs in should not pay for.
 */
import { isHex, verifyMessage } from 'viem'
import { lazyModule } from '../lazyModule'
import { assertSiweMessageMatches, parseSiweMessage, type SiweExpectations } from './eip4361'
import { sessionTimeStatus } from './sessionTime'
import type { SIWXSession } from './types'
import type { ChainAccess } from './verifyOnChain'

/** Smart-account checks (a contract call), loaded only for a signature ECDSA does not recover. */
const verifyOnChain = lazyModule(() => import('./verifyOnChain'))

export interface VerifyEvmOptions extends ChainAccess {
  /** What the message must be about, beyond agreeing with the session data. */
  expected?: SiweExpectations | undefined
  /** Clock in ms; `Date.now` by default. */
  now?: (() => number) | undefined
}

/** True when `signature` over `message` (EIP-191) is `address`'s; EOAs first, then on chain. */
export async function verifyEvmSignature(
  parameters: { address: string; message: string; signature: string },
  access: ChainAccess = {},
): Promise<boolean> {
  const { address, message, signature } = parameters
  if (!isHex(signature) || !isHex(address)) return false
  try {
    if (await verifyMessage({ address, message, signature })) return true
  } catch {
    // Not a 65-byte ECDSA signature (a smart account's): the chain decides.
  }
  if (!access.rpcUrl && !access.provider) return false
  const { verifyMessageOnChain } = await verifyOnChain.load()
  return verifyMessageOnChain(access, { address, message, signature })
}

/** Whether `session` is a valid, current EIP-4361 sign-in of its account. Never throws. */
export async function verifyEvmSession(
  session: SIWXSession,
  options: VerifyEvmOptions = {},
): Promise<boolean> {
  const { data } = session
  try {
    const signed = parseSiweMessage(session.message)
    // The stored data must be what was signed, not a description of something else.
    assertSiweMessageMatches(signed, {
      domain: data.domain,
      uri: data.uri,
      chainId: data.chainId,
      address: data.accountAddress,
    })
    if (options.expected) assertSiweMessageMatches(signed, options.expected)
    if (
      signed.nonce !== data.nonce ||
      signed.expirationTime !== data.expirationTime ||
      signed.notBefore !== data.notBefore
    )
      return false
    if (sessionTimeStatus(signed, options.now?.() ?? Date.now()) !== 'valid') return false
    return await verifyEvmSignature(
      { address: signed.accountAddress, message: session.message, signature: session.signature },
      options,
    )
  } catch {
    return false
  }
}
