import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcRegistry } from '../../../secure-site/src/server/farcaster/registry'
import { channelStatus, openChannel } from '../../../secure-site/src/server/farcaster/relayClient'
import { verifySiwf } from '../../../secure-site/src/server/farcaster/siwfMessage'
import {
  createFarcasterClient,
  type FarcasterClient,
} from '../../fixtures/farcasterClient/farcasterClient'
import { type AnvilNode, startAnvil } from '../anvil'
import { DEMO_FID, type FarcasterStack, startFarcaster } from './farcasterStack'

let node: AnvilNode
let stack: FarcasterStack
let client: FarcasterClient
let nextFid = 2000

beforeAll(async () => {
  node = await startAnvil({ chainId: 31338 })
  stack = await startFarcaster({ rpcUrl: node.rpcUrl, chainId: node.chainId })
  client = createFarcasterClient({
    rpcUrl: node.rpcUrl,
    chainId: node.chainId,
    relayUrl: stack.url,
    relayAuthKey: stack.relayAuthKey,
  })
})
afterAll(async () => {
  await stack?.stop()
  await node?.stop()
})

const SITE = { siweUri: 'http://localhost:3001', domain: 'localhost:3001' }
const nonce = () => `n${Math.random().toString(16).slice(2).padEnd(16, '0')}`
const token = (url: string) => new URL(url).searchParams.get('channelToken') ?? ''
const call = async (path: string, init: RequestInit & { bearer?: string } = {}) => {
  const response = await fetch(`${stack.url}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
      ...init.headers,
    },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const registered = async () => {
  const key = generatePrivateKey()
  const fid = ++nextFid
  await client.registerFid(key, fid)
  return { key, fid }
}

describe('local Farcaster relay', () => {
  it('opens a channel with the real shapes and keeps it pending until authenticated', async () => {
    const n = nonce()
    const opened = await call('/v1/channel', {
      method: 'POST',
      body: JSON.stringify({ ...SITE, nonce: n, expirationTime: '2099-01-01T00:00:00.000Z' }),
    })
    expect(opened.status).toBe(201)
    expect(opened.body).toEqual({
      channelToken: expect.any(String),
      url: `${stack.url}/~/siwf?channelToken=${opened.body.channelToken}`,
      connectUri: opened.body.url,
      nonce: n,
    })
    const status = await call('/v1/channel/status', { bearer: String(opened.body.channelToken) })
    expect(status.status).toBe(202)
    expect(status.body).toMatchObject({
      state: 'pending',
      nonce: n,
      signatureParams: { ...SITE, nonce: n, expirationTime: '2099-01-01T00:00:00.000Z' },
    })
    expect(status.body).not.toHaveProperty('url')
  })

  it('refuses a wrong shape, a reserved domain, unknown tokens and a missing auth key', async () => {
    const post = (body: unknown) =>
      call('/v1/channel', { method: 'POST', body: JSON.stringify(body) })
    expect((await post({ domain: 'localhost' })).status).toBe(400)
    expect((await post({ ...SITE, extra: 1 })).status).toBe(400)
    expect((await post({ ...SITE, domain: 'https://x' })).status).toBe(400)
    expect(await post({ ...SITE, domain: 'farcaster.xyz' })).toEqual({
      status: 400,
      body: { error: 'Domain not allowed' },
    })
    expect(await call('/v1/channel/status', { bearer: 'nope' })).toEqual({
      status: 401,
      body: { error: 'Unauthorized' },
    })
    const opened = await post(SITE)
    const auth = await call('/v1/channel/authenticate', {
      method: 'POST',
      bearer: String(opened.body.channelToken),
      body: JSON.stringify({ message: 'm', signature: `0x${'1'.repeat(130)}`, fid: 1 }),
    })
    expect(auth.status).toBe(401)
  })

  it("carries the client's signed message to the secure site, which verifies it on the registries", async () => {
    const alice = await registered()
    const n = nonce()
    const channel = await openChannel(stack.url, {
      ...SITE,
      requestId: 'dapp.example',
      nonce: n,
      expirationTime: new Date(Date.now() + 300_000).toISOString(),
    })
    expect(await channelStatus(stack.url, channel.channelToken)).toEqual({ state: 'pending' })
    await client.approve(channel.url, { ...alice, username: 'alice' })
    const status = await channelStatus(stack.url, channel.channelToken)
    if (status.state !== 'completed') throw new Error('not completed')
    expect(status).toMatchObject({ fid: alice.fid, username: 'alice' })
    const registry = rpcRegistry({
      rpcUrl: node.rpcUrl,
      idRegistry: stack.idRegistry as `0x${string}`,
      keyRegistry: stack.keyRegistry as `0x${string}`,
    })
    const expected = {
      domain: SITE.domain,
      uri: SITE.siweUri,
      nonce: n,
      requestId: 'dapp.example',
      fid: alice.fid,
      now: new Date(),
    }
    expect(await verifySiwf(status, expected, registry)).toEqual({
      fid: BigInt(alice.fid),
      signer: privateKeyToAccount(alice.key).address,
      authMethod: 'custody',
    })
    // Read once: the relay closed the channel.
    await expect(channelStatus(stack.url, channel.channelToken)).rejects.toThrow(
      'The Farcaster relay no longer knows this sign-in, start again',
    )
  })

  it("adds the fid's custody address from the IdRegistry, as the real relay does", async () => {
    const bob = await registered()
    const opened = await call('/v1/channel', { method: 'POST', body: JSON.stringify(SITE) })
    await client.approve(String(opened.body.url), { ...bob, username: 'bob' })
    const status = await call('/v1/channel/status', { bearer: String(opened.body.channelToken) })
    expect(status).toMatchObject({
      status: 200,
      body: {
        state: 'completed',
        fid: bob.fid,
        username: 'bob',
        authMethod: 'custody',
        custody: privateKeyToAccount(bob.key).address,
        verifications: [],
      },
    })
  })

  it('its sign-in page names the site and the requesting dapp, and approves as the demo identity (@alice)', async () => {
    const opened = await call('/v1/channel', {
      method: 'POST',
      body: JSON.stringify({ ...SITE, requestId: 'dapp.example<b>' }),
    })
    const page = await fetch(String(opened.body.url))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Sign in as @alice')
    expect(html).toContain('<strong>localhost:3001</strong> asks you to sign in with Farcaster.')
    expect(html).toContain('Requested by <strong>dapp.example&#60;b&#62;</strong>')
    // A channel without a requestId says so.
    const bare = await call('/v1/channel', { method: 'POST', body: JSON.stringify(SITE) })
    expect(await (await fetch(String(bare.body.url))).text()).toContain('No requesting site named')
    const query = new URL(String(opened.body.url)).search
    expect((await call(`/~/siwf/approve${query}`, { method: 'POST' })).status).toBe(200)
    const status = await call('/v1/channel/status', { bearer: token(String(opened.body.url)) })
    expect(status.body).toMatchObject({ state: 'completed', fid: DEMO_FID, username: 'alice' })
    // Approved and read: the page says so, and a second approval finds nothing.
    expect((await fetch(String(opened.body.url))).status).toBe(404)
    expect((await call(`/~/siwf/approve${query}`, { method: 'POST' })).status).toBe(404)
  })
})
