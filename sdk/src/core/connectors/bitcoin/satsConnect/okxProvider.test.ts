import { describe, expect, it } from 'vitest'
import { createBitcoinStandardProvider } from '../bitcoinStandardProvider'
import { toBitcoinWalletConnector } from '../bitcoinWalletConnector'
import { fakeOkx, OKX_ADDRESS, OKX_KEY, OKX_RECEIVER } from './okx.fake'
import { isOkxBitcoin, okxProvider } from './okxProvider'
import { createSatsConnectWallet } from './satsConnectWallet'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'

function setup(options: Parameters<typeof fakeOkx>[0] = {}, network = MAINNET) {
  const fake = fakeOkx(options)
  const wallet = createSatsConnectWallet(
    { name: 'OKX Wallet', icon: undefined },
    okxProvider(fake.okx),
  )
  const connector = toBitcoinWalletConnector(wallet)
  if (!connector) throw new Error('not a Bitcoin wallet')
  return { ...fake, provider: createBitcoinStandardProvider(connector, () => network) }
}

const failure = (error: { code?: string; rpcCode?: number; message?: string }) => ({
  code: error.code,
  rpcCode: error.rpcCode,
  message: error.message,
})

describe("OKX Wallet's window.okxwallet.bitcoin through the sats-connect bridge", () => {
  it('is recognised by the methods every version has', () => {
    expect(isOkxBitcoin(fakeOkx().okx)).toBe(true)
    expect(isOkxBitcoin(fakeOkx({ old: true }).okx)).toBe(true)
    expect(isOkxBitcoin({ connect: () => ({}) })).toBe(false)
    expect(isOkxBitcoin(undefined)).toBe(false)
  })

  it('connects with connect(): one address for both purposes, with the key connect gave', async () => {
    const { provider, calls } = setup()
    expect(await provider.connect()).toBe(OKX_ADDRESS)
    expect(calls.map(({ method }) => method)).toEqual(['connect'])
    const account = { address: OKX_ADDRESS, publicKey: OKX_KEY.slice(2), addressType: 'p2tr' }
    expect(provider.getAccountAddresses()).toEqual([
      { ...account, purpose: 'payment' },
      { ...account, purpose: 'ordinals' },
    ])
  })

  it('reconnects quietly with getAccounts and getPublicKey (x-only for Taproot), never getNetwork', async () => {
    const { provider, calls } = setup()
    expect(await provider.reconnect()).toBeUndefined()
    await provider.connect()
    const other = setup()
    await other.okx.connect()
    expect(await other.provider.reconnect()).toBe(OKX_ADDRESS)
    expect(other.provider.getAccountAddresses()[0]?.publicKey).toBe(OKX_KEY.slice(2))
    expect(other.calls.map(({ method }) => method)).toEqual([
      'connect',
      'getAccounts',
      'getPublicKey',
    ])
    expect(calls.map(({ method }) => method)).not.toContain('getNetwork')
  })

  it('an extension before 2.77.1 (no getAccounts) connects but restores no account', async () => {
    const { provider } = setup({ old: true })
    expect(await provider.reconnect()).toBeUndefined()
    expect(await provider.connect()).toBe(OKX_ADDRESS)
  })

  it("signs with 'bip322-simple' by default (OKX's own default is 'ecdsa') and 'ecdsa' when asked", async () => {
    const { provider } = setup()
    await provider.connect()
    expect(atob(await provider.signMessage({ message: 'hi' }))).toBe('bip322-simple:hi')
    expect(atob(await provider.signMessage({ message: 'hi', protocol: 'ecdsa' }))).toBe('ecdsa:hi')
  })

  it('sends with sendBitcoin on a mainnet dapp, and signs a PSBT as hex, not finalized', async () => {
    const { provider, calls } = setup()
    await provider.connect()
    expect(await provider.sendTransfer({ recipient: OKX_RECEIVER, amount: '700' })).toBe(
      'cd'.repeat(32),
    )
    expect(calls.at(-1)).toEqual({ method: 'sendBitcoin', args: [OKX_RECEIVER, 700] })
    const signed = await provider.signPsbt({
      psbt: btoa('\x01\x02'),
      signInputs: [{ address: OKX_ADDRESS, index: 3 }],
    })
    // OKX finalizes unless told not to: the dapp gets a PSBT it can still combine.
    expect(calls.at(-1)).toEqual({
      method: 'signPsbt',
      args: ['0102', { autoFinalized: false, toSignInputs: [{ index: 3, address: OKX_ADDRESS }] }],
    })
    expect(signed.psbt).toBe(btoa('\x01\x02\xff'))
  })

  it('is on mainnet because window.okxwallet.bitcoin is: a regtest dapp is refused before OKX is asked', async () => {
    const { provider, calls } = setup({}, REGTEST)
    await provider.connect()
    const refusal = {
      code: 'CHAIN_NOT_SUPPORTED',
      message:
        'OKX Wallet is on Bitcoin Mainnet; this site uses Bitcoin Regtest. Switch networks in OKX Wallet.',
    }
    await expect(
      provider.sendTransfer({ recipient: OKX_RECEIVER, amount: '700' }),
    ).rejects.toMatchObject(refusal)
    await expect(
      provider.signPsbt({ psbt: btoa('\x01'), signInputs: [{ address: OKX_ADDRESS, index: 0 }] }),
    ).rejects.toMatchObject(refusal)
    expect(calls.map(({ method }) => method)).toEqual(['connect'])
  })

  it('an extension before 2.77.1 cannot send: an exact reason, not a crash', async () => {
    const { provider } = setup({ old: true })
    await provider.connect()
    expect(
      await provider
        .sendTransfer({ recipient: OKX_RECEIVER, amount: '700' })
        .then(() => undefined, failure),
    ).toEqual({
      code: 'SOMETHING_WENT_WRONG',
      rpcCode: -32001,
      message:
        'OKX Wallet cannot send bitcoin from this version: update the extension (sendBitcoin came with 2.77.1)',
    })
  })

  it('a refusal ({ code: 4001 }) stays USER_REJECTED / 4001', async () => {
    const { provider } = setup({ reject: true })
    await expect(provider.connect()).rejects.toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
  })

  it('follows accountsChanged (asking for the account again), and stops listening to both events', async () => {
    const fake = setup()
    await fake.provider.connect()
    const seen: (string | undefined)[] = []
    const stop = fake.provider.onAccountChange((address) => seen.push(address))
    expect(fake.handlerCount()).toBe(2)
    fake.switchAccount([])
    await expect.poll(() => seen).toEqual([undefined])
    stop()
    expect(fake.handlerCount()).toBe(0)
  })
})
