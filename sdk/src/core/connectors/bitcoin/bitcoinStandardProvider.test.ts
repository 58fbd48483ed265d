import { describe, expect, it } from 'vitest'
import { createBitcoinStandardProvider } from './bitcoinStandardProvider'
import {
  FAKE_ORDINALS,
  FAKE_PAYMENT,
  FAKE_RECEIVER,
  type FakeBitcoinWalletOptions,
  fakeBitcoinWallet,
} from './bitcoinWallet.fake'
import { toBitcoinWalletConnector } from './bitcoinWalletConnector'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'

function setup(options: FakeBitcoinWalletOptions = {}, network: string | undefined = REGTEST) {
  const fake = fakeBitcoinWallet(options)
  const connector = toBitcoinWalletConnector(fake.wallet)
  if (!connector) throw new Error('not a Bitcoin wallet')
  return { ...fake, provider: createBitcoinStandardProvider(connector, () => network) }
}

async function connected(options: FakeBitcoinWalletOptions = {}, network?: string) {
  const context = setup(options, network)
  await context.provider.connect()
  return context
}

describe('the Bitcoin Wallet Standard provider', () => {
  it('connects with both purposes; the account is the payment address', async () => {
    const { provider, calls } = setup()
    expect(provider.address).toBeUndefined()
    expect(await provider.connect()).toBe(FAKE_PAYMENT)
    expect(calls[0]).toEqual({
      feature: 'bitcoin:connect',
      inputs: [{ purposes: ['payment', 'ordinals'] }],
    })
    expect(provider.address).toBe(FAKE_PAYMENT)
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

  it('reconnects silently, and finds nothing when the wallet grants the site nothing', async () => {
    const { provider, calls } = setup()
    expect(await provider.reconnect()).toBeUndefined()
    expect(calls.at(-1)).toEqual({ feature: 'standard:connect', inputs: [{ silent: true }] })
    await provider.connect()
    expect(await provider.reconnect()).toBe(FAKE_PAYMENT)
  })

  it('signs a message with BIP-322 by the payment address, answering base64', async () => {
    const { provider, calls } = await connected()
    expect(await provider.signMessage({ message: 'hello' })).toBe(btoa('\xb3\x01\x02'))
    const [input] = (calls.at(-1)?.inputs ?? []) as {
      account: { address: string }
      message: Uint8Array
      protocol: string
    }[]
    expect(input?.account.address).toBe(FAKE_PAYMENT)
    expect(new TextDecoder().decode(input?.message)).toBe('hello')
    expect(input?.protocol).toBe('bip322')
  })

  it('signs with the ordinals address or ECDSA when asked', async () => {
    const { provider, calls } = await connected()
    await provider.signMessage({ message: 'm', address: FAKE_ORDINALS, protocol: 'ecdsa' })
    const [input] = (calls.at(-1)?.inputs ?? []) as {
      account: { address: string }
      protocol: string
    }[]
    expect(input).toMatchObject({ account: { address: FAKE_ORDINALS }, protocol: 'ecdsa' })
  })

  it('signs ECDSA by default where the wallet only offers ECDSA, and says so when BIP-322 is asked', async () => {
    const { provider } = await connected({ protocols: ['ecdsa'] })
    expect(await provider.signMessage({ message: 'm' })).toBe(btoa('\xec\x01\x02'))
    await expect(provider.signMessage({ message: 'm', protocol: 'bip322' })).rejects.toThrow(
      'Fake Bitcoin Wallet does not sign messages with bip322',
    )
  })

  it('names the feature a wallet does not offer', async () => {
    const { provider } = await connected({
      features: ['standard:connect', 'bitcoin:connect', 'bitcoin:signMessage'],
    })
    await expect(
      provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: 1000n }),
    ).rejects.toThrow('Fake Bitcoin Wallet does not offer bitcoin:sendTransfer')
    await expect(
      provider.signPsbt({ psbt: btoa('psbt'), signInputs: [{ address: FAKE_PAYMENT, index: 0 }] }),
    ).rejects.toThrow('Fake Bitcoin Wallet does not offer bitcoin:signTransaction')
  })

  it('a rejection in the wallet is USER_REJECTED with rpcCode 4001', async () => {
    const { provider } = setup({ reject: true })
    await expect(provider.connect()).rejects.toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
      message: 'User rejected the request',
    })
  })

  it('refuses to sign before a connect', async () => {
    const { provider } = setup()
    await expect(provider.signMessage({ message: 'm' })).rejects.toThrow(
      'Address or auth connector not found',
    )
  })

  it('refuses bad message inputs with exact messages', async () => {
    const { provider } = await connected()
    const loose = provider as unknown as { signMessage(params: unknown): Promise<string> }
    await expect(loose.signMessage({ message: 42 })).rejects.toThrow(
      'signMessage needs { message: string }',
    )
    await expect(loose.signMessage({ message: 'm', protocol: 'schnorr' })).rejects.toThrow(
      "Unknown message protocol schnorr: use 'bip322' or 'ecdsa'",
    )
    await expect(provider.signMessage({ message: 'm', address: FAKE_RECEIVER })).rejects.toThrow(
      `${FAKE_RECEIVER} is not an address Fake Bitcoin Wallet granted this site`,
    )
  })

  it('sends a transfer in sats on the active network, as the wallet names it', async () => {
    const { provider, calls } = await connected()
    expect(await provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: '12345' })).toBe(
      'ab'.repeat(32),
    )
    expect(calls.at(-1)).toEqual({
      feature: 'bitcoin:sendTransfer',
      inputs: [
        { recipients: [{ address: FAKE_RECEIVER, amount: 12345 }], chain: 'bitcoin:regtest' },
      ],
    })
  })

  it('refuses a network the wallet does not serve, naming both', async () => {
    const { provider } = await connected({}, MAINNET)
    await expect(
      provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: 1000n }),
    ).rejects.toThrow(`Fake Bitcoin Wallet does not serve ${MAINNET}`)
  })

  it('refuses bad transfer inputs with exact messages', async () => {
    const { provider, calls } = await connected()
    const before = calls.length
    await expect(
      provider.sendTransfer({ recipient: 'not-an-address', amount: 1n }),
    ).rejects.toThrow('sendTransfer needs a Bitcoin address as recipient, not "not-an-address"')
    await expect(
      provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: '1.5' }),
    ).rejects.toThrow(
      'sendTransfer needs amount in satoshis (a bigint or a string of digits, above 0), not "1.5"',
    )
    await expect(provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: 0n })).rejects.toThrow(
      'sendTransfer needs amount in satoshis (a bigint or a string of digits, above 0), not 0',
    )
    await expect(
      provider.sendTransfer({ recipient: FAKE_RECEIVER, amount: 2n ** 60n }),
    ).rejects.toThrow(`sendTransfer: ${2n ** 60n} satoshis is more than any wallet can send`)
    expect(calls.length).toBe(before)
  })

  it('signs a PSBT: inputs grouped per account, answered in base64', async () => {
    const { provider, calls } = await connected()
    const psbt = btoa('\x70\x73\x62\x74')
    const signed = await provider.signPsbt({
      psbt,
      signInputs: [
        { address: FAKE_PAYMENT, index: 0 },
        { address: FAKE_ORDINALS, index: 1, sighashType: 0x83 },
        { address: FAKE_PAYMENT, index: 2 },
      ],
    })
    expect(signed).toEqual({ psbt: btoa('\x70\x73\x62\x74\x5e') })
    const [input] = (calls.at(-1)?.inputs ?? []) as {
      chain: string
      inputsToSign: { account: { address: string }; signingIndexes: number[]; sigHash?: number }[]
    }[]
    expect(input?.chain).toBe('bitcoin:regtest')
    expect(
      input?.inputsToSign.map(({ account, signingIndexes, sigHash }) => ({
        address: account.address,
        signingIndexes,
        sigHash,
      })),
    ).toEqual([
      { address: FAKE_PAYMENT, signingIndexes: [0, 2], sigHash: undefined },
      { address: FAKE_ORDINALS, signingIndexes: [1], sigHash: 0x83 },
    ])
  })

  it('refuses bad PSBT inputs with exact messages', async () => {
    const { provider } = await connected()
    await expect(provider.signPsbt({ psbt: '%%%', signInputs: [] })).rejects.toThrow(
      'signPsbt needs { psbt } as base64',
    )
    await expect(provider.signPsbt({ psbt: btoa('p'), signInputs: [] })).rejects.toThrow(
      'signPsbt needs signInputs: [{ address, index }]',
    )
    await expect(
      provider.signPsbt({ psbt: btoa('p'), signInputs: [{ address: FAKE_PAYMENT, index: -1 }] }),
    ).rejects.toThrow('signPsbt: input index -1 is not a whole number ≥ 0')
  })

  it('follows the wallet’s accounts until the listener is removed', async () => {
    const { provider, changeAccount } = await connected()
    const seen: (string | undefined)[] = []
    const stop = provider.onAccountChange((address) => seen.push(address))
    changeAccount(FAKE_RECEIVER)
    changeAccount(undefined)
    stop()
    changeAccount(FAKE_PAYMENT)
    expect(seen).toEqual([FAKE_RECEIVER, undefined])
  })

  it('disconnect asks the wallet to forget the site and drops the accounts', async () => {
    const { provider, calls } = await connected()
    await provider.disconnect()
    expect(calls.at(-1)?.feature).toBe('standard:disconnect')
    expect(provider.address).toBeUndefined()
  })
})
