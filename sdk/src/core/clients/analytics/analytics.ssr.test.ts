// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { localhost } from '../../networks/localhost'
import { createAirlockStores } from '../../stores/airlockStores'
import { testMetadata } from '../../testing/airlockHarness'
import { createApiClients } from '../apiClients'
import { createAnalyticsClient } from './analyticsClient'

const sdk = { projectId: 'p1', sdkType: 'airlock', sdkVersion: 'airlock-0.1.0' }

describe('analytics during server rendering', () => {
  it('sends nothing and asks nothing', async () => {
    const fetch = vi.fn(async () => new Response(''))
    vi.stubGlobal('fetch', fetch)
    const getAnalyticsConfig = vi.fn(async () => true)
    const client = createAnalyticsClient({
      ...sdk,
      analyticsUrl: 'https://pulse.example',
      fetch,
      getAnalyticsConfig,
    })
    await client.track({ event: 'MODAL_OPEN' })
    await client.trackError(new Error('x'))
    const stores = createAirlockStores([localhost], {
      projectId: 'p1',
      metadata: testMetadata,
      secureSiteUrl: 'https://secure.example',
    })
    const wired = createApiClients(stores, {
      projectId: 'p1',
      networks: [localhost],
      apiUrls: { analytics: 'https://pulse.example', walletApi: 'https://wallets.example' },
    })
    await wired.analytics.track({ event: 'MODAL_OPEN' })
    wired.dispose()
    expect(fetch).not.toHaveBeenCalled()
    expect(getAnalyticsConfig).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
