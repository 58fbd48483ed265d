import { describe, expect, it } from 'vitest'
import { createRouterStore } from './routerStore'

describe('router store', () => {
  it('starts on Connect', () => {
    expect(createRouterStore().getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('pushes, replaces and goes back', () => {
    const store = createRouterStore()
    store.getState().push('EmailVerifyDevice', { email: 'ada@example.com' })
    expect(store.getState()).toMatchObject({
      view: 'EmailVerifyDevice',
      history: ['Connect', 'EmailVerifyDevice'],
      data: { email: 'ada@example.com' },
    })
    store.getState().replace('EmailVerifyOtp', { email: 'ada@example.com' })
    expect(store.getState().history).toEqual(['Connect', 'EmailVerifyOtp'])
    store.getState().goBack()
    expect(store.getState()).toMatchObject({
      view: 'Connect',
      history: ['Connect'],
      data: undefined,
    })
    store.getState().goBack()
    expect(store.getState().history).toEqual(['Connect'])
  })

  it('pushing the current view again only updates its data', () => {
    const store = createRouterStore()
    store.getState().push('EmailVerifyOtp', { email: 'a@example.com' })
    store.getState().push('EmailVerifyOtp', { email: 'b@example.com' })
    expect(store.getState().history).toEqual(['Connect', 'EmailVerifyOtp'])
    expect(store.getState().data).toEqual({ email: 'b@example.com' })
  })

  it('reset starts a new history', () => {
    const store = createRouterStore()
    store.getState().push('EmailVerifyOtp')
    store.getState().reset('Account')
    expect(store.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })
})
