import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endFeatureHarnesses, featureHarness } from '../../testing/accountFeaturesHarness'
import { WALLET_ADDRESS } from '../../testing/mockWallet'
import {
  getNamesQueryKey,
  getNamesQueryOptions,
  getResolveNameQueryKey,
  getResolveNameQueryOptions,
} from './namesQuery'

afterEach(endFeatureHarnesses)

const REVERSE_PATH = `/v1/profile/reverse/${WALLET_ADDRESS}`
const profile = {
  name: 'ada.airlock.id',
  registered: 1_700_000_000,
  addresses: { '60': { address: WALLET_ADDRESS } },
  attributes: [],
}

function setup(queryClient = new QueryClient()) {
  const harness = featureHarness({ queryClient })
  const airlock = { names: harness.features.names, stores: harness.stores }
  return { ...harness, airlock, queryClient }
}

describe('the names query options', () => {
  it('key the connected address’s names, lower case, and wait for an address', () => {
    const { airlock, connect } = setup()
    expect(getNamesQueryOptions(airlock)).toMatchObject({ enabled: false })
    connect()
    expect(getNamesQueryOptions(airlock)).toMatchObject({
      queryKey: ['@airlock', 'names', WALLET_ADDRESS.toLowerCase()],
      enabled: true,
    })
    expect(getNamesQueryKey({ address: WALLET_ADDRESS.toUpperCase() })).toEqual(
      getNamesQueryKey({ address: WALLET_ADDRESS }),
    )
    expect(getResolveNameQueryKey({ name: ' Ada.airlock.id ' })).toEqual([
      '@airlock',
      'resolve-name',
      'ada.airlock.id',
    ])
  })

  it('serve two observers with one request, the answer cached in the dapp’s QueryClient', async () => {
    const { airlock, connect, server, queryClient } = setup()
    server.route('GET /v1/profile/reverse/*', [profile])
    connect()
    const observers = [0, 1].map(
      () => new QueryObserver(queryClient, getNamesQueryOptions(airlock)),
    )
    const stops = observers.map((observer) => observer.subscribe(() => {}))
    await vi.waitFor(() => expect(observers[1]?.getCurrentResult().data).toEqual([profile]))
    expect(server.to(REVERSE_PATH)).toHaveLength(1)
    expect(queryClient.getQueryData(getNamesQueryKey({ address: WALLET_ADDRESS }))).toEqual([
      profile,
    ])
    for (const stop of stops) stop()
    queryClient.clear()
  })

  it('fail with the SPEC message, and resolve an unregistered name to null', async () => {
    const { airlock, connect, server, queryClient } = setup()
    connect()
    server.route('GET /v1/profile/reverse/*', Response.json({}, { status: 500 }))
    await expect(queryClient.fetchQuery(getNamesQueryOptions(airlock))).rejects.toThrow(
      'Error fetching names for address',
    )
    server.route('GET /v1/profile/account/*', Response.json({}, { status: 404 }))
    await expect(
      queryClient.fetchQuery(getResolveNameQueryOptions(airlock, { name: 'nobody.airlock.id' })),
    ).resolves.toBeNull()
    queryClient.clear()
  })
})
