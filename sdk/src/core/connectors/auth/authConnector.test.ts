import { describe, expect, it, vi } from 'vitest'
import { FrameStorageKeys } from '../../clients/frame/frameStorage'
import { installAuthConnectorHarness } from '../../testing/authConnectorHarness'
import { bringUpFrame, mountedFrames } from '../../testing/fakeFrame'

const create = installAuthConnectorHarness({ now: new Date('2025-01-01T00:00:00Z') })

describe('auth connector: lazy frame', () => {
  it('creates no iframe until first use, and isConnected without a past email login does not create one', async () => {
    const connector = create()
    expect(connector.frameStatus).toBe('none')
    await expect(connector.isConnected()).resolves.toBe(false)
    expect(mountedFrames()).toHaveLength(0)
  })

  it('creates the iframe on the first email use', async () => {
    const connector = create()
    const action = connector.connectEmail('ada@example.com')
    expect(mountedFrames()).toHaveLength(1)
    await bringUpFrame()
    await expect(action).resolves.toBe('VERIFY_OTP')
  })

  it('retries with a new iframe after a load failure', async () => {
    const connector = create()
    const first = connector.getChainId()
    const assertion = expect(first).rejects.toThrow(
      'Network Error - Could not load embedded wallet',
    )
    await vi.advanceTimersByTimeAsync(20_000)
    await assertion
    const second = connector.getUser({ chainId: 1 })
    expect(mountedFrames()).toHaveLength(1)
    await bringUpFrame()
    await expect(second).resolves.toMatchObject({ chainId: 1 })
  })
})

describe('auth connector: email login', () => {
  it('records the last-email-login time before CONNECT_EMAIL is sent', async () => {
    const connector = create()
    void connector.connectEmail('ada@example.com')
    const frame = await bringUpFrame()
    const [request] = frame.posted.filter((entry) => entry.name === 'CONNECT_EMAIL')
    expect(request?.payload).toEqual({ email: 'ada@example.com' })
    expect(localStorage.getItem(FrameStorageKeys.lastEmailLoginTime)).toBe(String(Date.now() - 500))
  })

  it("allows one CONNECT_EMAIL per 30 s: 'Please try again after N seconds', N rounded up", async () => {
    const connector = create()
    const first = connector.connectEmail('ada@example.com')
    await bringUpFrame()
    await first
    // 500 ms of init already passed since the first call.
    await expect(connector.connectEmail('ada@example.com')).rejects.toThrow(
      'Please try again after 30 seconds',
    )
    await vi.advanceTimersByTimeAsync(12_000)
    await expect(connector.connectEmail('ada@example.com')).rejects.toThrow(
      'Please try again after 18 seconds',
    )
    await vi.advanceTimersByTimeAsync(17_500)
    await expect(connector.connectEmail('ada@example.com')).resolves.toBe('VERIFY_OTP')
  })

  it('refuses an invalid email without starting the cooldown', async () => {
    const connector = create()
    await expect(connector.connectEmail('nope')).rejects.toThrow('Invalid email')
    expect(localStorage.getItem(FrameStorageKeys.lastEmailLoginTime)).toBeNull()
    expect(mountedFrames()).toHaveLength(0)
  })

  it('on CONNECT_OTP success stores the email, sets the login-used flag and clears the last-login time', async () => {
    const connector = create()
    const sent = connector.connectEmail('ada@example.com')
    await bringUpFrame()
    await sent
    await connector.connectOtp('123456')
    expect(localStorage.getItem(FrameStorageKeys.email)).toBe('ada@example.com')
    expect(localStorage.getItem(FrameStorageKeys.emailLoginUsed)).toBe('true')
    expect(localStorage.getItem(FrameStorageKeys.lastEmailLoginTime)).toBeNull()
  })

  it('a wrong code keeps the user signed out', async () => {
    const connector = create()
    const sent = connector.connectEmail('ada@example.com')
    const frame = await bringUpFrame()
    await sent
    frame.handle({ CONNECT_OTP: { error: 'Invalid code' } })
    await expect(connector.connectOtp('000000')).rejects.toThrow('Invalid code')
    expect(localStorage.getItem(FrameStorageKeys.emailLoginUsed)).toBeNull()
  })
})

describe('auth connector: connection check and sign-out', () => {
  it('clears the login cache when the frame says not connected', async () => {
    localStorage.setItem(FrameStorageKeys.emailLoginUsed, 'true')
    localStorage.setItem(FrameStorageKeys.email, 'ada@example.com')
    const connector = create()
    const check = connector.isConnected()
    const frame = await bringUpFrame({ IS_CONNECTED: { success: { isConnected: false } } })
    expect(frame.names()).toContain('IS_CONNECTED')
    await expect(check).resolves.toBe(false)
    expect(localStorage.getItem(FrameStorageKeys.emailLoginUsed)).toBeNull()
    expect(localStorage.getItem(FrameStorageKeys.email)).toBeNull()
  })

  it('signOut clears the login cache before SIGN_OUT and resolves after 3 s when the frame never answers', async () => {
    localStorage.setItem(FrameStorageKeys.emailLoginUsed, 'true')
    const connector = create()
    connector.ensureFrame()
    const frame = await bringUpFrame()
    let flagWhenSent: string | null | undefined
    frame.on('SIGN_OUT', () => {
      flagWhenSent = localStorage.getItem(FrameStorageKeys.emailLoginUsed)
      return 'silent'
    })
    let done = false
    const signOut = connector.signOut().then(() => {
      done = true
    })
    expect(localStorage.getItem(FrameStorageKeys.emailLoginUsed)).toBeNull()
    expect(frame.names()).toContain('SIGN_OUT')
    expect(flagWhenSent).toBeNull()
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await signOut
    expect(done).toBe(true)
  })

  it('signOut with a frame error still resolves', async () => {
    const connector = create()
    connector.ensureFrame()
    const frame = await bringUpFrame()
    frame.handle({ SIGN_OUT: { error: undefined } })
    await expect(connector.signOut()).resolves.toBeUndefined()
  })
})

describe('auth connector: RPC', () => {
  it('refuses methods outside the policy without asking the frame', async () => {
    const connector = create()
    await expect(connector.rpcRequest({ method: 'eth_sign', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(mountedFrames()).toHaveLength(0)
  })

  it('announces approvals while an approval method is open', async () => {
    const onApprovalStart = vi.fn()
    const onApprovalEnd = vi.fn()
    const connector = create({ onApprovalStart, onApprovalEnd })
    const sign = connector.rpcRequest({
      method: 'personal_sign',
      params: ['0x68', '0xabc'],
      chainId: 1,
    })
    const read = connector.rpcRequest({ method: 'eth_blockNumber', params: [], chainId: 1 })
    expect(onApprovalStart).toHaveBeenCalledExactlyOnceWith('personal_sign')
    const frame = await bringUpFrame()
    const posted = frame.posted.filter((entry) => entry.name === 'RPC_REQUEST')
    expect(posted.map((entry) => (entry.payload as { method: string }).method)).toEqual([
      'personal_sign',
      'eth_blockNumber',
    ])
    const [signRequest, readRequest] = posted
    if (!signRequest || !readRequest) throw new Error('not sent')
    frame.succeed(readRequest, '0x10')
    await expect(read).resolves.toBe('0x10')
    expect(onApprovalEnd).not.toHaveBeenCalled()
    frame.fail(signRequest, 'User rejected the request')
    await expect(sign).rejects.toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
    expect(onApprovalEnd).toHaveBeenCalledOnce()
  })

  it('abortUnsafeRequests rejects approvals and keeps reads', async () => {
    const connector = create()
    const sign = connector.rpcRequest({ method: 'eth_sendTransaction', params: [{}], chainId: 1 })
    const read = connector.rpcRequest({ method: 'eth_call', params: [{}, 'latest'], chainId: 1 })
    await bringUpFrame()
    expect(connector.abortUnsafeRequests()).toBe(1)
    await expect(sign).rejects.toThrow('Request was aborted')
    let readSettled = false
    const settle = () => {
      readSettled = true
    }
    read.then(settle, settle)
    await vi.advanceTimersByTimeAsync(0)
    expect(readSettled).toBe(false)
  })
})

describe('auth connector: theme and storage', () => {
  it('sends a theme chosen before the frame existed once the frame is up', async () => {
    const connector = create()
    await connector.syncTheme({ themeMode: 'dark' })
    expect(mountedFrames()).toHaveLength(0)
    connector.ensureFrame()
    const frame = await bringUpFrame()
    expect(frame.names()).toEqual([
      'SYNC_DAPP_DATA',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'SYNC_THEME',
    ])
    expect(frame.last('SYNC_THEME')?.payload).toEqual({ themeMode: 'dark' })
  })

  it('stores no token under @appkit-wallet/, even when the frame announces a session', async () => {
    const connector = create()
    const sent = connector.connectEmail('ada@example.com')
    const frame = await bringUpFrame()
    await sent
    frame.dispatch({
      type: '@w3m-frame/SESSION_UPDATE',
      payload: { token: 'eyJhbGciOi.secret-token' },
    })
    await connector.connectOtp('123456')
    await connector.getUser({ chainId: 1 })
    const stored = Object.keys(localStorage)
      .filter((key) => key.startsWith('@appkit-wallet/'))
      .map((key) => `${key}=${localStorage.getItem(key)}`)
    expect(stored.length).toBeGreaterThan(0)
    for (const entry of stored) {
      expect(entry).not.toMatch(/token|secret|eyJ/i)
    }
  })
})

describe('auth connector: Farcaster', () => {
  it('CONNECT_FARCASTER waits as long as the user takes, up to the ceiling it is given', async () => {
    const connector = create()
    const connected = connector.farcasterRequest('CONNECT_FARCASTER', 120_000)
    const outcome = connected.then(
      () => 'answered',
      (error: Error) => error.message,
    )
    const frame = await bringUpFrame({ CONNECT_FARCASTER: 'silent' })
    expect(frame.last('CONNECT_FARCASTER')?.payload).toEqual({})
    // Past the 30 s that CONNECT_SOCIAL gets: still waiting for the app.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(frame.names()).toContain('CONNECT_FARCASTER')
    await vi.advanceTimersByTimeAsync(60_000)
    await expect(outcome).resolves.toBe('Embedded Wallet Request Timed Out')
  })

  it('GET_FARCASTER_URI answers the frame’s URL', async () => {
    const connector = create()
    const asked = connector.farcasterRequest('GET_FARCASTER_URI')
    await bringUpFrame({ GET_FARCASTER_URI: { success: { url: 'https://farcaster.example/x' } } })
    await expect(asked).resolves.toEqual({ url: 'https://farcaster.example/x' })
  })
})
