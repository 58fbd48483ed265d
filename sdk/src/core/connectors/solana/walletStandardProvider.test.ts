import { AirlockError, base58Encode, UserRejectedError } from '@airlock/protocol'
import { describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS, FAKE_CLUSTER, fakeSolanaWallet } from './fakeStandardWallet'
import { toSolanaWalletConnector } from './solanaWalletConnector'
import { createWalletStandardSolanaProvider } from './walletStandardProvider'

function setup(
  options: Parameters<typeof fakeSolanaWallet>[0] = {},
  chain: string | undefined = FAKE_CLUSTER,
) {
  const fake = fakeSolanaWallet(options)
  const connector = toSolanaWalletConnector(fake.wallet)
  if (!connector) throw new Error('not a Solana wallet')
  return { ...fake, provider: createWalletStandardSolanaProvider(connector, () => chain) }
}

describe('a Wallet Standard wallet as the Solana provider', () => {
  it('connects to the wallet’s Solana account', async () => {
    const { provider } = setup()
    expect(provider.address).toBeUndefined()
    expect(await provider.connect()).toBe(FAKE_ADDRESS)
    expect(provider.address).toBe(FAKE_ADDRESS)
    expect(provider.connectorId).toBe('wallet-standard:Fake Solana Wallet')
  })

  it('reconnects silently: only an account the wallet already grants', async () => {
    const { provider, calls } = setup()
    expect(await provider.reconnect()).toBeUndefined()
    expect(calls[0]).toEqual({ feature: 'standard:connect', inputs: [{ silent: true }] })
  })

  it('passes a rejection on as USER_REJECTED', async () => {
    const { provider } = setup({ reject: true })
    const error = await provider.connect().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
  })

  it('refuses to sign before it holds an account', async () => {
    const { provider, calls } = setup()
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toMatchObject({
      code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
    })
    expect(calls).toEqual([])
  })

  it('signs a message, a transaction and several at once as the connected account', async () => {
    const { provider, calls } = setup()
    await provider.connect()
    expect(await provider.signMessage(new Uint8Array([1, 2]))).toEqual(new Uint8Array(64).fill(1))
    expect(await provider.signTransaction(new Uint8Array([5]))).toEqual(new Uint8Array([5, 9]))
    const serializable = { serialize: vi.fn(() => new Uint8Array([6])) }
    expect(await provider.signAllTransactions([new Uint8Array([5]), serializable])).toEqual([
      new Uint8Array([5, 9]),
      new Uint8Array([6, 9]),
    ])
    expect(serializable.serialize).toHaveBeenCalledWith({
      requireAllSignatures: false,
      verifySignatures: false,
    })
    const signAll = calls.at(-1)
    expect(signAll?.feature).toBe('solana:signTransaction')
    expect(signAll?.inputs).toHaveLength(2)
    expect(signAll?.inputs[0]).toMatchObject({
      account: { address: FAKE_ADDRESS },
      chain: 'solana:devnet',
    })
  })

  it('signs and sends on the active cluster with the preflight options, answering the base58 signature', async () => {
    const { provider, calls } = setup()
    await provider.connect()
    const signature = await provider.signAndSendTransaction(new Uint8Array([5]), {
      preflightCommitment: 'confirmed',
      skipPreflight: undefined,
    })
    expect(signature).toBe(base58Encode(new Uint8Array(64).fill(2)))
    expect(calls.at(-1)?.inputs[0]).toMatchObject({
      chain: 'solana:devnet',
      options: { preflightCommitment: 'confirmed' },
    })
    expect(calls.at(-1)?.inputs[0]).not.toHaveProperty('options.skipPreflight')
  })

  it('maps the older preflight commitments to the three the Wallet Standard knows', async () => {
    const { provider, calls } = setup()
    await provider.connect()
    await provider.signAndSendTransaction(new Uint8Array([5]), {
      preflightCommitment: 'singleGossip',
    })
    expect(calls.at(-1)?.inputs[0]).toMatchObject({ options: { preflightCommitment: 'confirmed' } })
  })

  it('refuses to send on a cluster the wallet does not serve', async () => {
    const { provider } = setup(
      { chains: ['solana:mainnet', 'solana:devnet'] },
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    )
    await provider.connect()
    await expect(provider.signAndSendTransaction(new Uint8Array([5]))).rejects.toThrow(
      'Fake Solana Wallet does not serve solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    )
  })

  it('says which feature a wallet lacks', async () => {
    const { provider } = setup({ features: ['standard:connect', 'solana:signMessage'] })
    await provider.connect()
    const error = await provider
      .signTransaction(new Uint8Array([5]))
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AirlockError)
    expect(error).toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
      message: 'Fake Solana Wallet does not offer solana:signTransaction',
    })
  })

  it('follows the account: a switch gives the new address, none left gives undefined', async () => {
    const { provider, changeAccount, listenerCount } = setup()
    await provider.connect()
    const seen: (string | undefined)[] = []
    const stop = provider.onAccountChange((address) => seen.push(address))
    changeAccount(FAKE_ADDRESS) // the same account: no change
    changeAccount('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
    changeAccount(undefined)
    expect(seen).toEqual(['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', undefined])
    expect(provider.address).toBeUndefined()
    stop()
    expect(listenerCount()).toBe(0)
  })

  it('disconnects through standard:disconnect, and forgets the account even if that fails', async () => {
    const { provider, calls } = setup()
    await provider.connect()
    await provider.disconnect()
    expect(calls.at(-1)?.feature).toBe('standard:disconnect')
    expect(provider.address).toBeUndefined()
    const failing = setup({ reject: true })
    await expect(failing.provider.disconnect()).resolves.toBeUndefined()
  })
})
