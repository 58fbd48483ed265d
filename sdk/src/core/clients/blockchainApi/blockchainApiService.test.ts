import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { createBlockchainApiService, loadedApi } from './blockchainApiService'

describe('the blockchain API service', () => {
  it('knows from page start whether an API is configured, and loads nothing until asked', () => {
    const service = createBlockchainApiService({ projectId: 'demo' })
    expect(service.configured).toBe(false)
    expect(service.loaded()).toBeUndefined()
    expect(() => loadedApi(service)).toThrow(
      'the blockchain API service is loaded with the feature',
    )
    const configured = createBlockchainApiService({
      projectId: 'demo',
      apiUrls: { blockchainApi: 'https://api.example' },
    })
    expect(configured.configured).toBe(true)
  })

  it('starts once, over the dapp’s QueryClient; without an API URL it has caches but no client', async () => {
    const queryClient = new QueryClient()
    const service = createBlockchainApiService({ projectId: 'demo', queryClient })
    const [first, second] = await Promise.all([service.load(), service.load()])
    expect(first).toBe(second)
    expect(first.client).toBeUndefined()
    expect(first.queries.client).toBe(queryClient)
    expect(service.loaded()).toBe(first)
  })

  it('has a client with an API URL, and one QueryClient of its own without the dapp’s', async () => {
    const one = createBlockchainApiService({
      projectId: 'demo',
      apiUrls: { blockchainApi: 'https://api.example' },
    })
    const two = createBlockchainApiService({ projectId: 'demo' })
    const [a, b] = await Promise.all([one.load(), two.load()])
    expect(a.client).toBeDefined()
    expect(a.queries.client).toBeInstanceOf(QueryClient)
    expect(a.queries.client).not.toBe(b.queries.client)
  })
})
