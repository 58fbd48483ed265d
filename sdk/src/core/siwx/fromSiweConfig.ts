/**
 * The older sign-in option, `siweConfig`, seen through the SIWX interface so
 * the flow has one shape to talk to. The dapp's backend keeps the session
 * (one at a time); this adapter only translates calls.
 */
import { AirlockError, type CaipNetworkId, parseCaipNetworkId } from '@airlock/protocol'
import type { SIWXConfig, SIWXMessageData } from './types'

/** What `siweConfig.createMessage` receives; `address` is CAIP-10 (`eip155:1:0x…`). */
export interface SiweCreateMessageArgs {
  address: string
  chainId: number
  domain: string
  uri: string
  version: '1'
  nonce: string
  iat: string
  exp?: string | undefined
  nbf?: string | undefined
  statement?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

export interface SiweSession {
  address: string
  chainId: number
}

export interface SiweMessageParams {
  domain?: string | undefined
  uri?: string | undefined
  statement?: string | undefined
  resources?: string[] | undefined
  /** Session lifetime in seconds. */
  expiry?: number | undefined
}

export interface SiweConfig {
  getNonce(address?: string): Promise<string>
  createMessage(args: SiweCreateMessageArgs): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<SiweSession | null | undefined>
  signOut(): Promise<boolean | undefined>
  getMessageParams?(): Promise<SiweMessageParams>
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
}

const iso = (ms: number) => new Date(ms).toISOString()

export function fromSiweConfig(config: SiweConfig): SIWXConfig {
  async function addSession(session: { message: string; signature: string }): Promise<void> {
    const { message, signature } = session
    if (!(await config.verifyMessage({ message, signature })))
      throw new AirlockError('SIGN_MESSAGE_FAILED')
  }
  return {
    async createMessage(input) {
      const { reference } = parseCaipNetworkId(input.chainId)
      const params = (await config.getMessageParams?.()) ?? {}
      const domain = params.domain ?? (typeof location === 'undefined' ? '' : location.host)
      const uri = params.uri ?? (typeof location === 'undefined' ? '' : location.href)
      const nonce = await config.getNonce(input.accountAddress)
      const issued = Date.now()
      const data: SIWXMessageData = {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain,
        uri,
        version: '1',
        nonce,
        issuedAt: iso(issued),
        expirationTime:
          input.expirationTime ??
          (params.expiry === undefined ? undefined : iso(issued + params.expiry * 1000)),
        notBefore: input.notBefore,
        statement: input.statement ?? params.statement,
        requestId: input.requestId,
        resources: input.resources ?? params.resources,
      }
      const text = config.createMessage({
        address: `${input.chainId}:${input.accountAddress}`,
        chainId: Number(reference),
        domain,
        uri,
        version: '1',
        nonce,
        iat: iso(issued),
        exp: data.expirationTime,
        nbf: data.notBefore,
        statement: data.statement,
        requestId: data.requestId,
        resources: data.resources,
      })
      return { ...data, toString: () => text }
    },
    addSession,
    async getSessions(chainId: CaipNetworkId, address: string) {
      const session = await config.getSession()
      if (!session) return []
      const sessionChain: CaipNetworkId = `eip155:${session.chainId}`
      if (sessionChain !== chainId || session.address.toLowerCase() !== address.toLowerCase())
        return []
      // The backend keeps only account and chain; the rest of the data is not known here.
      return [
        {
          data: {
            accountAddress: session.address,
            chainId,
            domain: '',
            uri: '',
            version: '1',
            nonce: '',
          },
          message: '',
          signature: '',
        },
      ]
    },
    async revokeSession() {
      await config.signOut()
    },
    async setSessions(sessions) {
      const first = sessions[0]
      if (first) await addSession(first)
      else await config.signOut()
    },
    getRequired: () => config.required ?? false,
    signOutOnDisconnect: config.signOutOnDisconnect ?? true,
  }
}
