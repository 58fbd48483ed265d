/**
 * A local Farcaster auth relay, speaking the real relay's API (farcasterxyz/auth-monorepo
 * apps/relay: handlers.ts, schemas.ts), in memory:
 * - POST /v1/channel { siweUri, domain, nonce?, notBefore?, expirationTime?, requestId?,
 *   redirectUrl?, acceptAuthAddress? } → 201 { channelToken, url, connectUri, nonce };
 *   400 { error: 'Validation error' } for another shape;
 * - GET /v1/channel/status (Authorization: Bearer <channelToken>) → 202 with the
 *   channel (state 'pending', nonce, signatureParams…) until authenticated, then once
 *   200 with state 'completed', message, signature, fid, username…, after which the
 *   channel is closed (401 { error: 'Unauthorized' } as for any unknown token);
 * - POST /v1/channel/authenticate (Bearer token, `x-farcaster-auth-relay-key`)
 *   { message, signature, fid, username?, … } → 201 with the channel; it adds the fid's
 *   custody address read from the IdRegistry, as the real relay does.
 * The sign-in `url` is `<relay>/~/siwf?channelToken=…` (the real one: farcaster.xyz/~/siwf):
 * here a page naming the site (domain) and the dapp that asked (requestId), whose
 * "Sign in as @alice" button asks the relay to approve it with the
 * demo identity (`onDemoApprove`), so a person can finish the flow on this machine.
 * Channels live `ttlS` (the real default: an hour).
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type DemoChannel, demoPage } from './demoPage'

export const LOCAL_RELAY_AUTH_KEY = 'airlock-local-relay-key'

export interface RelayServerOptions {
  port?: number
  ttlS?: number
  /** The fid's custody address (IdRegistry.custodyOf), added to completed channels. */
  custodyOf?: (fid: number) => Promise<string>
  /** The demo page's button: approve `channelToken` as the demo identity. */
  onDemoApprove?: (signInUrl: string) => Promise<void>
}

export interface RelayServer {
  url: string
  port: number
  stop(): Promise<void>
}

interface Channel {
  expiresAt: number
  state: 'pending' | 'completed'
  nonce: string
  url: string
  connectUri: string
  signatureParams: Record<string, unknown>
  acceptAuthAddress: boolean
  metadata: { ip: string; userAgent: string }
  completion?: Record<string, unknown>
}

const CREATE_FIELDS: Record<string, 'string' | 'boolean'> = {
  siweUri: 'string',
  domain: 'string',
  nonce: 'string',
  notBefore: 'string',
  expirationTime: 'string',
  requestId: 'string',
  redirectUrl: 'string',
  acceptAuthAddress: 'boolean',
}
const AUTH_FIELDS: Record<string, 'string' | 'number'> = {
  message: 'string',
  signature: 'string',
  authMethod: 'string',
  fid: 'number',
  username: 'string',
  bio: 'string',
  displayName: 'string',
  pfpUrl: 'string',
}

export async function startRelayServer(options: RelayServerOptions = {}): Promise<RelayServer> {
  const ttlMs = (options.ttlS ?? 3600) * 1000
  const channels = new Map<string, Channel>()
  let base = ''

  const live = (token: string) => {
    const channel = channels.get(token)
    if (channel && channel.expiresAt <= Date.now()) channels.delete(token)
    return channels.get(token)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: String(error) })
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base)
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const route = `${request.method} ${url.pathname}`
    if (route === 'POST /v1/channel') {
      const body = await readJson(request)
      if (!shaped(body, CREATE_FIELDS, ['siweUri', 'domain']) || !validCreate(body)) {
        return json(response, 400, { error: 'Validation error' })
      }
      if (String(body.domain).includes('farcaster.xyz')) {
        return json(response, 400, { error: 'Domain not allowed' })
      }
      const channelToken = randomBytes(16).toString('hex').toUpperCase()
      const nonce = typeof body.nonce === 'string' ? body.nonce : randomBytes(8).toString('hex')
      const link = `${base}/~/siwf?${new URLSearchParams({ channelToken })}`
      channels.set(channelToken, {
        expiresAt: Date.now() + ttlMs,
        state: 'pending',
        nonce,
        url: link,
        connectUri: link,
        signatureParams: { ...body, nonce },
        acceptAuthAddress: body.acceptAuthAddress !== false,
        metadata: {
          ip: request.socket.remoteAddress ?? '',
          userAgent: request.headers['user-agent'] ?? 'Unknown',
        },
      })
      return json(response, 201, { channelToken, url: link, connectUri: link, nonce })
    }
    if (route === 'GET /v1/channel/status') {
      const channel = live(token)
      if (!channel) return json(response, 401, { error: 'Unauthorized' })
      const {
        url: _url,
        connectUri: _connectUri,
        expiresAt: _expiresAt,
        completion,
        ...rest
      } = channel
      const answer = { ...rest, ...completion }
      if (channel.state === 'completed') {
        channels.delete(token)
        return json(response, 200, answer)
      }
      return json(response, 202, answer)
    }
    if (route === 'POST /v1/channel/authenticate') {
      if (request.headers['x-farcaster-auth-relay-key'] !== LOCAL_RELAY_AUTH_KEY) {
        return json(response, 401, { error: 'Unauthorized' })
      }
      const body = await readJson(request)
      if (!shaped(body, AUTH_FIELDS, ['message', 'signature', 'fid']) || !validAuth(body)) {
        return json(response, 400, { error: 'Validation error' })
      }
      const channel = live(token)
      if (!channel) return json(response, 401, { error: 'Unauthorized ' })
      const custody = options.custodyOf ? await options.custodyOf(Number(body.fid)) : undefined
      channel.state = 'completed'
      channel.completion = {
        ...body,
        authMethod: body.authMethod ?? 'custody',
        ...(custody ? { custody } : {}),
        verifications: [],
      }
      const { completion, expiresAt: _expiresAt, ...rest } = channel
      return json(response, 201, { ...rest, ...completion })
    }
    if (route === 'GET /~/siwf') {
      const channelToken = url.searchParams.get('channelToken') ?? ''
      const channel = live(channelToken)
      response.writeHead(channel ? 200 : 404, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'",
      })
      return response.end(demoPage(channel ? demoChannel(channel.signatureParams) : null))
    }
    if (route === 'POST /~/siwf/approve') {
      const channelToken = url.searchParams.get('channelToken') ?? ''
      const channel = live(channelToken)
      if (channel?.state !== 'pending') {
        return json(response, 404, { error: 'This sign-in is not waiting any more' })
      }
      if (!options.onDemoApprove) return json(response, 404, { error: 'No demo identity here' })
      await options.onDemoApprove(channel.url)
      return json(response, 200, { ok: true })
    }
    json(response, 404, { error: 'Not found' })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`

  return {
    url: base,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function demoChannel(params: Record<string, unknown>): DemoChannel {
  return {
    domain: String(params.domain),
    uri: String(params.siweUri),
    ...(typeof params.requestId === 'string' ? { requestId: params.requestId } : {}),
  }
}

function shaped(
  body: unknown,
  fields: Record<string, string>,
  required: string[],
): body is Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const record = body as Record<string, unknown>
  return (
    required.every((name) => name in record) &&
    Object.entries(record).every(([name, value]) => fields[name] === typeof value)
  )
}

function validCreate(body: Record<string, unknown>): boolean {
  return (
    URL.canParse(String(body.siweUri)) &&
    /^[a-zA-Z0-9.-]+(:[0-9]+)?$/.test(String(body.domain)) &&
    [body.notBefore, body.expirationTime].every(
      (date) => date === undefined || !Number.isNaN(Date.parse(String(date))),
    )
  )
}

function validAuth(body: Record<string, unknown>): boolean {
  return (
    /^0x[a-fA-F0-9]{130}$/.test(String(body.signature)) &&
    Number.isInteger(body.fid) &&
    (body.username === undefined ||
      /^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\.eth$/.test(String(body.username))) &&
    (body.authMethod === undefined || ['custody', 'authAddress'].includes(String(body.authMethod)))
  )
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  if (chunks.length === 0) return undefined
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return undefined
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  })
  response.end(JSON.stringify(body))
}
