/**
 * Test double of a Farcaster auth relay (auth-monorepo apps/relay), on a real loopback
 * HTTP port, with the real relay's shapes: POST /v1/channel → 201 { channelToken, url,
 * connectUri, nonce }; GET /v1/channel/status (Bearer token) → 202 while pending, 200
 * once completed (and the channel is closed), 401 for an unknown token; POST
 * /v1/channel/authenticate (Bearer token + the relay's auth key) completes it. `fault`
 * makes it answer 503 ('down') or a wrong shape ('malformed').
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_RELAY_AUTH_KEY = 'fake-relay-auth-key'

interface Channel {
  state: 'pending' | 'completed'
  nonce: string
  signatureParams: Record<string, unknown>
  completion?: Record<string, unknown>
}

export async function startFakeRelay() {
  const channels = new Map<string, Channel>()
  const opened: Record<string, unknown>[] = []
  const state = { fault: null as null | 'down' | 'malformed' }
  /** GET /v1/channel/status calls per channel token (a counting relay). */
  const statusReads = new Map<string, number>()
  let base = ''

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      json(response, 500, { error: String(error) })
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base)
    if (state.fault === 'down') return json(response, 503, { error: 'unavailable' })
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '')
    if (request.method === 'POST' && url.pathname === '/v1/channel') {
      const body = (await readJson(request)) as Record<string, unknown>
      opened.push(body)
      if (state.fault === 'malformed') return json(response, 201, { token: 'x' })
      const channelToken = randomBytes(16).toString('hex')
      const nonce = typeof body.nonce === 'string' ? body.nonce : randomBytes(8).toString('hex')
      channels.set(channelToken, { state: 'pending', nonce, signatureParams: { ...body, nonce } })
      const link = `${base}/~/siwf?channelToken=${channelToken}`
      return json(response, 201, { channelToken, url: link, connectUri: link, nonce })
    }
    if (request.method === 'GET' && url.pathname === '/v1/channel/status') {
      statusReads.set(token, (statusReads.get(token) ?? 0) + 1)
      const channel = channels.get(token)
      if (!channel) return json(response, 401, { error: 'Unauthorized' })
      if (state.fault === 'malformed') return json(response, 200, { state: 'completed' })
      const answer = {
        state: channel.state,
        nonce: channel.nonce,
        signatureParams: channel.signatureParams,
        ...channel.completion,
      }
      if (channel.state === 'completed') {
        channels.delete(token)
        return json(response, 200, answer)
      }
      return json(response, 202, answer)
    }
    if (request.method === 'POST' && url.pathname === '/v1/channel/authenticate') {
      if (request.headers['x-farcaster-auth-relay-key'] !== FAKE_RELAY_AUTH_KEY) {
        return json(response, 401, { error: 'Unauthorized' })
      }
      const channel = channels.get(token)
      if (!channel) return json(response, 401, { error: 'Unauthorized ' })
      const body = (await readJson(request)) as Record<string, unknown>
      channel.state = 'completed'
      channel.completion = { ...body, authMethod: body.authMethod ?? 'custody' }
      return json(response, 201, { state: channel.state, nonce: channel.nonce, ...body })
    }
    json(response, 404, { error: 'Not found' })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    /** Every POST /v1/channel body, in order. */
    opened,
    state,
    /** How many times the status of the channel behind `signInUrl` was read. */
    statusReadsOf: (signInUrl: string) =>
      statusReads.get(new URL(signInUrl).searchParams.get('channelToken') ?? '') ?? 0,
    /** The channel token in a sign-in URL this relay handed out. */
    tokenOf: (signInUrl: string) => new URL(signInUrl).searchParams.get('channelToken') ?? '',
    /** What the Farcaster app reads before it signs: the channel's SIWE parameters. */
    signatureParams: (channelToken: string) => channels.get(channelToken)?.signatureParams,
    /** The Farcaster app's approval: POST /v1/channel/authenticate. */
    authenticate: async (channelToken: string, body: Record<string, unknown>) => {
      const response = await fetch(`${base}/v1/channel/authenticate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${channelToken}`,
          'x-farcaster-auth-relay-key': FAKE_RELAY_AUTH_KEY,
        },
        body: JSON.stringify(body),
      })
      if (response.status !== 201) throw new Error(`authenticate answered ${response.status}`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeRelay = Awaited<ReturnType<typeof startFakeRelay>>

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return chunks.length === 0 ? {} : JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}
