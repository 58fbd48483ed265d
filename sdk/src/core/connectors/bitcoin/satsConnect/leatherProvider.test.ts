import { describe, expect, it } from 'vitest'
import { createBitcoinStandardProvider } from '../bitcoinStandardProvider'
import { FAKE_ORDINALS, FAKE_PAYMENT, FAKE_RECEIVER } from '../bitcoinWallet.fake'
import { toBitcoinWalletConnector } from '../bitcoinWalletConnector'
import { fakeLeather } from './leather.fake'
import { isLeather, leatherProvider } from './leatherProvider'
import { fakeSatsConnectProvider } from './satsConnectProvider.fake'
import { type SatsConnectPage, withSatsConnectWallets } from './satsConnectRegistry'
import { createSatsConnectWallet } from './satsConnectWallet'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

function setup(options: Parameters<typeof fakeLeather>[0] = {}) {
  const fake = fakeLeather(options)
  const wallet = createSatsConnectWallet(
    { name: 'Leather', icon: undefined },
    leatherProvider(fake.leather),
  )
  const connector = toBitcoinWalletConnector(wallet)
  if (!connector) throw new Error('not a Bitcoin wallet')
  return { ...fake, provider: createBitcoinStandardProvider(connector, () => REGTEST) }
}
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code?: string; rpcCode?: number; message?: string }) => ({
      code: error.code,
      rpcCode: error.rpcCode,
      message: error.message,
    }),
  )

describe("Leather's request API through the sats-connect bridge", () => {
  it('is recognised by isLeather and a request function', () => {
    expect(isLeather(fakeLeather().leather)).toBe(true)
    expect(isLeather({ request: () => undefined })).toBe(false)
    expect(isLeather({ isLeather: true })).toBe(false)
  })

  it('connects with getAddresses: p2wpkh pays, p2tr holds ordinals (x-only key), STX is left out', async () => {
    const { provider, requests } = setup()
    expect(await provider.connect()).toBe(FAKE_PAYMENT)
    expect(requests).toEqual([{ method: 'getAddresses', params: {} }])
    expect(provider.getAccountAddresses()).toEqual([
      {
        address: FAKE_PAYMENT,
        purpose: 'payment',
        publicKey: '02'.repeat(33),
        addressType: 'p2wpkh',
      },
      {
        address: FAKE_ORDINALS,
        purpose: 'ordinals',
        publicKey: '03'.repeat(32),
        addressType: 'p2tr',
      },
    ])
  })

  it('finds no account on a reload: Leather has no silent query', async () => {
    const { provider, requests } = setup()
    expect(await provider.reconnect()).toBeUndefined()
    expect(requests).toEqual([])
  })

  it('signs by payment type, BIP-322 by default and legacy for ECDSA, naming the network', async () => {
    const { provider, requests } = setup()
    await provider.connect()
    expect(atob(await provider.signMessage({ message: 'hi' }))).toBe('bip322:p2wpkh:hi')
    expect(
      atob(
        await provider.signMessage({ message: 'yo', address: FAKE_ORDINALS, protocol: 'ecdsa' }),
      ),
    ).toBe('legacy:p2tr:yo')
    expect(requests.at(-1)).toEqual({
      method: 'signMessage',
      params: { message: 'yo', paymentType: 'p2tr', type: 'legacy' },
    })
  })

  it('sends with amounts as strings and the network as Leather names regtest, signs a PSBT as hex', async () => {
    const { provider, requests } = setup()
    await provider.connect()
    expect(await provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: 1500n })).toBe(
      'ef'.repeat(32),
    )
    expect(requests.at(-1)).toEqual({
      method: 'sendTransfer',
      params: { recipients: [{ address: FAKE_RECEIVER, amount: '1500' }], network: 'devnet' },
    })
    const signed = await provider.signPsbt({
      psbt: btoa('\x01\x02'),
      signInputs: [
        { address: FAKE_ORDINALS, index: 2 },
        { address: FAKE_PAYMENT, index: 0 },
      ],
    })
    expect(signed.psbt).toBe(btoa('\x01\x02\xff'))
    expect(requests.at(-1)).toEqual({
      method: 'signPsbt',
      params: { hex: '0102', signAtIndex: [0, 2], broadcast: false, network: 'devnet' },
    })
  })

  it("turns Leather's rejection (the whole response, 4001) into USER_REJECTED / 4001", async () => {
    const { provider } = setup({ reject: true })
    expect(await refusal(provider.connect())).toEqual({
      code: 'USER_REJECTED',
      rpcCode: 4001,
      message: 'User rejected the request',
    })
  })

  it('is listed as Leather from btc_providers, through the adapter, once', () => {
    const { leather } = fakeLeather()
    const page: SatsConnectPage & Record<string, unknown> = {
      LeatherProvider: leather,
      XverseProviders: { BitcoinProvider: fakeSatsConnectProvider().provider },
      btc_providers: [
        { id: 'LeatherProvider', name: 'Leather', icon: 'data:image/svg;base64,AA==' },
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'data:,' },
      ],
      document: { readyState: 'complete' },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }
    const registry = { get: () => [], on: () => () => undefined }
    const wallets = withSatsConnectWallets(registry, page).get()
    expect(wallets.map((wallet) => wallet.name)).toEqual(['Leather', 'Xverse'])
    const bare = { ...page, btc_providers: undefined }
    expect(
      withSatsConnectWallets(registry, bare)
        .get()
        .map((wallet) => wallet.name),
    ).toEqual(['Xverse', 'Leather'])
  })
})
