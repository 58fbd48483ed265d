import type { AirlockError } from '@airlock/protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { installAuthConnectorHarness } from '../../testing/authConnectorHarness'
import { bringUpFrame, type FakeHandlers, mountedFrames } from '../../testing/fakeFrame'
import type { AuthConnector } from './authConnector'
import { type FrameStack, loadFrameStack } from './loadFrameStack'

// The frame code before it has arrived: each load waits for the test to let it through or fail it.
let loads: { resolve: (stack: FrameStack) => void; reject: (error: Error) => void }[] = []
const onError = vi.fn<(error: AirlockError) => void>()
const createConnector = installAuthConnectorHarness()

function create(): AuthConnector {
  return createConnector({
    timeouts: { requestMs: 30_000 },
    onError,
    loadFrameStack: () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
  })
}

/** Lets the newest load through, then brings the fake secure site up in its iframe. */
async function arrive(handlers: FakeHandlers = {}) {
  loads.at(-1)?.resolve(await loadFrameStack())
  await vi.advanceTimersByTimeAsync(0)
  return bringUpFrame(handlers)
}

beforeEach(() => {
  loads = []
  onError.mockReset()
})

describe('auth connector: frame code loaded on first use', () => {
  it('queues requests while the code loads and sends them in order, theme first, once it has', async () => {
    const connector = create()
    await connector.syncTheme({ themeMode: 'dark' })
    expect(loads).toHaveLength(0)
    const action = connector.connectEmail('ada@example.com')
    expect(loads).toHaveLength(1)
    expect(connector.frameStatus).toBe('loading')
    // The code is not there yet, so neither is the iframe.
    expect(mountedFrames()).toHaveLength(0)
    const frame = await arrive()
    await expect(action).resolves.toBe('VERIFY_OTP')
    expect(frame.posted.map(({ name }) => name)).toEqual([
      'SYNC_DAPP_DATA',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'SYNC_THEME',
      'CONNECT_EMAIL',
    ])
  })

  it('keeps each request on the clock it started with while the code loaded', async () => {
    const connector = create()
    const action = connector.connectEmail('ada@example.com')
    const settled = vi.fn()
    action.catch(settled)
    await vi.advanceTimersByTimeAsync(20_000)
    await arrive({ CONNECT_EMAIL: 'silent' })
    await vi.advanceTimersByTimeAsync(9_000)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(500)
    await expect(action).rejects.toThrow('Embedded Wallet Request Timed Out')
  })

  it('times out a request whose clock runs out before the code arrives', async () => {
    const connector = create()
    const action = connector.connectEmail('ada@example.com')
    const rejected = expect(action).rejects.toThrow('Embedded Wallet Request Timed Out')
    await vi.advanceTimersByTimeAsync(30_000)
    await rejected
  })

  it("rejects with 'Network Error - Could not load embedded wallet' when the code fails to load; the next use retries", async () => {
    const connector = create()
    const action = connector.connectEmail('ada@example.com')
    loads[0]?.reject(new TypeError('Failed to fetch dynamically imported module'))
    await expect(action).rejects.toThrow('Network Error - Could not load embedded wallet')
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Network Error - Could not load embedded wallet' }),
    )
    expect(connector.frameStatus).toBe('failed')
    vi.advanceTimersByTime(31_000)
    const retry = connector.connectEmail('ada@example.com')
    expect(loads).toHaveLength(2)
    await arrive()
    await expect(retry).resolves.toBe('VERIFY_OTP')
  })

  it("rejects what is queued with 'Request was aborted' on destroy, and makes no iframe after", async () => {
    const connector = create()
    const action = connector.connectEmail('ada@example.com')
    connector.destroy()
    await expect(action).rejects.toThrow('Request was aborted')
    loads[0]?.resolve(await loadFrameStack())
    await vi.advanceTimersByTimeAsync(0)
    expect(mountedFrames()).toHaveLength(0)
  })

  it('aborts queued unsafe RPC requests and leaves safe ones queued', async () => {
    const connector = create()
    const sign = connector.rpcRequest({ method: 'personal_sign', params: ['0x00', '0x01'] })
    const chainId = connector.rpcRequest({ method: 'eth_chainId' })
    expect(connector.abortUnsafeRequests()).toBe(1)
    await expect(sign).rejects.toThrow('Request was aborted')
    await arrive({ RPC_REQUEST: { success: '0x1' } })
    await expect(chainId).resolves.toBe('0x1')
  })

  it('shows the frame where it was asked to while the code loaded', async () => {
    const connector = create()
    void connector.rpcRequest({ method: 'eth_chainId' }).catch(() => {})
    connector.showFrame({ top: 10, left: 20, width: 300, height: 400 })
    await arrive()
    const iframe = mountedFrames().at(-1)
    expect(iframe?.style.display).not.toBe('none')
    expect(iframe?.style.width).toBe('300px')
  })
})
