/**
 * Sign-in with X (CAIP-122; EIP-4361 on eip155): the interface the flow talks
 * to, so a dapp can bring its own backend or use `createDefaultSiwx()`.
 */
import type { CaipNetworkId } from '@airlock/protocol'

/** The fields of a sign-in message (SPEC §3). Times are ISO 8601 strings. */
export interface SIWXMessageData {
  /** The account that signs, as the chain writes it (EIP-55 checksummed on eip155). */
  accountAddress: string
  /** CAIP-2 id of the chain the session is for (`eip155:1`). */
  chainId: CaipNetworkId
  /** RFC 3986 authority asking for the sign-in (`dapp.example`, `localhost:3000`). */
  domain: string
  /** RFC 3986 URI the sign-in is for (usually the page's URL). */
  uri: string
  version: '1'
  /** At least 8 alphanumeric characters, fresh for every message: defeats replay. */
  nonce: string
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  statement?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** A message ready to sign: its data and the exact text the wallet shows. */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** What the flow asks `createMessage` for: the account, the chain, optional extras. */
export interface SIWXMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
  statement?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/** CAIP-74 capability object, for backends that keep sessions in that shape. */
export interface Cacao {
  h: { t: 'caip122' }
  p: {
    domain: string
    aud: string
    nonce: string
    iss: string
    version?: string | undefined
    iat?: string | undefined
    nbf?: string | undefined
    exp?: string | undefined
    statement?: string | undefined
    requestId?: string | undefined
    resources?: string[] | undefined
  }
  s: { t: string; s: string; m?: string | undefined }
}

/** A signed sign-in (SPEC §3): the data, the text that was signed and the signature. */
export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: Cacao | undefined
}

/**
 * The sign-in backend. Sessions are per (CAIP-2 chain, address). `getSessions`
 * returns only sessions that are valid now; the flow prompts when it is empty.
 */
export interface SIWXConfig {
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  /** Stores a signed session; throws when it does not verify. */
  addSession(session: SIWXSession): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every stored session (an empty list signs out everywhere). */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /** True: an account without a session may not stay connected (cancel disconnects). */
  getRequired?(): boolean
  /** Revoke the account's sessions when its wallet disconnects. */
  signOutOnDisconnect?: boolean | undefined
}

/** Checks a session before it is stored; one per namespace it knows. */
export interface SIWXVerifier {
  /** The CAIP-2 namespace it verifies (`eip155`). */
  chainNamespace: string
  verify(session: SIWXSession): Promise<boolean>
}

type MaybePromise<T> = T | Promise<T>

/** Where sessions are kept; may be sync (localStorage) or async (a server). */
export interface SIWXStorage {
  /** The stored, unexpired sessions of (chain, address). */
  get(chainId: CaipNetworkId, address: string): MaybePromise<SIWXSession[]>
  add(session: SIWXSession): MaybePromise<void>
  set(sessions: SIWXSession[]): MaybePromise<void>
  delete(chainId: CaipNetworkId, address: string): MaybePromise<void>
}
