/**
 * Sign In With Farcaster (FIP-11), as the frame drives it:
 * - start (GET_FARCASTER_URI): this server opens a channel on the auth relay for its own
 *   domain and a nonce of its own, keeps it as a flow bound to the frame's secret, and
 *   answers the relay's sign-in URL (the channel token stays here);
 * - check (CONNECT_FARCASTER, polled by the frame): counted against the flow's cap;
 *   one poll per RELAY_READ_INTERVAL_MS looks at the channel's status (the others
 *   answer pending, so polls never multiply relay calls); once the Farcaster app
 *   approved, the signed message is verified here
 *   (farcaster/siwfMessage.ts), the flow used up, and the fid's account (made on its
 *   first sign-in, with its wallets) gets a session, exactly as social login makes it.
 * The message must name the dapp's verified origin (requestId), so the person approving
 * in the Farcaster app is told which site asks. Only the frame holding the flow's
 * secret gets an answer. Rate limits per client IP on each step, and on new accounts.
 */
import type {
  FarcasterConnectRequest,
  FarcasterConnectResponse,
  FarcasterStartRequest,
  FarcasterStartResponse,
} from '../../../shared/apiContract'
import { addSeconds } from '../../clock'
import { ServerError } from '../../errors'
import type { FarcasterConfig } from '../../farcaster/farcasterEnv'
import {
  claimRelayRead,
  countFlowPoll,
  createFarcasterFlow,
  failFarcasterFlow,
  farcasterNonce,
  openFlowOfFrame,
  redeemFarcasterFlow,
} from '../../farcaster/farcasterFlows'
import { type FarcasterRegistry, rpcRegistry } from '../../farcaster/registry'
import { channelStatus, openChannel } from '../../farcaster/relayClient'
import { siwfRequestId, verifySiwf } from '../../farcaster/siwfMessage'
import type { RequestMeta } from '../../http/requestClient'
import { pickUserName, type SocialProfile } from '../../social/profiles/socialProfile'
import { signInKnownIdentity, signInNewIdentity } from '../../social/socialIdentities'
import type { ApiContext } from '../../wiring/apiContext'
import { countRequest } from '../requestLimits'
import { verifiedMailOrigin } from '../verifiedMailOrigin'
import { startSession } from './startSession'

/** At most one relay read per flow in this time, however many polls and instances. */
export const RELAY_READ_INTERVAL_MS = 1_000

/**
 * Polls a flow may make in its life: one a second on average (the frame polls every
 * 1.5 s), so a script holding the secret cannot hammer the flow.
 */
export function maxPollsOf(config: FarcasterConfig): number {
  return config.flowTtlS
}

function farcasterConfig(context: Pick<ApiContext, 'config'>): FarcasterConfig {
  const config = context.config.farcaster
  if (!config) throw new ServerError('FARCASTER_DISABLED')
  return config
}

/** The SIWE domain and uri a sign-in for this site must carry. */
export function siwfSite(publicUrl: string): { domain: string; uri: string } {
  return { domain: new URL(publicUrl).host, uri: publicUrl }
}

export async function startFarcasterLogin(
  context: ApiContext,
  input: FarcasterStartRequest,
  meta: RequestMeta,
): Promise<FarcasterStartResponse> {
  const config = farcasterConfig(context)
  const origin = await verifiedMailOrigin(context, input)
  await countRequest(context, 'farcasterStartsPerIp', meta.client)
  const nonce = farcasterNonce()
  const site = siwfSite(context.config.publicUrl)
  const channel = await openChannel(config.relayUrl, {
    siweUri: site.uri,
    domain: site.domain,
    nonce,
    expirationTime: addSeconds(context.clock(), config.flowTtlS).toISOString(),
    requestId: siwfRequestId(origin),
  })
  const flowId = await createFarcasterFlow(
    context.db,
    {
      projectId: input.projectId,
      origin,
      secret: input.secret,
      channelToken: channel.channelToken,
      nonce,
      ttlS: config.flowTtlS,
    },
    context.clock,
  )
  return { url: channel.url, flowId }
}

export async function checkFarcasterLogin(
  context: ApiContext,
  input: FarcasterConnectRequest,
  meta: RequestMeta,
): Promise<FarcasterConnectResponse> {
  const config = farcasterConfig(context)
  await countRequest(context, 'farcasterChecksPerIp', meta.client)
  const flow = await openFlowOfFrame(context.db, input, context.clock)
  await countFlowPoll(context.db, flow.id, maxPollsOf(config), context.clock)
  if (!(await claimRelayRead(context.db, flow.id, RELAY_READ_INTERVAL_MS, context.clock))) {
    return { status: 'pending' }
  }
  const status = await channelStatus(config.relayUrl, flow.channelToken)
  if (status.state === 'pending') return { status: 'pending' }
  let fid: bigint
  try {
    // The relay closed the channel as it answered: this is the flow's only answer.
    ;({ fid } = await verifySiwf(
      status,
      {
        ...siwfSite(context.config.publicUrl),
        nonce: flow.nonce,
        requestId: siwfRequestId(flow.origin),
        fid: status.fid,
        now: context.clock(),
      },
      registryOf(context, config),
    ))
  } catch (error) {
    await failFarcasterFlow(context.db, flow.id, context.clock)
    throw error
  }
  const userName = pickUserName(status.username) ?? `fid ${fid}`
  if (!(await redeemFarcasterFlow(context.db, flow.id, { fid, userName }, context.clock))) {
    throw new ServerError('FARCASTER_FLOW_USED')
  }
  const profile: SocialProfile = {
    subject: fid.toString(),
    email: null,
    emailVerified: false,
    userName,
  }
  let user = await signInKnownIdentity(context.db, 'farcaster', profile, context.clock)
  if (!user) {
    await countRequest(context, 'newAccountsPerIp', meta.client)
    user = await signInNewIdentity(context.db, 'farcaster', profile, context.clock)
  }
  const tokens = await startSession(context, user.id, input.deviceId, meta.deviceKey)
  return { status: 'connected', userName, ...tokens }
}

const registries = new Map<string, FarcasterRegistry>()

function registryOf(context: ApiContext, config: FarcasterConfig): FarcasterRegistry {
  if (context.farcasterRegistry) return context.farcasterRegistry
  const key = `${config.rpcUrl} ${config.idRegistry} ${config.keyRegistry}`
  let registry = registries.get(key)
  if (!registry) {
    registry = rpcRegistry(config)
    registries.set(key, registry)
  }
  return registry
}
