import { AirlockError } from '@airlock/protocol'
import { describe, expect, it, vi } from 'vitest'
import type { RpcRequestPayload } from './authConnector'
import { createEip1193Provider, type EvmAccountSnapshot } from './eip1193Provider'
import { ProviderRpcError } from './providerRpcError'

const address = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'

function setup(initial: Partial<EvmAccountSnapshot> = {}) {
  let snapshot: EvmAccountSnapshot = {
    address,
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:8545',
    ...initial,
  }
  const subscribers = new Set<() => void>()
  const rpcRequest = vi.fn<(payload: RpcRequestPayload) => Promise<unknown>>(async () => '0xresult')
  const switchChain = vi.fn(async (chainId: number) => {
    if (chainId === 999) throw new AirlockError('SWITCH_NETWORK_NOT_FOUND')
    set({ chainId })
  })
  function set(next: Partial<EvmAccountSnapshot>) {
    snapshot = { ...snapshot, ...next }
    for (const subscriber of subscribers) subscriber()
  }
  const provider = createEip1193Provider({
    rpcRequest,
    switchChain,
    account: {
      get: () => snapshot,
      subscribe(listener) {
        subscribers.add(listener)
        return () => subscribers.delete(listener)
      },
    },
  })
  return { provider, rpcRequest, switchChain, set, subscribers }
}

describe('EIP-1193 provider', () => {
  it('answers accounts and chain id locally', async () => {
    const { provider, rpcRequest } = setup()
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([address])
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([address])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(rpcRequest).not.toHaveBeenCalled()
  })

  it('has no accounts when disconnected, and eth_requestAccounts fails with 4100', async () => {
    const { provider } = setup({ address: undefined })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4100,
    })
    await expect(provider.request({ method: 'personal_sign', params: [] })).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('sends other methods as RPC_REQUEST for eip155 with the chain, rpc URL and bigints as hex', async () => {
    const { provider, rpcRequest } = setup()
    const tx = { from: address, to: address, value: 10n ** 18n }
    await expect(provider.request({ method: 'eth_sendTransaction', params: [tx] })).resolves.toBe(
      '0xresult',
    )
    expect(rpcRequest).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0xde0b6b3a7640000' }],
      chainId: 31337,
      chainNamespace: 'eip155',
      rpcUrl: 'http://127.0.0.1:8545',
    })
  })

  it('maps a user rejection from the frame to 4001', async () => {
    const { provider, rpcRequest } = setup()
    rpcRequest.mockRejectedValueOnce(new AirlockError('USER_REJECTED', { rpcCode: 4001 }))
    const error = await provider
      .request({ method: 'personal_sign', params: ['0x68', address] })
      .catch((e) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request' })
  })

  it('maps an aborted request (modal closed) to 4001 and a refused method to 4200', async () => {
    const { provider, rpcRequest } = setup()
    rpcRequest.mockRejectedValueOnce(new AirlockError('REQUEST_ABORTED'))
    await expect(provider.request({ method: 'personal_sign', params: [] })).rejects.toMatchObject({
      code: 4001,
      message: 'Request was aborted',
    })
    rpcRequest.mockRejectedValueOnce(new AirlockError('RPC_METHOD_NOT_ALLOWED'))
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
  })

  it('switches chain with wallet_switchEthereumChain and emits chainChanged', async () => {
    const { provider, switchChain } = setup()
    const chainChanged = vi.fn()
    provider.on('chainChanged', chainChanged)
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).resolves.toBeNull()
    expect(switchChain).toHaveBeenCalledWith(1)
    expect(chainChanged).toHaveBeenCalledWith('0x1')
  })

  it('refuses an unknown chain with 4902 and bad params with -32602', async () => {
    const { provider } = setup()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x3e7' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 1 }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('emits connect/accountsChanged on connect and accountsChanged/disconnect on sign-out', () => {
    const { provider, set } = setup({ address: undefined })
    const events: unknown[] = []
    provider.on('connect', (info) => events.push(['connect', info]))
    provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    provider.on('disconnect', (error) => events.push(['disconnect', error.code]))
    set({ address })
    set({ address: undefined })
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [address]],
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
  })

  it('removeListener and dispose stop events; a throwing listener does not stop the others', () => {
    const { provider, set, subscribers } = setup()
    const throwing = vi.fn(() => {
      throw new Error('dapp bug')
    })
    const listener = vi.fn()
    provider.on('chainChanged', throwing).on('chainChanged', listener)
    set({ chainId: 1 })
    expect(listener).toHaveBeenCalledOnce()
    provider.removeListener('chainChanged', listener)
    set({ chainId: 2 })
    expect(listener).toHaveBeenCalledOnce()
    provider.dispose()
    expect(subscribers.size).toBe(0)
  })
})
