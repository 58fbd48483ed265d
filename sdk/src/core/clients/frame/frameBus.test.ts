import { rpcMethodPolicy } from '@airlock/protocol'
import { describe, expect, it, vi } from 'vitest'
import { SECURE_ORIGIN } from '../../testing/fakeFrame'
import { installFrameBusHarness, promiseState, testDappData } from '../../testing/frameBusHarness'

const h = installFrameBusHarness()

describe('frame bus: READY and init', () => {
  it('waits 500 ms after READY, then sends SYNC_DAPP_DATA and GET_SMART_ACCOUNT_ENABLED_NETWORKS in order', async () => {
    h.setup()
    h.frame.ready()
    expect(h.bus.status).toBe('initialising')
    await vi.advanceTimersByTimeAsync(499)
    expect(h.frame.posted).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(h.bus.status).toBe('ready')
    expect(h.frame.names()).toEqual(['SYNC_DAPP_DATA', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
    expect(h.frame.posted[0]?.payload).toEqual(testDappData)
  })

  it('stores the smart-account enabled networks', async () => {
    const onSmartAccountEnabledNetworks = vi.fn()
    h.setup({ onSmartAccountEnabledNetworks })
    await h.initialise()
    await vi.advanceTimersByTimeAsync(0)
    expect(h.bus.smartAccountEnabledNetworks).toEqual([1, 137])
    expect(onSmartAccountEnabledNetworks).toHaveBeenCalledWith([1, 137])
  })

  it('queues requests made before init and sends them after the init requests', async () => {
    h.setup()
    const user = h.bus.request('GET_USER', { chainId: 1 })
    expect(h.frame.posted).toHaveLength(0)
    h.frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    expect(h.frame.names()).toEqual([
      'SYNC_DAPP_DATA',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'GET_USER',
    ])
    const request = h.frame.last('GET_USER')
    if (!request) throw new Error('GET_USER not sent')
    h.frame.succeed(request, { address: '0xabc', chainId: 1 })
    await expect(user).resolves.toEqual({ address: '0xabc', chainId: 1 })
  })

  it('without READY in 20 s, rejects queued and later requests with IFRAME_LOAD_FAILED and calls h.onError', async () => {
    h.setup()
    const queued = h.bus.request('GET_USER', { chainId: 1 })
    const assertion = expect(queued).rejects.toThrow(
      'Network Error - Could not load embedded wallet',
    )
    await vi.advanceTimersByTimeAsync(20_000)
    await assertion
    expect(h.bus.status).toBe('failed')
    expect(h.bus.pendingCount).toBe(0)
    expect(h.onError).toHaveBeenCalledOnce()
    expect(h.onError.mock.calls[0]?.[0]).toMatchObject({ code: 'IFRAME_LOAD_FAILED' })
    await expect(h.bus.request('GET_CHAIN_ID', {})).rejects.toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
      message: 'Network Error - Could not load embedded wallet',
    })
    h.frame.ready()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(h.frame.posted).toHaveLength(0)
  })

  it('a READY from the wrong origin does not count', async () => {
    h.setup()
    h.frame.dispatch({ type: '@w3m-frame/READY' }, { origin: 'https://evil.example' })
    expect(h.bus.status).toBe('loading')
  })

  it('a second READY (the frame reloaded) re-sends the dapp data', async () => {
    h.setup()
    await h.initialise()
    h.frame.ready()
    expect(h.frame.names()).toEqual(['SYNC_DAPP_DATA'])
  })
})

describe('frame bus: what it posts', () => {
  it('posts to the exact secure-site origin, never "*", with a fresh uuid per request', async () => {
    h.setup()
    await h.initialise()
    void h.bus.request('GET_CHAIN_ID', {}).catch(() => {})
    void h.bus.request('GET_CHAIN_ID', {}).catch(() => {})
    expect(h.frame.postMessage).toHaveBeenCalled()
    for (const call of h.frame.postMessage.mock.calls) expect(call[1]).toBe(SECURE_ORIGIN)
    const [a, b] = h.frame.posted
    expect(a?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(a?.id).not.toBe(b?.id)
  })

  it('refuses a payload its schema refuses, before it leaves', async () => {
    h.setup()
    await h.initialise()
    await expect(h.bus.request('CONNECT_EMAIL', { email: 'not-an-email' })).rejects.toThrow(
      'Invalid email',
    )
    expect(h.frame.posted).toHaveLength(0)
    expect(h.bus.pendingCount).toBe(0)
  })
  it('rejects a request the browser cannot clone, instead of leaving it pending', async () => {
    h.setup()
    await h.initialise()
    h.frame.postMessage.mockImplementationOnce(() => {
      throw new DOMException('could not be cloned', 'DataCloneError')
    })
    await expect(
      h.bus.request('RPC_REQUEST', { method: 'eth_call', params: [() => 1], chainId: 1 }),
    ).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' })
    expect(h.bus.pendingCount).toBe(0)
  })
})

describe('frame bus: timeouts and cleanup', () => {
  it.each([
    ['CONNECT_EMAIL', { email: 'ada@example.com' }],
    ['CONNECT_DEVICE', {}],
    ['CONNECT_OTP', { otp: '123456' }],
    ['CONNECT_SOCIAL', { uri: 'https://wallet.example/cb?code=1' }],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'google' }],
  ] as const)(
    '%s unanswered for 30 s rejects with IFRAME_REQUEST_TIMEOUT',
    async (name, payload) => {
      h.setup()
      await h.initialise()
      const promise = h.bus.request(name, payload as never)
      const assertion = expect(promise).rejects.toMatchObject({
        code: 'IFRAME_REQUEST_TIMEOUT',
        message: 'Embedded Wallet Request Timed Out',
      })
      await vi.advanceTimersByTimeAsync(29_999)
      expect(h.bus.pendingCount).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      await assertion
      expect(h.bus.pendingCount).toBe(0)
      expect(vi.getTimerCount()).toBe(0)
      h.bus.destroy()
      expect(h.listeners).toEqual({ added: 1, removed: 1 })
    },
  )

  it('a late reply after a timeout is ignored', async () => {
    h.setup()
    await h.initialise()
    const promise = h.bus.request('CONNECT_OTP', { otp: '123456' }, { timeoutMs: 10 })
    const request = h.frame.last('CONNECT_OTP')
    const assertion = expect(promise).rejects.toThrow('Embedded Wallet Request Timed Out')
    await vi.advanceTimersByTimeAsync(10)
    await assertion
    if (request) h.frame.succeed(request)
    expect(h.bus.pendingCount).toBe(0)
  })

  it('SIGN_OUT resolves after 3 s when the frame never answers', async () => {
    h.setup()
    await h.initialise()
    const promise = h.bus.request('SIGN_OUT', {})
    await vi.advanceTimersByTimeAsync(2_999)
    expect(await promiseState(promise)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await expect(promise).resolves.toBeUndefined()
    expect(h.bus.pendingCount).toBe(0)
  })

  it('other requests have no protocol timeout but settle on destroy', async () => {
    h.setup()
    await h.initialise()
    const promise = h.bus.request('RPC_REQUEST', {
      method: 'eth_blockNumber',
      params: [],
      chainId: 1,
    })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(await promiseState(promise)).toBe('pending')
    h.bus.destroy()
    await expect(promise).rejects.toThrow('Request was aborted')
    expect(h.bus.pendingCount).toBe(0)
    await expect(h.bus.request('GET_CHAIN_ID', {})).rejects.toThrow('W3mFrame: iframe is not set')
  })

  it('adds one message listener for the bus and removes it on destroy; no timer is left', async () => {
    h.setup()
    await h.initialise()
    void h.bus.request('GET_CHAIN_ID', {}).catch(() => {})
    void h.bus.request('CONNECT_EMAIL', { email: 'ada@example.com' }).catch(() => {})
    expect(h.listeners.added).toBe(1)
    h.bus.destroy()
    h.bus.destroy()
    expect(h.listeners.removed).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('destroy before READY clears the ready timer and rejects queued requests', async () => {
    h.setup()
    const promise = h.bus.request('GET_CHAIN_ID', {})
    h.bus.destroy()
    await expect(promise).rejects.toThrow('Request was aborted')
    expect(vi.getTimerCount()).toBe(0)
    expect(h.onError).not.toHaveBeenCalled()
  })
})

describe('frame bus: abortPending (modal closed)', () => {
  it('rejects the non-safe RPC requests and keeps the safe ones and other requests running', async () => {
    h.setup()
    await h.initialise()
    const sign = h.bus.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x68', '0xabc'],
      chainId: 1,
    })
    const read = h.bus.request('RPC_REQUEST', {
      method: 'eth_getBalance',
      params: ['0xabc', 'latest'],
      chainId: 1,
    })
    const user = h.bus.request('GET_USER', { chainId: 1 })
    const aborted = h.bus.abortPending(
      (request) =>
        request.name === 'RPC_REQUEST' &&
        rpcMethodPolicy((request.payload as { method: string }).method) !== 'safe',
    )
    expect(aborted).toBe(1)
    await expect(sign).rejects.toMatchObject({
      code: 'REQUEST_ABORTED',
      message: 'Request was aborted',
    })
    expect(await promiseState(read)).toBe('pending')
    expect(await promiseState(user)).toBe('pending')
  })

  it('also removes an aborted request from the queue, so it is never sent', async () => {
    h.setup()
    const sign = h.bus.request('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{}],
      chainId: 1,
    })
    h.bus.abortPending(() => true)
    await expect(sign).rejects.toThrow('Request was aborted')
    h.frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    expect(h.frame.names()).not.toContain('RPC_REQUEST')
  })
})
