/**
 * Test support for Sign In With Farcaster: the frame's start, and the Farcaster app's
 * part (read the channel's parameters, sign the SIWF message, authenticate on the
 * relay), with every field a test may tamper with.
 */
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { Db } from '../../db/client'
import type { FarcasterConfig } from '../../farcaster/farcasterEnv'
import { fakeRegistry } from '../../farcaster/registry.fake'
import type { FakeRelay } from '../../farcaster/relay.fake'
import type { RequestMeta } from '../../http/requestClient'
import { TEST_META, TEST_ORIGIN, type TestApi, testContext } from '../../wiring/testing'
import { checkFarcasterLogin, startFarcasterLogin } from './farcasterLogin'

export const FRAME_SECRET = 'farcaster-frame-secret-aaaaaaaaaaaaaaaaaaaaaaaa'
export const OTHER_SECRET = 'farcaster-frame-secret-bbbbbbbbbbbbbbbbbbbbbbbb'
export const DEVICE = 'cccccccc-0000-4000-8000-000000000004'

export function startInput(secret = FRAME_SECRET) {
  return { projectId: 'demo', origin: TEST_ORIGIN, secret }
}

export function checkInput(flowId: string, secret = FRAME_SECRET) {
  return { flowId, secret, deviceId: DEVICE, projectId: 'demo' }
}

export interface Approval {
  /** Signs the message. */
  key: Hex
  /** The fid the relay reports (what the Farcaster app says signed in). */
  fid: number
  username?: string
  /** Changes to the message the app builds from the channel's parameters. */
  message?: {
    fid?: number
    nonce?: string
    domain?: string
    uri?: string
    chainId?: number
    expirationTime?: Date
    notBefore?: Date
    statement?: string
    /** Another Request ID, or null for none (the channel's is copied otherwise). */
    requestId?: string | null
  }
  /** Replaces the signature (a forgery). */
  signature?: Hex
}

/** The Farcaster app approving `url`'s channel, as the real one does. */
export async function approveSignIn(
  t: TestApi,
  relay: FakeRelay,
  url: string,
  approval: Approval,
): Promise<void> {
  const token = relay.tokenOf(url)
  const params = relay.signatureParams(token)
  if (!params) throw new Error('no such channel')
  const account = privateKeyToAccount(approval.key)
  const change = approval.message ?? {}
  const message = createSiweMessage({
    domain: change.domain ?? String(params.domain),
    uri: change.uri ?? String(params.siweUri),
    address: account.address,
    statement: change.statement ?? 'Farcaster Auth',
    version: '1',
    chainId: change.chainId ?? 10,
    nonce: change.nonce ?? String(params.nonce),
    issuedAt: t.context.clock(),
    expirationTime: change.expirationTime ?? new Date(String(params.expirationTime)),
    ...(change.notBefore ? { notBefore: change.notBefore } : {}),
    ...requestIdOf(change.requestId, params.requestId),
    resources: [`farcaster://fid/${change.fid ?? approval.fid}`],
  })
  const signature = approval.signature ?? (await account.signMessage({ message }))
  await relay.authenticate(token, {
    message,
    signature,
    fid: approval.fid,
    username: approval.username ?? 'alice',
    bio: '',
    displayName: 'Alice',
    pfpUrl: 'https://example.com/alice.png',
  })
}

/** The app copies the channel's requestId into the message, as the real one does. */
function requestIdOf(change: string | null | undefined, channel: unknown) {
  const requestId = change === undefined ? channel : change
  return typeof requestId === 'string' ? { requestId } : {}
}

/** The whole sign-in: start, the app's approval, the frame's check. */
export async function farcasterSignInForTest(
  t: TestApi,
  relay: FakeRelay,
  approval: Approval,
  meta: RequestMeta = TEST_META,
) {
  const { url, flowId } = await startFarcasterLogin(t.context, startInput(), meta)
  await approveSignIn(t, relay, url, approval)
  return { flowId, answer: await checkFarcasterLogin(t.context, checkInput(flowId), meta) }
}

export const FARCASTER_TEST_TTL_S = 300

/**
 * A suite's contexts with Farcaster on (the fake relay, a fake registry) and its fids:
 * every setup() is its own client, since the rate-limit counters live in the suite's database.
 */
export function farcasterSetup(getDb: () => Db, relay: () => FakeRelay) {
  let clients = 0
  const setup = (overrides: Partial<Parameters<typeof testContext>[1]> = {}) => {
    const registry = fakeRegistry()
    const farcaster: FarcasterConfig = {
      relayUrl: relay().url,
      rpcUrl: 'http://127.0.0.1:1',
      idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
      keyRegistry: '0x00000000Fc1237824fb747aBDE0FF18990E59b7e',
      flowTtlS: FARCASTER_TEST_TTL_S,
    }
    const t = testContext(getDb(), { farcaster, ...overrides })
    t.context.farcasterRegistry = registry.registry
    const meta = { ...TEST_META, client: `198.51.100.${++clients}` }
    return { t, registry, meta }
  }
  /** A fid with a fresh custody key, registered. */
  const custodian = (registry: ReturnType<typeof fakeRegistry>) => {
    const key = generatePrivateKey()
    const fid = 10_000 + Math.floor(Math.random() * 1_000_000)
    registry.register(BigInt(fid), privateKeyToAccount(key).address)
    return { key, fid }
  }
  return { setup, custodian }
}
