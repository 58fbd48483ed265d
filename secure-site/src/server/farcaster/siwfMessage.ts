/**
 * Verifies a Sign In With Farcaster message (FIP-11) as the relay returned it, by the
 * rules of auth-monorepo's auth-client (messages/validate.ts, verify.ts), with our own
 * registry reads (its connector hard-codes the mainnet registries and RPC):
 * - an EIP-4361 message, statement 'Farcaster Auth', chain 10, exactly one
 *   `farcaster://fid/<n>` resource, and that fid is the one the relay reported;
 * - signed for this secure site (domain and uri) and this sign-in (nonce), naming
 *   the dapp that asked for it (requestId, see siwfRequestId), and inside its
 *   notBefore / expirationTime window;
 * - the signature is the message address's (an EOA recovers it; a contract account
 *   answers ERC-1271), and that address is an auth address of the fid (KeyRegistry)
 *   or its custody address (IdRegistry.idOf(signer) = fid).
 * Every refusal is its own ServerError with an exact message.
 */
import { type Address, getAddress, type Hex, recoverMessageAddress } from 'viem'
import { parseSiweMessage, type SiweMessage } from 'viem/siwe'
import { ServerError } from '../errors'
import type { FarcasterRegistry } from './registry'

export const SIWF_STATEMENTS = ['Farcaster Auth', 'Farcaster Connect']
export const SIWF_CHAIN_ID = 10
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/

export interface SiwfExpectation {
  domain: string
  uri: string
  nonce: string
  /** siwfRequestId of the dapp origin the flow was started for. */
  requestId: string
  /** The fid the relay reported. */
  fid: number
  now: Date
}

export interface VerifiedSiwf {
  fid: bigint
  signer: Address
  authMethod: 'custody' | 'authAddress'
}

export async function verifySiwf(
  signed: { message: string; signature: Hex },
  expected: SiwfExpectation,
  registry: FarcasterRegistry,
): Promise<VerifiedSiwf> {
  const message = parsed(signed.message)
  if (message.domain !== expected.domain || message.uri !== expected.uri) {
    throw new ServerError('FARCASTER_WRONG_DOMAIN')
  }
  if (message.nonce !== expected.nonce) throw new ServerError('FARCASTER_WRONG_NONCE')
  if (message.requestId !== expected.requestId) {
    throw new ServerError('FARCASTER_WRONG_REQUESTER', { values: { site: expected.requestId } })
  }
  if (message.chainId !== SIWF_CHAIN_ID) throw new ServerError('FARCASTER_WRONG_CHAIN')
  if (message.expirationTime && message.expirationTime.getTime() <= expected.now.getTime()) {
    throw new ServerError('FARCASTER_MESSAGE_EXPIRED')
  }
  if (message.notBefore && message.notBefore.getTime() > expected.now.getTime()) {
    throw new ServerError('FARCASTER_MESSAGE_NOT_YET_VALID')
  }
  const fid = fidOf(message)
  if (fid !== BigInt(expected.fid)) throw new ServerError('FARCASTER_FID_MISMATCH')
  const signer = getAddress(message.address)
  if (!(await signatureValid(signer, signed.message, signed.signature, registry))) {
    throw new ServerError('FARCASTER_BAD_SIGNATURE')
  }
  if (await registry.isAuthAddress(fid, signer)) return { fid, signer, authMethod: 'authAddress' }
  if ((await registry.idOf(signer)) === fid) return { fid, signer, authMethod: 'custody' }
  throw new ServerError('FARCASTER_NOT_AUTHORIZED', { values: { fid: fid.toString() } })
}

/**
 * How a sign-in names the dapp that asked for it, in the SIWF message's `requestId`.
 * The SIWE `domain` and `uri` must be this secure site's (the relay channel is ours,
 * and the message is checked against them), and the real relay's POST /v1/channel
 * takes no `resources` (auth-monorepo apps/relay/src/schemas.ts, additionalProperties
 * false): `requestId` is the one field a relying party passes through the relay into
 * the message the Farcaster app builds and the person signs ("Request ID: …").
 * EIP-4361 makes it `*pchar`, so it is the origin's host (with its port), not the whole
 * origin ("//" is not pchar); anything else a host could hold is percent-encoded.
 */
export function siwfRequestId(origin: string): string {
  return new URL(origin).host.replace(
    /[^A-Za-z0-9\-._~!$&'()*+,;=:@]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  )
}

type ParsedSiwe = SiweMessage & { address: Address }

function parsed(text: string): ParsedSiwe {
  let message: Partial<SiweMessage>
  try {
    message = parseSiweMessage(text)
  } catch {
    throw new ServerError('FARCASTER_MESSAGE_INVALID')
  }
  const complete =
    message.address !== undefined &&
    message.domain !== undefined &&
    message.uri !== undefined &&
    message.nonce !== undefined &&
    message.chainId !== undefined &&
    message.version === '1' &&
    message.issuedAt instanceof Date &&
    !Number.isNaN(message.issuedAt.getTime()) &&
    message.statement !== undefined &&
    SIWF_STATEMENTS.includes(message.statement)
  if (!complete) throw new ServerError('FARCASTER_MESSAGE_INVALID')
  for (const date of [message.expirationTime, message.notBefore]) {
    if (date !== undefined && Number.isNaN(date.getTime())) {
      throw new ServerError('FARCASTER_MESSAGE_INVALID')
    }
  }
  return message as ParsedSiwe
}

/** The one `farcaster://fid/<n>` resource; none or several: not a SIWF message. */
function fidOf(message: SiweMessage): bigint {
  const fids = (message.resources ?? []).flatMap((resource) => {
    const match = FID_RESOURCE.exec(resource)
    return match?.[1] ? [BigInt(match[1])] : []
  })
  const [fid] = fids
  if (fid === undefined || fids.length > 1) throw new ServerError('FARCASTER_MESSAGE_INVALID')
  return fid
}

async function signatureValid(
  signer: Address,
  message: string,
  signature: Hex,
  registry: FarcasterRegistry,
): Promise<boolean> {
  if (/^0x[0-9a-fA-F]{130}$/.test(signature)) {
    try {
      if ((await recoverMessageAddress({ message, signature })) === signer) return true
    } catch {
      // Not a valid secp256k1 signature: a contract account may still accept it.
    }
  }
  return registry.verifyContractSignature(signer, message, signature)
}
