import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { connectRawClient, type RawRelayClient } from './rawRelayClient'
import { fakeRelayKey, signRelayJwt } from './relayAuthFake'
import { type RunningRelay, startWalletConnectRelay } from './relayServer'

const topic = () => randomBytes(32).toString('hex')
let relay: RunningRelay | null = null
const clients: RawRelayClient[] = []

async function start(options: Parameters<typeof startWalletConnectRelay>[0] = {}) {
  relay = await startWalletConnectRelay(options)
  return relay
}
async function client(url: string, key = fakeRelayKey()) {
  const connected = await connectRawClient(url, key)
  clients.push(connected)
  return connected
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await relay?.stop()
  relay = null
})

/** The HTTP status and body a handshake gets, for refused connections. */
function handshake(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.on('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: body.trim() }))
    })
    socket.on('open', () => reject(new Error('the relay accepted the connection')))
    socket.on('error', () => undefined)
  })
}

describe('the WalletConnect relay fixture', () => {
  it('refuses a handshake without auth, with a forged signature, or for another relay', async () => {
    const { url } = await start()
    expect(await handshake(url)).toEqual({
      status: 401,
      body: 'missing auth: the relay needs the ?auth= JWT',
    })
    const forged = signRelayJwt(fakeRelayKey(), url, { iss: fakeRelayKey().clientId })
    expect(await handshake(`${url}/?auth=${forged}`)).toEqual({
      status: 401,
      body: 'auth signature does not verify against iss',
    })
    const elsewhere = signRelayJwt(fakeRelayKey(), 'wss://relay.walletconnect.org')
    expect((await handshake(`${url}/?auth=${elsewhere}`)).body).toMatch(
      /^auth aud wss:\/\/relay.walletconnect.org is not this relay/,
    )
  })

  it('answers unknown methods, bad params and bad frames with JSON-RPC errors', async () => {
    const { url } = await start()
    const c = await client(url)
    expect(await c.call('irn_foo', {}, 7)).toEqual({
      id: 7,
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found: irn_foo' },
    })
    expect((await c.call('irn_subscribe', { topic: 'nope' })).error).toEqual({
      code: -32602,
      message: 'Invalid params for irn_subscribe: topic must be 64 lowercase hex characters',
    })
    expect((await c.call('irn_publish', { topic: topic(), message: 'm', ttl: 0 })).error).toEqual({
      code: -32602,
      message:
        'Invalid params for irn_publish: ttl must be a whole number of seconds from 1 to 2592000',
    })
    expect(JSON.parse(await c.sendRaw('{nope'))).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
    })
    expect(JSON.parse(await c.sendRaw('{"id":3,"method":"irn_subscribe"}')).error).toEqual({
      code: -32600,
      message: 'Invalid request: jsonrpc must be "2.0"',
    })
  })

  it('answers the 19-digit ids the client uses with the very same digits', async () => {
    const { url } = await start()
    const c = await client(url)
    const text = await c.sendRaw(
      `{"id":1723456789012345678,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic()}"}}`,
    )
    expect(text.startsWith('{"id":1723456789012345678,')).toBe(true)
  })

  it('keeps a message published before anyone subscribed and delivers it on subscribe', async () => {
    const { url } = await start()
    const [alice, bob] = [await client(url), await client(url)]
    const t = topic()
    await alice.call('irn_subscribe', { topic: t })
    expect(
      (await alice.call('irn_publish', { topic: t, message: 'hello', ttl: 300, tag: 9 })).result,
    ).toBe(true)
    await bob.call('irn_subscribe', { topic: t })
    const [push] = await bob.waitForPushes(1)
    expect(push).toMatchObject({ topic: t, message: 'hello', tag: 9 })
    // The publisher does not get its own message back.
    await alice.call('irn_subscribe', { topic: topic() })
    expect(alice.pushes).toEqual([])
  })

  it('waits for each ack before the next push, and offers unacked messages again on resubscribe', async () => {
    const { url } = await start()
    const publisher = await client(url)
    const key = fakeRelayKey()
    const first = await client(url, key)
    const t = topic()
    await first.call('irn_subscribe', { topic: t })
    await publisher.call('irn_publish', { topic: t, message: 'one', ttl: 300 })
    await publisher.call('irn_publish', { topic: t, message: 'two', ttl: 300 })
    const [one] = await first.waitForPushes(1)
    // A round trip on the same socket: had "two" been pushed, it would have come first.
    await first.call('irn_subscribe', { topic: topic() })
    expect(first.pushes.map((p) => p.message)).toEqual(['one'])
    if (!one) throw new Error('no push')
    first.ack(one)
    const pushes = await first.waitForPushes(2)
    expect(pushes.map((p) => p.message)).toEqual(['one', 'two'])
    await first.close()
    // Same client (same did:key), new socket: "two" was never acked, "one" was.
    const again = await client(url, key)
    await again.call('irn_batchSubscribe', { topics: [t] })
    const [redelivered] = await again.waitForPushes(1)
    expect(redelivered?.message).toBe('two')
  })

  it('drops a message once its TTL has passed', async () => {
    let now = 1_000_000
    const { url } = await start({ now: () => now })
    const publisher = await client(url)
    const late = await client(url)
    const t = topic()
    await publisher.call('irn_publish', { topic: t, message: 'short', ttl: 30 })
    await publisher.call('irn_publish', { topic: t, message: 'long', ttl: 300 })
    now += 31_000
    await late.call('irn_subscribe', { topic: t })
    const [push] = await late.waitForPushes(1)
    expect(push?.message).toBe('long')
  })

  it('stops pushing after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    const { url } = await start()
    const [publisher, reader] = [await client(url), await client(url)]
    const [a, b] = [topic(), topic()]
    await reader.call('irn_batchSubscribe', { topics: [a, b] })
    await reader.call('irn_unsubscribe', { topic: a, id: 'x' })
    await reader.call('irn_batchUnsubscribe', { subscriptions: [{ topic: b, id: 'y' }] })
    await publisher.call('irn_publish', { topic: a, message: 'm1', ttl: 300 })
    await publisher.call('irn_publish', { topic: b, message: 'm2', ttl: 300 })
    await reader.call('irn_subscribe', { topic: topic() })
    expect(reader.pushes).toEqual([])
  })

  it('routes wc_proposeSession and wc_approveSession as the 2.21.8 engine expects', async () => {
    const { url, calls } = await start()
    const [dapp, wallet] = [await client(url), await client(url)]
    const [pairing, session] = [topic(), topic()]
    await dapp.call('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'P', ttl: 300 })
    await wallet.call('irn_subscribe', { topic: pairing })
    const [proposal] = await wallet.waitForPushes(1)
    expect(proposal).toMatchObject({ topic: pairing, message: 'P', tag: 1100 })
    if (proposal) wallet.ack(proposal)
    await wallet.call('wc_approveSession', {
      sessionTopic: session,
      pairingTopic: pairing,
      sessionProposalResponse: 'R',
      sessionSettlementRequest: 'S',
      ttl: 300,
    })
    // The dapp was subscribed to the pairing topic by its proposal: the response arrives.
    const [response] = await dapp.waitForPushes(1)
    expect(response).toMatchObject({ topic: pairing, message: 'R', tag: 1101 })
    if (response) dapp.ack(response)
    await dapp.call('irn_subscribe', { topic: session })
    const pushes = await dapp.waitForPushes(2)
    expect(pushes[1]).toMatchObject({ topic: session, message: 'S', tag: 1102 })
    // The wallet was subscribed to the session topic by its approval.
    await dapp.call('irn_publish', { topic: session, message: 'to wallet', ttl: 300 })
    expect((await wallet.waitForPushes(2))[1]?.message).toBe('to wallet')
    expect(calls().map((call) => call.method)).toContain('wc_approveSession')
  })
})
