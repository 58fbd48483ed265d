import { describe, expect, it } from 'vitest'
import { fakeSolanaWallet, STANDARD_CHAIN_NAMES } from './fakeStandardWallet'
import { toSolanaWalletConnector } from './solanaWalletConnector'
import { createWalletStandardSolanaProvider } from './walletStandardProvider'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const LOCAL = 'solana:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbr'
const ALL_FEATURES = [
  'standard:connect',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
  'solana:signIn',
]

/** A wallet listing `chains` (Phantom's by default), connected, with the dapp on `active`. */
async function connected(active: string, chains = STANDARD_CHAIN_NAMES) {
  const fake = fakeSolanaWallet({ chains, features: ALL_FEATURES })
  const connector = toSolanaWalletConnector(fake.wallet)
  if (!connector) throw new Error('not a Solana wallet')
  const provider = createWalletStandardSolanaProvider(connector, () => active)
  await provider.connect()
  return { ...fake, provider }
}

const transaction = new Uint8Array([5])
const methods = {
  signTransaction: (provider: Awaited<ReturnType<typeof connected>>['provider']) =>
    provider.signTransaction(transaction),
  signAllTransactions: (provider: Awaited<ReturnType<typeof connected>>['provider']) =>
    provider.signAllTransactions([transaction, transaction]),
  signAndSendTransaction: (provider: Awaited<ReturnType<typeof connected>>['provider']) =>
    provider.signAndSendTransaction(transaction),
}
const featureOf = {
  signTransaction: 'solana:signTransaction',
  signAllTransactions: 'solana:signTransaction',
  signAndSendTransaction: 'solana:signAndSendTransaction',
}

describe('a wallet that lists the Wallet Standard chain names (Phantom, Solflare, Backpack)', () => {
  for (const [name, run] of Object.entries(methods) as [
    keyof typeof methods,
    typeof methods.signTransaction,
  ][]) {
    it(`${name} on mainnet asks it with solana:mainnet`, async () => {
      const { provider, calls } = await connected(MAINNET)
      await run(provider)
      const call = calls.at(-1)
      expect(call?.feature).toBe(featureOf[name])
      for (const input of call?.inputs ?? [])
        expect(input).toMatchObject({ chain: 'solana:mainnet' })
    })

    it(`${name} on a local cluster asks it with solana:localnet`, async () => {
      const { provider, calls } = await connected(LOCAL)
      await run(provider)
      for (const input of calls.at(-1)?.inputs ?? [])
        expect(input).toMatchObject({ chain: 'solana:localnet' })
    })

    it(`${name} on a local cluster is refused before the wallet is asked when it lists no localnet`, async () => {
      const { provider, calls } = await connected(LOCAL, ['solana:mainnet', 'solana:devnet'])
      const asked = calls.length
      await expect(run(provider)).rejects.toMatchObject({
        code: 'CHAIN_NOT_SUPPORTED',
        message: `Fake Solana Wallet does not serve ${LOCAL}`,
      })
      expect(calls).toHaveLength(asked)
    })
  }

  it('signMessage needs no chain: it signs on mainnet and on a local cluster with or without localnet', async () => {
    for (const [active, chains] of [
      [MAINNET, STANDARD_CHAIN_NAMES],
      [LOCAL, STANDARD_CHAIN_NAMES],
      [LOCAL, ['solana:mainnet']],
    ] as const) {
      const { provider, calls } = await connected(active, [...chains])
      expect(await provider.signMessage(new Uint8Array([1]))).toEqual(new Uint8Array(64).fill(1))
      expect(calls.at(-1)?.feature).toBe('solana:signMessage')
    }
  })

  it('signIn names mainnet solana:mainnet and a local cluster localnet, as SIWS writes them', async () => {
    const mainnet = await connected(MAINNET)
    await mainnet.provider.signIn?.({ domain: 'dapp.example', chainId: MAINNET })
    expect(mainnet.calls.at(-1)?.inputs[0]).toMatchObject({ chainId: 'solana:mainnet' })
    const local = await connected(LOCAL)
    await local.provider.signIn?.({ domain: 'dapp.example', chainId: LOCAL })
    expect(local.calls.at(-1)?.inputs[0]).toMatchObject({ chainId: 'localnet' })
  })

  it('signIn on a local cluster is refused before the wallet is asked when it lists no localnet', async () => {
    const { provider, calls } = await connected(LOCAL, ['solana:mainnet'])
    const asked = calls.length
    await expect(
      provider.signIn?.({ domain: 'dapp.example', chainId: LOCAL }),
    ).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      message: `Fake Solana Wallet does not serve ${LOCAL}`,
    })
    expect(calls).toHaveLength(asked)
  })

  it('signIn without a chain sends none', async () => {
    const { provider, calls } = await connected(MAINNET)
    await provider.signIn?.({ domain: 'dapp.example' })
    expect(calls.at(-1)?.inputs[0]).not.toHaveProperty('chainId')
  })

  it('a wallet that lists the CAIP-2 id is asked with it', async () => {
    const { provider, calls } = await connected(MAINNET, [MAINNET])
    await provider.signTransaction(transaction)
    expect(calls.at(-1)?.inputs[0]).toMatchObject({ chain: MAINNET })
  })
})
