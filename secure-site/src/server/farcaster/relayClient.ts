/**
 * The secure site's side of a Farcaster auth relay (farcasterxyz/auth-monorepo
 * apps/relay): open a channel for one sign-in, then read its status with the channel
 * token as bearer. Every call is bounded in time; an unreachable relay, a status this
 * client does not expect and an answer of the wrong shape each end in their own exact
 * message. The channel token is returned to the caller (the server), never further.
 */
import { z } from 'zod'
import { ServerError } from '../errors'

export const RELAY_TIMEOUT_MS = 10_000
const MAX_TEXT = 10_000

export interface ChannelRequest {
  /** The secure site's URL, the SIWE `uri` the message must carry. */
  siweUri: string
  /** The secure site's host (with port if any), the SIWE `domain`. */
  domain: string
  nonce: string
  /** ISO 8601: the signed message must expire by then. */
  expirationTime: string
  notBefore?: string
  /** Names the dapp that asked (siwfRequestId); the Farcaster app puts it in the message. */
  requestId?: string
}

export interface OpenedChannel {
  channelToken: string
  /** Where the user approves the sign-in (Farcaster app deep link / QR). */
  url: string
}

const openedSchema = z.object({
  channelToken: z.string().min(1).max(MAX_TEXT),
  url: z
    .string()
    .max(MAX_TEXT)
    .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value)),
})

const pendingSchema = z.object({ state: z.literal('pending') })

const completedSchema = z.object({
  state: z.literal('completed'),
  message: z.string().min(1).max(MAX_TEXT),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/)
    .max(MAX_TEXT),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: z.string().max(MAX_TEXT).optional(),
})

export type ChannelStatus =
  | { state: 'pending' }
  | {
      state: 'completed'
      message: string
      signature: `0x${string}`
      fid: number
      username: string | undefined
    }

export async function openChannel(
  relayUrl: string,
  request: ChannelRequest,
): Promise<OpenedChannel> {
  const { status, body } = await send(`${relayUrl}/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  })
  if (status !== 201 && status !== 200) throw relayRefused('POST /v1/channel', status)
  const parsed = openedSchema.safeParse(body)
  if (!parsed.success) throw malformed('POST /v1/channel')
  return parsed.data
}

/** The channel's state: pending, or completed with the signed message (read once: the relay then closes it). */
export async function channelStatus(
  relayUrl: string,
  channelToken: string,
): Promise<ChannelStatus> {
  const { status, body } = await send(`${relayUrl}/v1/channel/status`, {
    method: 'GET',
    headers: { authorization: `Bearer ${channelToken}` },
  })
  if (status === 401 || status === 404) throw new ServerError('FARCASTER_RELAY_LOST')
  if (status === 202) {
    if (!pendingSchema.safeParse(body).success) throw malformed('GET /v1/channel/status')
    return { state: 'pending' }
  }
  if (status !== 200) throw relayRefused('GET /v1/channel/status', status)
  const parsed = completedSchema.safeParse(body)
  if (!parsed.success) throw malformed('GET /v1/channel/status')
  const { message, signature, fid, username } = parsed.data
  return { state: 'completed', message, signature: signature as `0x${string}`, fid, username }
}

async function send(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      redirect: 'error',
      signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
    })
  } catch (error) {
    console.warn(
      '[airlock] Farcaster relay unreachable:',
      error instanceof Error ? error.message : error,
    )
    throw new ServerError('FARCASTER_RELAY_UNREACHABLE', { cause: error })
  }
  const body: unknown = await response.json().catch(() => undefined)
  return { status: response.status, body }
}

function relayRefused(call: string, status: number): ServerError {
  console.warn(`[airlock] Farcaster relay: ${call} answered ${status}`)
  return new ServerError('FARCASTER_RELAY_UNREACHABLE')
}

function malformed(call: string): ServerError {
  console.warn(`[airlock] Farcaster relay: ${call} answered an unexpected shape`)
  return new ServerError('FARCASTER_RELAY_MALFORMED')
}
