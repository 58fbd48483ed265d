import { describe, expect, it } from 'vitest'
import { createBitcoinStandardProvider } from '../bitcoinStandardProvider'
import { FAKE_ORDINALS, FAKE_PAYMENT, FAKE_RECEIVER } from '../bitcoinWallet.fake'
import { toBitcoinWalletConnector } from '../bitcoinWalletConnector'
import {
  FAKE_ORDINALS_ADDRESS,
  FAKE_PAYMENT_ADDRESS,
  type FakeSatsConnectOptions,
  fakeSatsConnectProvider,
} from './satsConnectProvider.fake'
import { createSatsConnectWallet } from './satsConnectWallet'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** The bridge under the SDK's Bitcoin provider, as the session uses it. */
function setup(options: FakeSatsConnectOptions = {}, accountType?: 'payment' | 'ordinals') {
  const fake = fakeSatsConnectProvider(options)
  const wallet = createSatsConnectWallet({ name: 'Xverse', icon: undefined }, fake.provider)
  const connector = toBitcoinWalletConnector(wallet)
  if (!connector) throw new Error('the bridge is not a Bitcoin wallet')
  const provider = createBitcoinStandardProvider(connector, () => REGTEST, accountType)
  return { ...fake, wallet, connector, provider }
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

describe('a sats-connect provider as a Bitcoin wallet', () => {
  it('is listed as a Bitcoin wallet and connects with wallet_connect; payment is the account', async () => {
    const { provider, connector, requests } = setup()
    expect(connector.id).toBe('bitcoin-standard:Xverse')
    expect(await provider.connect()).toBe(FAKE_PAYMENT)
    expect(requests).toEqual([
      { method: 'wallet_connect', params: { addresses: ['payment', 'ordinals'] } },
    ])
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

  it('falls back to getAccounts where the wallet has no wallet_connect', async () => {
    const { provider, requests } = setup({ unknown: ['wallet_connect'] })
    expect(await provider.connect()).toBe(FAKE_PAYMENT)
    expect(requests.map(({ method }) => method)).toEqual(['wallet_connect', 'getAccounts'])
    expect(requests[1]?.params).toEqual({ purposes: ['payment', 'ordinals'] })
  })

  it('the ordinals address is the account when preferred, the payment one when none was granted', async () => {
    const ordinals = setup({}, 'ordinals')
    expect(await ordinals.provider.connect()).toBe(FAKE_ORDINALS)
    expect(ordinals.provider.address).toBe(FAKE_ORDINALS)
    const paymentOnly = setup({ grants: ['payment'] }, 'ordinals')
    expect(await paymentOnly.provider.connect()).toBe(FAKE_PAYMENT)
  })

  it("turns sats-connect's rejection (-32000) into USER_REJECTED / 4001", async () => {
    const { provider } = setup({ reject: true })
    expect(await refusal(provider.connect())).toEqual({
      code: 'USER_REJECTED',
      rpcCode: 4001,
      message: 'User rejected the request',
    })
  })

  it('keeps any other wallet error with its code and text', async () => {
    const { provider } = setup({ unknown: ['wallet_connect', 'getAccounts'] })
    expect(await refusal(provider.connect())).toEqual({
      code: 'SOMETHING_WENT_WRONG',
      rpcCode: -32601,
      message: 'Method getAccounts not found',
    })
  })

  it('keeps the reason of a wallet that throws a plain { code, message } object, else names the method', async () => {
    const throwing = (thrown: object) => {
      const wallet = createSatsConnectWallet(
        { name: 'Xverse', icon: undefined },
        {
          request: async () => {
            throw thrown
          },
        },
      )
      const connector = toBitcoinWalletConnector(wallet)
      if (!connector) throw new Error('the bridge is not a Bitcoin wallet')
      return createBitcoinStandardProvider(connector, () => REGTEST)
    }
    expect(
      await refusal(throwing({ code: -32603, message: 'Wallet is locked' }).connect()),
    ).toMatchObject({ rpcCode: -32603, message: 'Wallet is locked' })
    expect(await refusal(throwing({ code: -32603 }).connect())).toMatchObject({
      rpcCode: -32603,
      message: 'Xverse refused wallet_connect',
    })
  })

  it('reconnects quietly with wallet_getAccount, and finds nothing once access is gone', async () => {
    const { provider, connector, requests } = setup()
    expect(await provider.reconnect()).toBeUndefined()
    expect(requests.at(-1)).toEqual({ method: 'wallet_getAccount', params: null })
    await provider.connect()
    // After a reload: a new provider over the same wallet, which still grants the site.
    const reloaded = createBitcoinStandardProvider(connector, () => REGTEST)
    expect(await reloaded.reconnect()).toBe(FAKE_PAYMENT)
    expect(requests.at(-1)?.method).toBe('wallet_getAccount')
  })

  it('signs messages with BIP-322 by default and ECDSA when asked, for the address given', async () => {
    const { provider, requests } = setup()
    await provider.connect()
    expect(atob(await provider.signMessage({ message: 'hi' }))).toBe(`BIP322:${FAKE_PAYMENT}:hi`)
    expect(requests.at(-1)).toEqual({
      method: 'signMessage',
      params: { address: FAKE_PAYMENT, message: 'hi', protocol: 'BIP322' },
    })
    expect(
      atob(
        await provider.signMessage({ message: 'yo', protocol: 'ecdsa', address: FAKE_ORDINALS }),
      ),
    ).toBe(`ECDSA:${FAKE_ORDINALS}:yo`)
  })

  it('signs a PSBT with signInputs per address, not broadcast', async () => {
    const { provider, requests } = setup()
    await provider.connect()
    const psbt = btoa('psbt-bytes')
    const signed = await provider.signPsbt({
      psbt,
      signInputs: [
        { address: FAKE_PAYMENT, index: 0 },
        { address: FAKE_ORDINALS, index: 1 },
        { address: FAKE_PAYMENT, index: 2 },
      ],
    })
    expect(atob(signed.psbt)).toBe('signed:psbt-bytes')
    expect(requests.at(-1)).toEqual({
      method: 'signPsbt',
      params: {
        psbt,
        signInputs: { [FAKE_PAYMENT]: [0, 2], [FAKE_ORDINALS]: [1] },
        broadcast: false,
        network: 'Regtest',
      },
    })
  })

  it('says a sighash type goes in the PSBT: sats-connect has no place for it', async () => {
    const { provider, requests } = setup()
    await provider.connect()
    const before = requests.length
    expect(
      await refusal(
        provider.signPsbt({
          psbt: btoa('x'),
          signInputs: [{ address: FAKE_PAYMENT, index: 0, sighashType: 1 }],
        }),
      ),
    ).toEqual({
      code: 'SOMETHING_WENT_WRONG',
      rpcCode: -32602,
      message:
        'Xverse signs with the sighash type each PSBT input names: set sighashType in the PSBT, not in signInputs',
    })
    expect(requests).toHaveLength(before)
  })

  it('sends a transfer with sendTransfer', async () => {
    const { provider, requests } = setup()
    await provider.connect()
    expect(await provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: 1500n })).toBe(
      'ab'.repeat(32),
    )
    // The wallet's network is read first; the dapp's is named for wallets that take one (Leather).
    expect(requests.slice(-2)).toEqual([
      { method: 'wallet_getNetwork', params: null },
      {
        method: 'sendTransfer',
        params: { recipients: [{ address: FAKE_RECEIVER, amount: 1500 }], network: 'Regtest' },
      },
    ])
  })

  it('refuses to send or sign a PSBT, without asking, when the wallet is on mainnet and the dapp on regtest', async () => {
    const { provider, requests } = setup({ network: 'Mainnet' })
    await provider.connect()
    const refused = {
      code: 'CHAIN_NOT_SUPPORTED',
      message:
        'Xverse is on Bitcoin Mainnet; this site uses Bitcoin Regtest. Switch networks in Xverse.',
    }
    expect(
      await refusal(provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: 1500n })),
    ).toEqual(refused)
    expect(
      await refusal(
        provider.signPsbt({ psbt: btoa('x'), signInputs: [{ address: FAKE_PAYMENT, index: 0 }] }),
      ),
    ).toEqual(refused)
    expect(requests.map(({ method }) => method)).not.toContain('sendTransfer')
    expect(requests.map(({ method }) => method)).not.toContain('signPsbt')
  })

  it('refuses a wallet on a test network for a mainnet dapp', async () => {
    const fake = fakeSatsConnectProvider({ network: 'Testnet4' })
    const connector = toBitcoinWalletConnector(
      createSatsConnectWallet({ name: 'Xverse', icon: undefined }, fake.provider),
    )
    if (!connector) throw new Error('the bridge is not a Bitcoin wallet')
    const provider = createBitcoinStandardProvider(
      connector,
      () => 'bip122:000000000019d6689c085ae165831e93',
    )
    await provider.connect()
    expect(await refusal(provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: 1n }))).toEqual({
      code: 'CHAIN_NOT_SUPPORTED',
      message:
        'Xverse is on Bitcoin Testnet4; this site uses Bitcoin Mainnet. Switch networks in Xverse.',
    })
  })

  it('sends as before with a wallet on another test network, or one that cannot name its network', async () => {
    for (const options of [{ network: 'Signet' }, { unknown: ['wallet_getNetwork'] }]) {
      const { provider } = setup(options)
      await provider.connect()
      expect(await provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: 1n })).toBe(
        'ab'.repeat(32),
      )
    }
  })

  it("follows the wallet's accountChange and disconnect events, and stops listening", async () => {
    const fake = setup()
    await fake.provider.connect()
    const seen: (string | undefined)[] = []
    const stop = fake.provider.onAccountChange((address) => seen.push(address))
    expect(fake.listenerCount()).toBe(2)
    const other = { ...FAKE_PAYMENT_ADDRESS, address: FAKE_RECEIVER }
    fake.changeAccount([other, FAKE_ORDINALS_ADDRESS])
    // Unisat-style: an event without addresses; the bridge asks the wallet quietly.
    fake.changeAccount(undefined)
    await new Promise((resolve) => setTimeout(resolve, 0))
    fake.disconnectFromWallet()
    expect(seen).toEqual([FAKE_RECEIVER, undefined])
    stop()
    expect(fake.listenerCount()).toBe(0)
  })

  it('asks the wallet to forget the site: wallet_disconnect, else wallet_renouncePermissions', async () => {
    const modern = setup()
    await modern.provider.connect()
    await modern.provider.disconnect()
    expect(modern.requests.at(-1)?.method).toBe('wallet_disconnect')
    expect(await modern.provider.reconnect()).toBeUndefined()
    const older = setup({ unknown: ['wallet_disconnect'] })
    await older.provider.connect()
    await older.provider.disconnect()
    expect(older.requests.map(({ method }) => method).slice(-2)).toEqual([
      'wallet_disconnect',
      'wallet_renouncePermissions',
    ])
  })

  it('takes a wallet without addListener (no account events)', async () => {
    const { provider } = setup({ noEvents: true })
    await provider.connect()
    expect(provider.onAccountChange(() => {})).toBeTypeOf('function')
  })
})
