/**
 * The default SIWX: EIP-4361 messages for eip155 accounts, Sign In With
 * Solana messages for solana accounts, sessions in localStorage. The message builder (and the checksum code it needs) loads
 * on the first sign-in; checking for a stored session costs only a storage read.
 */
import { AirlockError, parseCaipNetworkId } from '@airlock/protocol'
import { lazyModule } from '../lazyModule'
import { sessionTimeStatus } from './sessionTime'
import { createLocalSiwxStorage } from './storage'
import type { SIWXConfig, SIWXMessageData, SIWXStorage, SIWXVerifier } from './types'

export interface DefaultSiwxOptions {
  /** The authority in the message; `location.host` at the time of each message by default. */
  domain?: string | undefined
  /** The URI in the message; `location.href` at the time of each message by default. */
  uri?: string | undefined
  statement?: string | undefined
  /** Session lifetime in seconds (Expiration Time); 7 days by default. */
  expiresInS?: number | undefined
  /** Sign-in is mandatory: cancelling it disconnects the wallet. Default false. */
  required?: boolean | undefined
  /** Revoke an account's sessions when its wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean | undefined
  /** Run on every session before it is stored; all for its namespace must pass. */
  verifiers?: SIWXVerifier[] | undefined
  /** Where sessions live; localStorage `@airlock/siwx_sessions` by default. */
  storage?: SIWXStorage | undefined
  /** Clock in ms; `Date.now` by default. */
  now?: (() => number) | undefined
}

/** The EIP-4361 grammar, loaded by the first message built or session added. */
const eip4361 = lazyModule(() => import('./eip4361'))
/** SIWS text and the ed25519 check, loaded by the first Solana sign-in. */
const siws = lazyModule(() => import('./siws'))
const solanaVerifier = lazyModule(() => import('./verifySolana'))
const SIGN_IN_NAMESPACES = ['eip155', 'solana']

const DEFAULT_EXPIRES_IN_S = 7 * 24 * 60 * 60

/** `location` read when a message is made, not at import: the SDK imports during server rendering. */
const currentLocation = (): Location | undefined =>
  typeof location === 'undefined' ? undefined : location

function refuse(what: string): AirlockError {
  return new AirlockError('SIGN_MESSAGE_FAILED', { message: `Invalid sign-in message: ${what}` })
}

export function createDefaultSiwx(options: DefaultSiwxOptions = {}): SIWXConfig {
  const now = options.now ?? Date.now
  const storage = options.storage ?? createLocalSiwxStorage({ now })
  const verifiers = options.verifiers ?? []
  const domain = () => options.domain ?? currentLocation()?.host
  const uri = () => options.uri ?? currentLocation()?.href

  return {
    async createMessage(input) {
      const { namespace } = parseCaipNetworkId(input.chainId)
      if (!SIGN_IN_NAMESPACES.includes(namespace)) throw new AirlockError('CHAIN_NOT_SUPPORTED')
      const siweDomain = domain()
      const siweUri = uri()
      if (!siweDomain || !siweUri) throw refuse('no domain or uri outside a browser')
      const { checksumAddress, createSiweMessageText, generateSiweNonce } = await eip4361.load()
      const issued = now()
      const data: SIWXMessageData = {
        accountAddress:
          namespace === 'eip155' ? checksumAddress(input.accountAddress) : input.accountAddress,
        chainId: input.chainId,
        domain: siweDomain,
        uri: siweUri,
        version: '1',
        nonce: generateSiweNonce(),
        issuedAt: new Date(issued).toISOString(),
        expirationTime:
          input.expirationTime ??
          new Date(issued + (options.expiresInS ?? DEFAULT_EXPIRES_IN_S) * 1000).toISOString(),
        statement: input.statement ?? options.statement,
        notBefore: input.notBefore,
        requestId: input.requestId,
        resources: input.resources,
      }
      // Built now so a field the grammar refuses fails here, before the wallet is asked.
      const text =
        namespace === 'eip155'
          ? createSiweMessageText(data)
          : (await siws.load()).createSiwsMessageText(data)
      return { ...data, toString: () => text }
    },

    async addSession(session) {
      const { namespace } = parseCaipNetworkId(session.data.chainId)
      if (!SIGN_IN_NAMESPACES.includes(namespace)) throw new AirlockError('CHAIN_NOT_SUPPORTED')
      const { assertSiweMessageMatches, parseSiweMessage } = await eip4361.load()
      const solana = namespace === 'solana'
      const signed = solana
        ? // A wallet names the cluster its way (`solana:mainnet`, `localnet`): read as the data's.
          (await siws.load()).parseSiwsMessageFor(session.message, session.data.chainId)
        : parseSiweMessage(session.message)
      // Base58 addresses are case-sensitive: the lower-cased comparison below is for 0x ones.
      if (solana && signed.accountAddress !== session.data.accountAddress)
        throw refuse('address mismatch')
      assertSiweMessageMatches(signed, {
        // The uri is compared only when configured: a single-page app may have navigated since.
        domain: domain(),
        uri: options.uri,
        chainId: session.data.chainId,
        address: session.data.accountAddress,
      })
      if (signed.nonce !== session.data.nonce) throw refuse('nonce mismatch')
      if (sessionTimeStatus(signed, now()) === 'expired') throw refuse('expired')
      if (solana && !(await (await solanaVerifier.load()).verifySolanaSession(session)))
        throw refuse('bad signature')
      for (const verifier of verifiers) {
        if (verifier.chainNamespace !== namespace) continue
        if (!(await verifier.verify(session))) throw new AirlockError('SIGN_MESSAGE_FAILED')
      }
      await storage.add(session)
    },

    async getSessions(chainId, address) {
      const sessions = await storage.get(chainId, address)
      const time = now()
      return sessions.filter((session) => sessionTimeStatus(session.data, time) === 'valid')
    },
    revokeSession: async (chainId, address) => storage.delete(chainId, address),
    setSessions: async (sessions) => storage.set(sessions),
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  }
}
