import { describe, expect, it } from 'vitest'
import { type Connection, createConnectionStore } from './connectionStore'

const auth: Connection = {
  connectorId: 'AUTH',
  namespace: 'eip155',
  address: '0xabc',
  caipAddress: 'eip155:1:0xabc',
}
const injected: Connection = {
  ...auth,
  connectorId: 'injected',
  address: '0xdef',
  caipAddress: 'eip155:1:0xdef',
}

describe('connection store', () => {
  it('starts disconnected', () => {
    const store = createConnectionStore()
    expect(store.getState()).toMatchObject({
      status: 'disconnected',
      connections: [],
      current: undefined,
    })
  })

  it('connecting → connected makes the connection current', () => {
    const store = createConnectionStore()
    store.getState().startConnecting()
    expect(store.getState().status).toBe('connecting')
    store.getState().connected(auth)
    expect(store.getState()).toMatchObject({
      status: 'connected',
      current: auth,
      connections: [auth],
    })
  })

  it('a failed connect returns to disconnected when nothing is current', () => {
    const store = createConnectionStore()
    store.getState().startConnecting()
    store.getState().connectFailed('Invalid code')
    expect(store.getState()).toMatchObject({ status: 'disconnected', error: 'Invalid code' })
  })

  it('a failed connect returns to connected when a connection is current', () => {
    const store = createConnectionStore()
    store.getState().connected(auth)
    store.getState().startConnecting()
    store.getState().connectFailed()
    expect(store.getState()).toMatchObject({ status: 'connected', current: auth })
  })

  it('disconnect makes the first remaining connection current, else disconnected', () => {
    const store = createConnectionStore()
    store.getState().connected(injected)
    store.getState().connected(auth)
    store.getState().disconnect('AUTH')
    expect(store.getState()).toMatchObject({
      status: 'connected',
      current: injected,
      connections: [injected],
    })
    store.getState().disconnect('injected')
    expect(store.getState()).toMatchObject({
      status: 'disconnected',
      current: undefined,
      connections: [],
    })
  })

  it('reconnecting the same connector and namespace replaces its connection', () => {
    const store = createConnectionStore()
    store.getState().connected(auth)
    store.getState().connected({ ...auth, address: '0x123', caipAddress: 'eip155:1:0x123' })
    expect(store.getState().connections).toHaveLength(1)
  })
})
