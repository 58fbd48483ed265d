import { base58Encode } from '@airlock/protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RpcRequestPayload } from './authConnector'
import { createLazySolanaProvider } from './lazySolanaProvider'
import { createSolanaProvider, type SolanaAccountSnapshot } from './solanaProvider'

// Every case runs on the provider itself and on the lazy one the instance hands out.
let create: typeof createSolanaProvider = createSolanaProvider

const address = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const chainId = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function setup(result: unknown, snapshot: Partial<SolanaAccountSnapshot> = {}) {
  const rpcRequest = vi.fn<(payload: RpcRequestPayload) => Promise<unknown>>(async () => result)
  const provider = create({
    rpcRequest,
    account: { get: () => ({ address, chainId, rpcUrl: undefined, ...snapshot }) },
  })
  return { provider, rpcRequest }
}

describe.each([
  ['loaded', createSolanaProvider],
  ['lazy', createLazySolanaProvider],
])('Solana provider (%s)', (_kind, factory) => {
  beforeEach(() => {
    create = factory
  })

  it('signMessage sends the message base58 with the pubkey and decodes the signature', async () => {
    const signature = new Uint8Array(64).fill(7)
    const { provider, rpcRequest } = setup({ signature: base58Encode(signature) })
    const message = new TextEncoder().encode('hello')
    await expect(provider.signMessage(message)).resolves.toEqual(signature)
    expect(rpcRequest).toHaveBeenCalledWith({
      method: 'solana_signMessage',
      params: { message: base58Encode(message), pubkey: address },
      chainId,
      chainNamespace: 'solana',
    })
  })

  it('signTransaction takes bytes or an object with serialize(), unsigned', async () => {
    const signed = new Uint8Array([9, 9, 9])
    const { provider, rpcRequest } = setup({ transaction: base58Encode(signed) })
    const serializeCall = vi.fn(() => new Uint8Array([1, 2, 3]))
    await expect(provider.signTransaction({ serialize: serializeCall })).resolves.toEqual(signed)
    expect(serializeCall).toHaveBeenCalledWith({
      requireAllSignatures: false,
      verifySignatures: false,
    })
    await provider.signTransaction(new Uint8Array([1, 2, 3]))
    for (const [payload] of rpcRequest.mock.calls) {
      expect(payload.params).toEqual({ transaction: base58Encode(new Uint8Array([1, 2, 3])) })
    }
  })

  it('signAllTransactions returns one signed transaction per input, in order', async () => {
    const { provider, rpcRequest } = setup({
      transactions: [base58Encode(new Uint8Array([1])), base58Encode(new Uint8Array([2]))],
    })
    await expect(
      provider.signAllTransactions([new Uint8Array([5]), new Uint8Array([6])]),
    ).resolves.toEqual([new Uint8Array([1]), new Uint8Array([2])])
    expect(rpcRequest.mock.calls[0]?.[0].params).toEqual({
      transactions: [base58Encode(new Uint8Array([5])), base58Encode(new Uint8Array([6]))],
    })
  })

  it('refuses a signAllTransactions answer with the wrong count', async () => {
    const { provider } = setup({ transactions: [base58Encode(new Uint8Array([1]))] })
    await expect(
      provider.signAllTransactions([new Uint8Array([5]), new Uint8Array([6])]),
    ).rejects.toThrow('Invalid solana_signAllTransactions response')
  })

  it('signAndSendTransaction passes the options and returns the signature', async () => {
    const { provider, rpcRequest } = setup({ signature: '5sig' })
    await expect(
      provider.signAndSendTransaction(new Uint8Array([1]), { preflightCommitment: 'confirmed' }),
    ).resolves.toBe('5sig')
    expect(rpcRequest.mock.calls[0]?.[0]).toMatchObject({
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: base58Encode(new Uint8Array([1])),
        options: { preflightCommitment: 'confirmed' },
      },
    })
  })

  it('refuses malformed answers and needs a connected account', async () => {
    await expect(
      setup({ signature: 'not base58 0OIl' }).provider.signMessage(new Uint8Array([1])),
    ).rejects.toThrow('Invalid solana_signMessage response')
    await expect(setup(null).provider.signTransaction(new Uint8Array([1]))).rejects.toThrow(
      'Invalid solana_signTransaction response',
    )
    const { provider, rpcRequest } = setup({}, { address: undefined })
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toThrow(
      'Address or auth connector not found',
    )
    expect(rpcRequest).not.toHaveBeenCalled()
  })
})
