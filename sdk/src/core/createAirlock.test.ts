import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockState } from './airlockState'
import { FrameStorageKeys } from './clients/frame/frameStorage'
import type { AirlockInstance } from './createAirlock'
import { localhost } from './networks/localhost'
import type { CaipNetwork } from './networks/types'
import { bringUpFrame, createTestAirlock, signIn } from './testing/airlockHarness'
import {
  attachFakeFrame,
  healthyFrameHandlers,
  mountedFrames,
  TEST_ADDRESS,
} from './testing/fakeFrame'
import { testSolana } from './testing/testNetworks'

const mainnet: CaipNetwork = {
  ...localhost,
  id: 1,
  name: 'Ethereum',
  caipNetworkId: 'eip155:1',
  testnet: false,
}
const solana = testSolana

const instances: AirlockInstance[] = []
function make(...args: Parameters<typeof createTestAirlock>) {
  const instance = createTestAirlock(...args)
  instances.push(instance)
  return instance
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
  vi.useRealTimers()
  vi.restoreAllMocks()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('createAirlock: options', () => {
  it('needs a project id', () => {
    expect(() => make({ projectId: '' })).toThrow(
      'Project ID Not Configured - update configuration',
    )
  })

  it('needs an http(s) secure site', () => {
    expect(() => make({ secureSiteUrl: 'data:text/html,x' })).toThrow('Invalid App Configuration')
  })

  it('refuses a network whose id and CAIP-2 id disagree', () => {
    expect(() => make({ networks: [{ ...localhost, caipNetworkId: 'eip155:1' }] })).toThrow(
      'does not match',
    )
    expect(() => make({ networks: [{ ...localhost, caipNetworkId: 'eip155' as never }] })).toThrow(
      'Invalid CAIP-2 network id',
    )
  })

  it('loads the frame from <secure site>/sdk with the project, first chain and version', () => {
    localStorage.setItem(FrameStorageKeys.emailLoginUsed, 'true')
    make({ enableLogger: false })
    const src = new URL(mountedFrames()[0]?.src ?? '')
    expect(`${src.origin}${src.pathname}`).toBe('https://wallet.example/sdk')
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'demo',
      chainId: '31337',
      version: '0.1.0',
      enableLogger: 'false',
    })
  })
})

describe('createAirlock: state', () => {
  it('getState summarises the stores and subscribeState reports changes', async () => {
    const airlock = make()
    const seen: AirlockState[] = []
    const unsubscribe = airlock.subscribeState((state) => seen.push(state))
    airlock.open()
    expect(seen.at(-1)).toMatchObject({ open: true, view: 'Connect', status: 'disconnected' })
    airlock.setThemeMode('dark')
    expect(seen.at(-1)?.themeMode).toBe('dark')
    const count = seen.length
    unsubscribe()
    airlock.close()
    expect(seen).toHaveLength(count)
  })

  it('sends the dapp metadata and the theme to the frame', async () => {
    const airlock = make({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#000000' } })
    const sent = airlock.connectEmail('ada@example.com')
    const frame = await bringUpFrame()
    await sent
    expect(frame.last('SYNC_DAPP_DATA')?.payload).toEqual({
      metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
      sdkVersion: 'airlock-0.1.0',
      sdkType: 'airlock',
      projectId: 'demo',
    })
    expect(frame.last('SYNC_THEME')?.payload).toEqual({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#000000' },
    })
    airlock.setThemeMode('light')
    expect(frame.last('SYNC_THEME')?.payload).toMatchObject({ themeMode: 'light' })
  })

  it('stores the smart-account enabled networks from the frame', async () => {
    const airlock = make()
    const sent = airlock.connectEmail('ada@example.com')
    await bringUpFrame({
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: { success: { smartAccountEnabledNetworks: [1] } },
    })
    await sent
    expect(
      airlock.stores.chains.getState().chains.eip155?.network.smartAccountEnabledNetworks,
    ).toEqual([1])
    expect(localStorage.getItem(FrameStorageKeys.smartAccountEnabledNetworks)).toBe('[1]')
  })
})

describe('createAirlock: providers and networks', () => {
  it('the EIP-1193 provider answers from the signed-in account and switches chain through the frame', async () => {
    const airlock = make({ networks: [localhost, mainnet] })
    const frame = await signIn(airlock, { SWITCH_NETWORK: { success: { chainId: 1 } } })
    const provider = airlock.getProvider('eip155')
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([TEST_ADDRESS])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    const chainChanged = vi.fn()
    provider.on('chainChanged', chainChanged)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(frame.last('SWITCH_NETWORK')?.payload).toEqual({
      chainId: 1,
      rpcUrl: 'http://127.0.0.1:8545',
    })
    expect(chainChanged).toHaveBeenCalledWith('0x1')
    expect(airlock.getState().caipNetwork?.caipNetworkId).toBe('eip155:1')
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }),
    ).rejects.toMatchObject({ code: 4902, message: 'Network Not Found' })
  })

  it('the EIP-1193 provider sends bigints as hex and reports a rejection as 4001', async () => {
    const airlock = make()
    const frame = await signIn(airlock, {
      RPC_REQUEST: { error: 'User rejected the request' },
    })
    const provider = airlock.getProvider('eip155')
    const error = await provider
      .request({
        method: 'eth_sendTransaction',
        params: [{ from: TEST_ADDRESS, to: TEST_ADDRESS, value: 5n }],
      })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request' })
    expect(frame.last('RPC_REQUEST')?.payload).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: TEST_ADDRESS, to: TEST_ADDRESS, value: '0x5' }],
      chainId: 31337,
      chainNamespace: 'eip155',
      rpcUrl: 'http://127.0.0.1:8545',
    })
  })

  it('getProvider refuses a namespace without a configured network', () => {
    const airlock = make()
    expect(() => airlock.getProvider('solana')).toThrow('Chain is not supported')
    expect(make({ networks: [solana] }).getProvider('solana').address).toBeUndefined()
  })
})

describe('createAirlock: instances are independent', () => {
  it('two instances share no state and no iframe', async () => {
    const first = make()
    const second = make()
    expect(first.stores).not.toBe(second.stores)
    for (const key of Object.keys(first.stores) as (keyof typeof first.stores)[]) {
      expect(first.stores[key]).not.toBe(second.stores[key])
    }
    first.open()
    expect(second.getState().open).toBe(false)
    await signIn(first)
    expect(first.getState().status).toBe('connected')
    expect(second.getState()).toMatchObject({
      status: 'disconnected',
      view: 'Connect',
      address: undefined,
    })
    expect(mountedFrames()).toHaveLength(1)
  })

  it('each instance only hears its own iframe, though both talk to the same secure site', async () => {
    const first = make()
    const second = make()
    const firstSent = first.connectEmail('ada@example.com')
    // localStorage is per origin, so the cooldown is per browser, not per instance: lift it here.
    localStorage.removeItem(FrameStorageKeys.lastEmailLoginTime)
    const secondSent = second.connectEmail('bob@example.com')
    const [firstIframe, secondIframe] = mountedFrames()
    if (!firstIframe || !secondIframe) throw new Error('two iframes expected')
    const firstFrame = attachFakeFrame(firstIframe)
    const secondFrame = attachFakeFrame(secondIframe)
    firstFrame.handle(healthyFrameHandlers)
    secondFrame.handle(healthyFrameHandlers)
    // Only the first frame says READY: the second instance must stay waiting.
    firstFrame.ready()
    await vi.advanceTimersByTimeAsync(500)
    await expect(firstSent).resolves.toBe('VERIFY_OTP')
    expect(secondFrame.posted).toHaveLength(0)
    const secondRequestsBeforeReady = secondFrame.posted.length
    secondFrame.ready()
    await vi.advanceTimersByTimeAsync(500)
    await expect(secondSent).resolves.toBe('VERIFY_OTP')
    expect(secondRequestsBeforeReady).toBe(0)
    expect(firstFrame.last('CONNECT_EMAIL')?.payload).toEqual({ email: 'ada@example.com' })
    expect(secondFrame.last('CONNECT_EMAIL')?.payload).toEqual({ email: 'bob@example.com' })
  })
})

describe('createAirlock: destroy', () => {
  it('removes the iframe and its listener and settles open requests', async () => {
    const removed = vi.spyOn(window, 'removeEventListener')
    const airlock = make()
    const frame = await signIn(airlock, { RPC_REQUEST: 'silent' })
    const read = airlock.getProvider('eip155').request({ method: 'eth_blockNumber' })
    // jsdom fires its storage events on 0 ms timers; let those run so only ours are counted.
    await vi.advanceTimersByTimeAsync(1)
    airlock.destroy()
    await expect(read).rejects.toMatchObject({ message: 'Request was aborted' })
    expect(mountedFrames()).toHaveLength(0)
    expect(removed.mock.calls.filter(([type]) => type === 'message')).toHaveLength(1)
    expect(frame.iframe.isConnected).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })
})
