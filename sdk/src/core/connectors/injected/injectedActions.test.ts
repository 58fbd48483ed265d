import { AirlockError } from '@airlock/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMockWallet, providerError, WALLET_ADDRESS } from '../../testing/mockWallet'
import {
  connectInjected,
  getInjectedAccounts,
  parseChainId,
  revokeInjected,
  watchInjected,
} from './injectedActions'
import { createInjectedConnector, type InjectedConnector } from './injectedConnector'

function connectorOf(wallet: ReturnType<typeof createMockWallet>): InjectedConnector {
  return createInjectedConnector({
    id: wallet.info.rdns,
    name: wallet.info.name,
    type: 'ANNOUNCED',
    imageUrl: undefined,
    info: { rdns: wallet.info.rdns, uuid: wallet.info.uuid },
    provider: wallet.provider,
  })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('connectInjected', () => {
  it('asks for the accounts, then the chain', async () => {
    const wallet = createMockWallet({ chainId: 31338 })
    await expect(connectInjected(connectorOf(wallet))).resolves.toEqual({
      address: WALLET_ADDRESS,
      chainId: 31338,
    })
    expect(wallet.methods()).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('reports a rejection as the user-rejected error with code 4001', async () => {
    const wallet = createMockWallet()
    wallet.respond('eth_requestAccounts', { error: providerError(4001, 'User denied') })
    const rejection = connectInjected(connectorOf(wallet))
    await expect(rejection).rejects.toBeInstanceOf(AirlockError)
    await expect(rejection).rejects.toMatchObject({
      name: 'UserRejectedError',
      code: 'USER_REJECTED',
      rpcCode: 4001,
      message: 'User rejected the request',
    })
  })

  it("keeps another wallet error's message and code", async () => {
    const wallet = createMockWallet()
    wallet.respond('eth_requestAccounts', { error: providerError(-32603, 'Internal error') })
    await expect(connectInjected(connectorOf(wallet))).rejects.toMatchObject({
      message: 'Internal error',
      rpcCode: -32603,
    })
  })

  it("says what to do on MetaMask's -32002 (a request of this site already open in the wallet)", async () => {
    const wallet = createMockWallet()
    const pending =
      "Request of type 'wallet_requestPermissions' already pending for origin http://localhost:3000. Please wait."
    wallet.respond('eth_requestAccounts', { error: providerError(-32002, pending) })
    await expect(connectInjected(connectorOf(wallet))).rejects.toMatchObject({
      code: 'SOMETHING_WENT_WRONG',
      message:
        'The wallet already has a request from this site open: finish it in the wallet, then try again.',
      rpcCode: -32002,
    })
  })

  it('says the same for Rabby\'s -32001 "Already processing connect/unlock", not for another -32001', async () => {
    for (const pending of ['connect', 'unlock']) {
      const wallet = createMockWallet()
      wallet.respond('eth_requestAccounts', {
        error: providerError(-32001, `Already processing ${pending}. Please wait.`),
      })
      await expect(connectInjected(connectorOf(wallet))).rejects.toMatchObject({
        message:
          'The wallet already has a request from this site open: finish it in the wallet, then try again.',
        rpcCode: -32001,
      })
    }
    const other = createMockWallet()
    other.respond('eth_requestAccounts', { error: providerError(-32001, 'Resource not found.') })
    await expect(connectInjected(connectorOf(other))).rejects.toMatchObject({
      message: 'Resource not found.',
      rpcCode: -32001,
    })
  })

  it('joins a second connect to the request still open in the wallet instead of asking again', async () => {
    const wallet = createMockWallet()
    let answer: (accounts: string[]) => void = () => {}
    wallet.respond(
      'eth_requestAccounts',
      () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    )
    const connector = connectorOf(wallet)
    const first = connectInjected(connector)
    const second = connectInjected(connector)
    await Promise.resolve()
    answer([WALLET_ADDRESS])
    const expected = { address: WALLET_ADDRESS, chainId: 31337 }
    await expect(first).resolves.toEqual(expected)
    await expect(second).resolves.toEqual(expected)
    expect(wallet.methods().filter((method) => method === 'eth_requestAccounts')).toHaveLength(1)
    // Once answered, the next connect asks again.
    wallet.respond('eth_requestAccounts', { error: providerError(4001, 'User denied') })
    await expect(connectInjected(connector)).rejects.toMatchObject({ rpcCode: 4001 })
  })

  it('refuses an answer without an account, or a chain id that is not one', async () => {
    const empty = createMockWallet()
    empty.respond('eth_requestAccounts', { result: ['not-an-address'] })
    await expect(connectInjected(connectorOf(empty))).rejects.toThrow(
      'Address or auth connector not found',
    )
    const chainless = createMockWallet()
    chainless.respond('eth_chainId', { result: 'mainnet' })
    await expect(connectInjected(connectorOf(chainless))).rejects.toThrow('Network not found')
  })
})

describe('getInjectedAccounts', () => {
  it('asks eth_accounts, which never prompts', async () => {
    const wallet = createMockWallet()
    await expect(getInjectedAccounts(connectorOf(wallet))).resolves.toEqual([])
    wallet.state.granted = true
    await expect(getInjectedAccounts(connectorOf(wallet))).resolves.toEqual([WALLET_ADDRESS])
    expect(wallet.methods()).toEqual(['eth_accounts', 'eth_accounts'])
  })
})

describe('watchInjected', () => {
  it('reports account, chain and disconnect events, and removes its listeners', () => {
    const wallet = createMockWallet()
    const handlers = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnected: vi.fn() }
    const stop = watchInjected(connectorOf(wallet), handlers)
    wallet.emit('accountsChanged', [WALLET_ADDRESS, 'junk'])
    wallet.emit('chainChanged', '0x7a6a')
    wallet.emit('chainChanged', 'nonsense')
    // MetaMask says 1013 while it reconnects to its RPC: the account is still there.
    wallet.emit('disconnect', providerError(1013, 'Reconnecting'))
    wallet.emit('disconnect', providerError(4900, 'Disconnected'))
    expect(handlers.accountsChanged).toHaveBeenCalledWith([WALLET_ADDRESS])
    expect(handlers.chainChanged.mock.calls).toEqual([[31338]])
    expect(handlers.disconnected).toHaveBeenCalledTimes(1)
    stop()
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect'])
      expect(wallet.listenerCount(event)).toBe(0)
  })
})

describe('revokeInjected', () => {
  it('asks wallet_revokePermissions for eth_accounts', async () => {
    const wallet = createMockWallet()
    await revokeInjected(connectorOf(wallet))
    expect(wallet.calls).toEqual([
      { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] },
    ])
  })

  it('ignores wallets without the method', async () => {
    const wallet = createMockWallet()
    wallet.respond('wallet_revokePermissions', { error: providerError(4200, 'Unsupported') })
    await expect(revokeInjected(connectorOf(wallet))).resolves.toBeUndefined()
  })

  it('gives up on a wallet that never answers after 3 s, leaving no timer', async () => {
    vi.useFakeTimers()
    const wallet = createMockWallet()
    wallet.respond('wallet_revokePermissions', () => new Promise(() => {}))
    let done = false
    const revoking = revokeInjected(connectorOf(wallet)).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await revoking
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('parseChainId', () => {
  it.each([
    ['0x1', 1],
    ['0x7A69', 31337],
    ['137', 137],
    [10, 10],
    ['0x0', undefined],
    ['', undefined],
    ['0xzz', undefined],
    [1.5, undefined],
    [null, undefined],
  ])('%s → %s', (value, expected) => {
    expect(parseChainId(value)).toBe(expected)
  })
})
