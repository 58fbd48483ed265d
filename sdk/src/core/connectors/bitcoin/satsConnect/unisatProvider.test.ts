import { describe, expect, it } from 'vitest'
import { createBitcoinStandardProvider } from '../bitcoinStandardProvider'
import { FAKE_ORDINALS, FAKE_PAYMENT, FAKE_RECEIVER } from '../bitcoinWallet.fake'
import { toBitcoinWalletConnector } from '../bitcoinWalletConnector'
import { createSatsConnectWallet } from './satsConnectWallet'
import { fakeUnisat } from './unisat.fake'
import { isUnisat, unisatProvider } from './unisatProvider'

function setup(options: Parameters<typeof fakeUnisat>[0] = {}) {
  const fake = fakeUnisat(options)
  const wallet = createSatsConnectWallet(
    { name: 'Unisat', icon: undefined },
    unisatProvider(fake.unisat),
  )
  const connector = toBitcoinWalletConnector(wallet)
  if (!connector) throw new Error('not a Bitcoin wallet')
  return { ...fake, provider: createBitcoinStandardProvider(connector, () => undefined) }
}

describe('a Unisat-style wallet through the sats-connect bridge', () => {
  it('is recognised by its methods only', () => {
    expect(isUnisat(fakeUnisat().unisat)).toBe(true)
    expect(isUnisat({ requestAccounts: () => [] })).toBe(false)
    expect(isUnisat(undefined)).toBe(false)
  })

  it('connects with requestAccounts: its one address for both purposes, the Taproot key x-only', async () => {
    const { provider, calls } = setup()
    expect(await provider.connect()).toBe(FAKE_ORDINALS)
    expect(calls[0]?.method).toBe('requestAccounts')
    expect(provider.getAccountAddresses()).toEqual([
      {
        address: FAKE_ORDINALS,
        purpose: 'payment',
        publicKey: '03'.repeat(32),
        addressType: 'p2tr',
      },
      {
        address: FAKE_ORDINALS,
        purpose: 'ordinals',
        publicKey: '03'.repeat(32),
        addressType: 'p2tr',
      },
    ])
  })

  it('reconnects quietly with getAccounts, and finds nothing when it grants nothing', async () => {
    const { provider, calls } = setup()
    expect(await provider.reconnect()).toBeUndefined()
    expect(calls.map(({ method }) => method)).toEqual(['getAccounts'])
    await provider.connect()
    expect(await provider.reconnect()).toBe(FAKE_ORDINALS)
  })

  it("signs with 'bip322-simple' by default and 'ecdsa' when asked", async () => {
    const { provider } = setup()
    await provider.connect()
    expect(atob(await provider.signMessage({ message: 'hi' }))).toBe('bip322-simple:hi')
    expect(atob(await provider.signMessage({ message: 'hi', protocol: 'ecdsa' }))).toBe('ecdsa:hi')
  })

  it('sends with sendBitcoin and signs a PSBT as hex, not finalized', async () => {
    const { provider, calls } = setup()
    await provider.connect()
    expect(await provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: '700' })).toBe(
      'cd'.repeat(32),
    )
    expect(calls.at(-1)).toEqual({ method: 'sendBitcoin', args: [FAKE_RECEIVER, 700] })
    const signed = await provider.signPsbt({
      psbt: btoa('\x01\x02'),
      signInputs: [{ address: FAKE_ORDINALS, index: 3 }],
    })
    expect(calls.at(-1)).toEqual({
      method: 'signPsbt',
      args: [
        '0102',
        { autoFinalized: false, toSignInputs: [{ index: 3, address: FAKE_ORDINALS }] },
      ],
    })
    expect(signed.psbt).toBe(btoa('\x01\x02\xff'))
  })

  it('a rejection (4001) stays USER_REJECTED / 4001 through the bridge', async () => {
    const { provider } = setup({ reject: true })
    await expect(provider.connect()).rejects.toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
  })

  it("keeps the wallet's reason when it fails with Unisat's plain { code, message }", async () => {
    const { provider } = setup({ failSend: 'Insufficient balance' })
    await provider.connect()
    await expect(
      provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: '700' }),
    ).rejects.toMatchObject({
      code: 'SOMETHING_WENT_WRONG',
      rpcCode: -32603,
      message: 'Insufficient balance',
    })
  })

  it('names the method when the wallet fails with no message', async () => {
    const { provider } = setup({ failSend: '' })
    await provider.connect()
    await expect(
      provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: '700' }),
    ).rejects.toMatchObject({ message: 'Unisat: sendTransfer failed' })
  })

  it('follows accountsChanged (asking for the addresses again), and stops listening', async () => {
    const fake = setup()
    await fake.provider.connect()
    const seen: (string | undefined)[] = []
    const stop = fake.provider.onAccountChange((address) => seen.push(address))
    fake.switchAccount([FAKE_PAYMENT])
    await expect.poll(() => seen).toEqual([FAKE_PAYMENT])
    fake.switchAccount([])
    await expect.poll(() => seen).toEqual([FAKE_PAYMENT, undefined])
    stop()
    expect(fake.handlerCount()).toBe(0)
  })
})

describe("Unisat's network, as getChain (newer) or getNetwork (older) reports it", () => {
  const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
  const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
  function on(network: string, options: Parameters<typeof fakeUnisat>[0]) {
    const fake = fakeUnisat(options)
    const wallet = createSatsConnectWallet(
      { name: 'Unisat', icon: undefined },
      unisatProvider(fake.unisat),
    )
    const connector = toBitcoinWalletConnector(wallet)
    if (!connector) throw new Error('not a Bitcoin wallet')
    return { ...fake, provider: createBitcoinStandardProvider(connector, () => network) }
  }
  const sent = (provider: ReturnType<typeof on>['provider']) =>
    provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: 1000n }).then(
      (txid) => ({ txid }),
      (error: { code?: string; message?: string }) => ({
        code: error.code,
        message: error.message,
      }),
    )

  it('refuses a Unisat on BITCOIN_MAINNET for a regtest dapp, before sendBitcoin', async () => {
    const { provider, calls } = on(REGTEST, { chain: 'BITCOIN_MAINNET', network: 'livenet' })
    await provider.connect()
    expect(await sent(provider)).toEqual({
      code: 'CHAIN_NOT_SUPPORTED',
      message:
        'Unisat is on Bitcoin Mainnet; this site uses Bitcoin Regtest. Switch networks in Unisat.',
    })
    expect(calls.map(({ method }) => method)).not.toContain('sendBitcoin')
  })

  it("refuses an older Unisat whose getNetwork says 'livenet', and a Fractal chain by its own name", async () => {
    const old = on(REGTEST, { network: 'livenet' })
    await old.provider.connect()
    expect(await sent(old.provider)).toMatchObject({
      message:
        'Unisat is on Bitcoin Mainnet; this site uses Bitcoin Regtest. Switch networks in Unisat.',
    })
    const fractal = on(MAINNET, { chain: 'FRACTAL_BITCOIN_MAINNET', network: 'unknown' })
    await fractal.provider.connect()
    expect(await sent(fractal.provider)).toMatchObject({
      message:
        'Unisat is on Bitcoin FRACTAL_BITCOIN_MAINNET; this site uses Bitcoin Mainnet. Switch networks in Unisat.',
    })
  })

  it('sends when Unisat is on a test chain (it has no regtest) or on mainnet for a mainnet dapp', async () => {
    for (const [network, options] of [
      [REGTEST, { chain: 'BITCOIN_TESTNET4', network: 'testnet' }],
      [REGTEST, { network: 'testnet' }],
      [MAINNET, { chain: 'BITCOIN_MAINNET', network: 'livenet' }],
    ] as const) {
      const { provider } = on(network, options)
      await provider.connect()
      expect(await sent(provider)).toEqual({ txid: 'cd'.repeat(32) })
    }
  })
})
