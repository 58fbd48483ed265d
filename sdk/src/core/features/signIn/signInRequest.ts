/**
 * The signing half of sign-in, loaded on the first "Sign" click: message,
 * `personal_sign`, verification, storage. A pure step that touches no store
 * and imports nothing of the eager core, so splitting it off does not split
 * the eager bundle; signature checking (secp256k1, EIP-4361 parsing) costs a
 * page nothing until a user actually signs in.
 */
import { AirlockError, type CaipNetworkId, hexEncode } from '@airlock/protocol'
import type { EmbeddedEip1193Provider } from '../../connectors/auth/eip1193Provider'
import type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from '../../siwx/types'
import { verifyEvmSession } from '../../siwx/verifyEvm'
import { type SolanaSignInProvider, signInWithSolana } from './solanaSignIn'

/** What signing needs of a wallet: EIP-1193 `request`, or a Solana wallet's signing. */
export type SignInProvider = Pick<EmbeddedEip1193Provider, 'request'> | SolanaSignInProvider

export interface SignInRequest {
  config: SIWXConfig
  provider: SignInProvider
  chainId: CaipNetworkId
  address: string
  /** The network's RPC, for smart-account signatures (ERC-1271 / ERC-6492). */
  rpcUrl: string | undefined
}

/** The message's fields without its `toString`, as a session stores them. */
function messageData(message: SIWXMessage): SIWXMessageData {
  const { toString: _text, ...data } = message
  return data
}

/** `message` as 0x hex of its UTF-8 bytes, the form `personal_sign` takes. */
function utf8Hex(message: string): `0x${string}` {
  return `0x${hexEncode(new TextEncoder().encode(message))}`
}

/**
 * Builds the message, asks the wallet to sign it, verifies the signature
 * (EOA, else on chain through `rpcUrl` or the wallet) and stores the session.
 * The wallet's own error passes through (4001 on a decline); a bad signature
 * is 'Sign message failed'.
 */
export async function signInWithWallet(request: SignInRequest): Promise<SIWXSession> {
  const { config, provider, chainId, address, rpcUrl } = request
  if (!('request' in provider)) return signInWithSolana({ config, provider, chainId, address })
  const siwxMessage = await config.createMessage({ chainId, accountAddress: address })
  const message = siwxMessage.toString()
  const signature = await provider.request({
    method: 'personal_sign',
    params: [utf8Hex(message), address],
  })
  if (typeof signature !== 'string') throw new AirlockError('SIGN_MESSAGE_FAILED')
  const session = { data: messageData(siwxMessage), message, signature }
  const valid = await verifyEvmSession(session, {
    expected: { chainId, address },
    rpcUrl,
    provider,
  })
  if (!valid) throw new AirlockError('SIGN_MESSAGE_FAILED')
  await config.addSession(session)
  return session
}
