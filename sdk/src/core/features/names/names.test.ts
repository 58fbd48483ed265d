import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import type { FakeRequest } from '../../clients/blockchainApi/fakeBlockchainApi'
import { endFeatureHarnesses, featureHarness } from '../../testing/accountFeaturesHarness'
import {
  createMockWallet,
  OTHER_ADDRESS,
  providerError,
  WALLET_ADDRESS,
} from '../../testing/mockWallet'
import { evmCoinType } from './names.impl'

// anvil's second default account: WALLET_ADDRESS.
const signer = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const ANVIL_COIN = String(evmCoinType(31337))

const profile = (name: string) => ({
  name,
  registered: 1_700_000_000,
  addresses: { '60': { address: OTHER_ADDRESS }, [ANVIL_COIN]: { address: WALLET_ADDRESS } },
  attributes: [],
})

function setup(options: { blockchainApi?: boolean } = {}) {
  const wallet = createMockWallet()
  wallet.respond('personal_sign', (params) => {
    const [message] = params as [Hex, string]
    return signer.signMessage({ message: { raw: message } })
  })
  const harness = featureHarness({ ...options, provider: wallet.provider })
  const { names } = harness.features
  harness.stores.router.getState().push('RegisterAccountName')
  return { ...harness, names, wallet }
}

afterEach(endFeatureHarnesses)

describe('names: lookups', () => {
  it('resolves a name to the address of the active network, undefined when unregistered', async () => {
    const { names, server, connect } = setup()
    server.route('GET /v1/profile/account/*', (request: FakeRequest) =>
      request.path.endsWith('/ada.airlock.id')
        ? profile('ada.airlock.id')
        : Response.json({ message: 'not found' }, { status: 404 }),
    )
    connect()
    expect(await names.resolveName('ada.airlock.id')).toBe(WALLET_ADDRESS)
    expect(await names.resolveName('nobody.airlock.id')).toBeUndefined()
    expect(names.store.getState()).toMatchObject({ loading: false, error: undefined })
  })

  it("rejects 'Error resolving name', or the API's first reason", async () => {
    const { names, server } = setup()
    server.route('GET /v1/profile/account/*', Response.json({}, { status: 500 }))
    await expect(names.resolveName('ada.airlock.id')).rejects.toThrow('Error resolving name')
    expect(names.store.getState().error).toBe('Error resolving name')
    server.route(
      'GET /v1/profile/account/*',
      Response.json({ reasons: [{ description: 'Name is malformed' }] }, { status: 400 }),
    )
    await expect(names.resolveName('a b')).rejects.toThrow('Name is malformed')
  })

  it('fetches suggestions in the zone', async () => {
    const { names, server } = setup()
    const suggestions = [{ name: 'ada1.airlock.id', registered: false }]
    server.route('GET /v1/profile/suggestions/*', { suggestions })
    expect(await names.getSuggestions(' Ada ')).toEqual(suggestions)
    expect(names.store.getState().suggestions).toEqual(suggestions)
    expect(server.requests[0]).toMatchObject({
      path: '/v1/profile/suggestions/ada',
      query: expect.objectContaining({ zone: 'airlock.id' }),
    })
    server.route('GET /v1/profile/suggestions/*', Response.json({}, { status: 503 }))
    await expect(names.getSuggestions('ada')).rejects.toThrow('Error fetching name suggestions')
  })

  it('lists the names of an address', async () => {
    const { names, server, connect } = setup()
    connect()
    server.route('GET /v1/profile/reverse/*', [profile('ada.airlock.id')])
    expect((await names.getNamesForAddress(WALLET_ADDRESS)).map((item) => item.name)).toEqual([
      'ada.airlock.id',
    ])
    // Its state lives in the caller's query (namesQuery.test.ts): the store keeps no copy.
    expect(names.store.getState()).toMatchObject({ loading: false, error: undefined })
    server.route('GET /v1/profile/reverse/*', Response.json({}, { status: 500 }))
    await expect(names.getNamesForAddress(OTHER_ADDRESS)).rejects.toThrow(
      'Error fetching names for address',
    )
  })

  it('says which call failed when no blockchain API is configured', async () => {
    const { names } = setup({ blockchainApi: false })
    expect(names.available).toBe(false)
    await expect(names.resolveName('ada.airlock.id')).rejects.toThrow('Error resolving name')
    await expect(names.fetchIdentity()).resolves.toBeUndefined()
  })
})

describe('names: registration', () => {
  it('has the wallet sign the message and posts it; the router shows success', async () => {
    const { names, server, connect, stores, account } = setup()
    server.route('POST /v1/profile/account', { ok: true })
    connect()
    await names.registerName('Ada-01')
    const [post] = server.to('/v1/profile/account')
    const body = post?.body as {
      coin_type: number
      address: string
      message: string
      signature: Hex
    }
    expect(body.coin_type).toBe(2147514985)
    expect(body.address).toBe(WALLET_ADDRESS)
    expect(JSON.parse(body.message)).toEqual({
      name: 'ada-01.airlock.id',
      attributes: {},
      timestamp: expect.any(Number),
    })
    // What the API receives verifies against the address: the signed bytes are the message.
    expect(
      await verifyMessage({
        address: WALLET_ADDRESS,
        message: body.message,
        signature: body.signature,
      }),
    ).toBe(true)
    expect(stores.router.getState().view).toBe('RegisterAccountNameSuccess')
    expect(account()?.profileName).toBe('ada-01.airlock.id')
    expect(names.store.getState()).toMatchObject({
      registered: 'ada-01.airlock.id',
      loading: false,
    })
  })

  it('refuses a name against the SPEC §5 rule before asking the wallet', async () => {
    const { names, connect, wallet, server } = setup()
    connect()
    await expect(names.registerName('ada')).rejects.toThrow('A name must be at least 4 characters')
    await expect(names.registerName('ada_lovelace')).rejects.toThrow(
      'A name may only contain letters, digits and hyphens',
    )
    expect(wallet.methods()).toEqual([])
    expect(server.requests).toHaveLength(0)
  })

  it("goes back to RegisterAccountName with 'Error registering name {name}' on failure", async () => {
    const { names, server, connect, stores } = setup()
    server.route('POST /v1/profile/account', Response.json({}, { status: 500 }))
    connect()
    stores.router.getState().push('ApproveTransaction')
    await expect(names.registerName('ada-01')).rejects.toThrow(
      'Error registering name ada-01.airlock.id',
    )
    expect(stores.router.getState().view).toBe('RegisterAccountName')
    expect(stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Error registering name ada-01.airlock.id',
    })
    expect(names.store.getState().error).toBe('Error registering name ada-01.airlock.id')
  })

  it('fails the same way when the user declines to sign, without posting', async () => {
    const { names, server, connect, wallet } = setup()
    wallet.respond('personal_sign', { error: providerError(4001, 'User rejected the request') })
    connect()
    await expect(names.registerName('ada-01')).rejects.toThrow(
      'Error registering name ada-01.airlock.id',
    )
    expect(server.to('/v1/profile/account')).toHaveLength(0)
  })

  it("says 'Error registering name {name}' even when the API gives a reason (only a lookup shows it)", async () => {
    const { names, server, connect, stores } = setup()
    server.route(
      'POST /v1/profile/account',
      Response.json({ reasons: [{ description: 'Name is already taken' }] }, { status: 409 }),
    )
    connect()
    await expect(names.registerName('ada-01')).rejects.toThrow(
      'Error registering name ada-01.airlock.id',
    )
    expect(stores.toast.getState().message).toBe('Error registering name ada-01.airlock.id')
  })

  it("says 'Error fetching name suggestions' and 'Error fetching names for address' whatever the API's reason", async () => {
    const { names, server } = setup()
    const refusal = () =>
      Response.json({ reasons: [{ description: 'Service Unavailable' }] }, { status: 503 })
    server.route('GET /v1/profile/suggestions/*', refusal())
    server.route('GET /v1/profile/reverse/*', refusal())
    await expect(names.getSuggestions('ada-01')).rejects.toThrow('Error fetching name suggestions')
    await expect(names.getNamesForAddress(WALLET_ADDRESS)).rejects.toThrow(
      'Error fetching names for address',
    )
  })
})

describe('names: identity', () => {
  it('fills profileName and profileImage, cached 5 min, cleared when the address changes', async () => {
    const { names, server, connect, account } = setup()
    server.route('GET /v1/identity/*', {
      name: 'ada.airlock.id',
      avatar: 'https://a.example/a.png',
    })
    connect()
    await names.fetchIdentity()
    expect(account()).toMatchObject({
      profileName: 'ada.airlock.id',
      profileImage: 'https://a.example/a.png',
    })
    await names.fetchIdentity()
    expect(server.requests).toHaveLength(1)
    connect(OTHER_ADDRESS)
    expect(account()).toMatchObject({ profileName: undefined, profileImage: undefined })
  })

  it('is quiet when the lookup fails', async () => {
    const { names, server, connect, stores, account } = setup()
    server.route('GET /v1/identity/*', Response.json({}, { status: 500 }))
    connect()
    await expect(names.fetchIdentity()).resolves.toBeUndefined()
    expect(account()?.profileName).toBeUndefined()
    expect(stores.toast.getState().open).toBe(false)
  })
})

describe('evmCoinType (ENSIP-11)', () => {
  it('is 60 on mainnet and the chain id with the high bit elsewhere', () => {
    expect(evmCoinType(1)).toBe(60)
    expect(evmCoinType(10)).toBe(2147483658)
    expect(evmCoinType(31337)).toBe(2147514985)
  })
})
