import { afterEach, describe, expect, it, vi } from 'vitest'
import { OTHER_ADDRESS, WALLET_ADDRESS } from '../../testing/mockWallet'
import { setup, stopSend } from './sendHarness'

afterEach(stopSend)

describe('send: the receiver', () => {
  const profile = (name: string, avatar?: string) => ({
    name,
    registered: 1_700_000_000,
    addresses: { '2147514985': { address: OTHER_ADDRESS } },
    attributes: avatar ? [{ avatar }] : [],
  })

  it("shows a typed address's name and avatar", async () => {
    const { send, server, connect } = setup()
    server.route('GET /v1/profile/reverse/*', [profile('bob.airlock.id', 'https://img/bob.png')])
    connect()
    await send.setReceiver(` ${OTHER_ADDRESS} `)
    expect(send.store.getState()).toMatchObject({
      receiverAddress: OTHER_ADDRESS,
      receiverProfileName: 'bob.airlock.id',
      receiverProfileImageUrl: 'https://img/bob.png',
    })
    expect(server.to(`/v1/profile/reverse/${OTHER_ADDRESS}`)).toHaveLength(1)
  })

  it('resolves a typed name to its address; an unknown name leaves no receiver', async () => {
    const { send, server, connect } = setup()
    server.route('GET /v1/profile/account/*', (request: { path: string }) =>
      request.path.endsWith('/bob.airlock.id')
        ? profile('bob.airlock.id', 'https://img/bob.png')
        : Response.json({ message: 'not found' }, { status: 404 }),
    )
    server.route('GET /v1/profile/reverse/*', [profile('bob.airlock.id', 'https://img/bob.png')])
    connect()
    await send.setReceiver('Bob.airlock.id')
    expect(send.store.getState()).toMatchObject({
      receiverAddress: OTHER_ADDRESS,
      receiverProfileName: 'bob.airlock.id',
      receiverProfileImageUrl: 'https://img/bob.png',
    })
    await send.setReceiver('nobody.airlock.id')
    expect(send.store.getState()).toMatchObject({
      receiverAddress: undefined,
      receiverProfileName: undefined,
      // Not registered is an answer (404), not a failure.
      error: undefined,
    })
  })

  it("says 'Error resolving name' when the lookup fails, and the next input starts clean", async () => {
    const { send, server, connect } = setup()
    server.route('GET /v1/profile/account/*', Response.json({}, { status: 500 }))
    connect()
    await send.setReceiver('bob.airlock.id')
    expect(send.store.getState()).toMatchObject({
      receiverAddress: undefined,
      error: 'Error resolving name',
    })
    await send.setReceiver(OTHER_ADDRESS)
    expect(send.store.getState().error).toBeUndefined()
  })

  it("shows the API's reason when a name lookup fails with one (SPEC §8)", async () => {
    const { send, server, connect } = setup()
    server.route('GET /v1/profile/account/*', () =>
      Response.json(
        { status: 'FAILED', reasons: [{ field: 'name', description: 'Name lookup is down' }] },
        { status: 503 },
      ),
    )
    connect()
    await send.setReceiver('nobody.airlock.id')
    expect(send.store.getState()).toMatchObject({
      receiverAddress: undefined,
      error: 'Name lookup is down',
    })
  })

  it("keeps a typed address usable when its names can't be fetched, and says so", async () => {
    const { send, server, connect } = setup()
    server.route('GET /v1/profile/reverse/*', Response.json({}, { status: 500 }))
    connect()
    await send.setReceiver(OTHER_ADDRESS)
    expect(send.store.getState()).toMatchObject({
      receiverAddress: OTHER_ADDRESS,
      receiverProfileName: undefined,
      error: 'Error fetching names for address',
    })
  })

  it('applies only the newest input when lookups overlap', async () => {
    const { send, server, connect } = setup()
    let release: () => void = () => {}
    server.route(
      'GET /v1/profile/account/*',
      () => new Promise((resolve) => (release = () => resolve(profile('slow.airlock.id')))),
    )
    connect()
    const slow = send.setReceiver('slow.airlock.id')
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(0))
    await send.setReceiver(WALLET_ADDRESS)
    release()
    await slow
    expect(send.store.getState().receiverAddress).toBe(WALLET_ADDRESS)
  })

  it('takes an address without looking names up when no blockchain API is configured', async () => {
    const { send, connect, server } = setup({ blockchainApi: false })
    connect()
    await send.setReceiver(OTHER_ADDRESS)
    expect(send.store.getState().receiverAddress).toBe(OTHER_ADDRESS)
    expect(server.requests).toHaveLength(0)
  })
})
