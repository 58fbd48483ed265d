import { AirlockError, base58Encode, type CaipNetworkId } from '@airlock/protocol'
import type { EmbeddedSolanaProvider } from '../../connectors/auth/solanaProvider'
import { isSameSolanaChain } from '../../connectors/solana/solanaChains'
import type { WalletStandardSolanaProvider } from '../../connectors/solana/walletStandardProvider'
import { parseSiwsMessage } from '../../siwx/siws'
import type { SIWXConfig, SIWXMessage, SIWXSession } from '../../siwx/types'
import { verifySolanaSignature } from '../../siwx/verifySolana'

/** A Solana wallet for sign-in: `solana:signIn` where it offers it, else signMessage. */
export type SolanaSignInProvider = Pick<EmbeddedSolanaProvider, 'signMessage'> &
  Partial<Pick<WalletStandardSolanaProvider, 'signIn'>>

export interface SolanaSignInRequest {
  config: SIWXConfig
  provider: SolanaSignInProvider
  chainId: CaipNetworkId
  address: string
}

/** `solana:signIn`'s input: the message's fields, the wallet writes the text. */
function signInInput(message: SIWXMessage) {
  return {
    domain: message.domain,
    address: message.accountAddress,
    statement: message.statement,
    uri: message.uri,
    version: message.version,
    chainId: message.chainId,
    nonce: message.nonce,
    issuedAt: message.issuedAt,
    expirationTime: message.expirationTime,
    notBefore: message.notBefore,
    requestId: message.requestId,
    resources: message.resources,
  }
}

/**
 * Sign In With Solana: the wallet's `solana:signIn` when it offers it (it writes the
 * message from the fields, and what it wrote must say the same: same site, account,
 * chain (as the wallet names it, solanaChains.ts) and nonce), else `signMessage` over the SIWX message's text. The ed25519
 * signature is verified for the account before the session is stored (signature in
 * base58); a bad one is 'Sign message failed'.
 */
export async function signInWithSolana(request: SolanaSignInRequest): Promise<SIWXSession> {
  const { config, provider, chainId, address } = request
  const siwxMessage = await config.createMessage({ chainId, accountAddress: address })
  const { toString: _text, ...data } = siwxMessage
  let message: string
  let signature: Uint8Array
  if (provider.signIn) {
    const output = await provider.signIn(signInInput(siwxMessage))
    message = new TextDecoder().decode(output.signedMessage)
    signature = output.signature
    const signed = parseSiwsMessage(message)
    const same =
      signed.domain === data.domain &&
      signed.accountAddress === address &&
      isSameSolanaChain(signed.chainId, chainId) &&
      signed.nonce === data.nonce
    if (!same) throw new AirlockError('SIGN_MESSAGE_FAILED')
  } else {
    message = siwxMessage.toString()
    signature = await provider.signMessage(new TextEncoder().encode(message))
  }
  if (!(await verifySolanaSignature(address, new TextEncoder().encode(message), signature)))
    throw new AirlockError('SIGN_MESSAGE_FAILED')
  const session = { data, message, signature: base58Encode(signature) }
  await config.addSession(session)
  return session
}
