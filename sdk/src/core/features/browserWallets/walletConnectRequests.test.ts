import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createWalletConnectStore } from '../../connectors/walletConnect/walletConnectState'
import { localhost } from '../../networks/localhost'
import { type AirlockStores, createAirlockStores } from '../../stores/airlockStores'
import { followWalletConnectRequests } from './walletConnectRequests'

let stores: AirlockStores
let store: ReturnType<typeof createWalletConnectStore>
let stop: () => void

beforeEach(() => {
  stores = createAirlockStores([localhost], {
    projectId: 'demo',
    metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
    secureSiteUrl: 'https://secure.example',
  })
  store = createWalletConnectStore()
  // The follower reads and moves the modal and router stores only.
  stop = followWalletConnectRequests({ stores }, store)
})

afterEach(() => stop())

const view = () => ({
  open: stores.modal.getState().open,
  view: stores.router.getState().view,
  method: stores.router.getState().data?.method,
})

describe('"Continue in <wallet>" while a request waits in the WalletConnect wallet', () => {
  it('opens the closed modal on it for the request, and closes it when the wallet answers', () => {
    store.setState({ pendingRequest: 'personal_sign' })
    expect(view()).toEqual({ open: true, view: 'ConnectingWalletConnect', method: 'personal_sign' })
    store.setState({ pendingRequest: undefined })
    expect(view().open).toBe(false)
  })

  it('over an open view, shows it on top and goes back to that view after the answer', () => {
    stores.router.getState().reset('Account')
    stores.router.getState().push('Networks')
    stores.modal.getState().setOpen(true)
    store.setState({ pendingRequest: 'wallet_switchEthereumChain' })
    expect(view()).toEqual({
      open: true,
      view: 'ConnectingWalletConnect',
      method: 'wallet_switchEthereumChain',
    })
    store.setState({ pendingRequest: undefined })
    expect(view()).toEqual({ open: true, view: 'Networks', method: undefined })
    expect(stores.router.getState().history).toEqual(['Account', 'Networks'])
  })

  it('leaves a visitor who closed the modal or moved on where they are', () => {
    store.setState({ pendingRequest: 'eth_sendTransaction' })
    stores.modal.getState().setOpen(false)
    store.setState({ pendingRequest: undefined })
    expect(view().open).toBe(false)

    store.setState({ pendingRequest: 'eth_signTypedData_v4' })
    stores.router.getState().reset('Account')
    store.setState({ pendingRequest: undefined })
    expect(view()).toEqual({ open: true, view: 'Account', method: undefined })
  })

  it('a second request right after the first keeps the modal the first one opened', () => {
    store.setState({ pendingRequest: 'personal_sign' })
    store.setState({ pendingRequest: 'eth_sendTransaction' })
    expect(view()).toEqual({
      open: true,
      view: 'ConnectingWalletConnect',
      method: 'eth_sendTransaction',
    })
    store.setState({ pendingRequest: undefined })
    expect(view().open).toBe(false)
  })

  it('follows nothing once stopped (the connection ended)', () => {
    stop()
    store.setState({ pendingRequest: 'personal_sign' })
    expect(view().open).toBe(false)
  })
})
