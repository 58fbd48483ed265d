import { base58Decode, base58Encode } from '@airlock/protocol'
import { describe, expect, it } from 'vitest'
import {
  createWalletConnectSolanaProvider,
  type WalletConnectSolanaSession,
  withSignature,
} from './walletConnectSolanaProvider'

const ME = new Uint8Array(32).fill(7)
const OTHER = new Uint8Array(32).fill(9)
const ADDRESS = base58Encode(ME)
const SIGNATURE = new Uint8Array(64).fill(5)
const ALL = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

/** Wire bytes of a transaction needing `signers` signatures (empty slots), legacy or v0. */
function unsigned(signers: Uint8Array[], { v0 = false } = {}): Uint8Array {
  const header = [signers.length, 0, 0]
  return Uint8Array.from([
    signers.length,
    ...new Uint8Array(64 * signers.length),
    ...(v0 ? [0x80] : []),
    ...header,
    signers.length,
    ...signers.flatMap((key) => [...key]),
    ...new Uint8Array(32).fill(1), // blockhash
    0, // no instructions
  ])
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

function setup(
  answer: (method: string, params: Record<string, unknown>) => unknown,
  { methods = ALL, signedOut = false } = {},
) {
  const sent: { method: string; params: Record<string, unknown> }[] = []
  const session: WalletConnectSolanaSession = {
    address: () => (signedOut ? undefined : ADDRESS),
    methods: () => methods,
    request: async (method, params) => {
      sent.push({ method, params: params as Record<string, unknown> })
      return answer(method, params as Record<string, unknown>)
    },
  }
  return { provider: createWalletConnectSolanaProvider(session), sent }
}

describe('the Solana provider over a WalletConnect session', () => {
  it('signs a message: base58 message and pubkey out, the base58 signature back as bytes', async () => {
    const { provider, sent } = setup(() => ({ signature: base58Encode(SIGNATURE) }))
    expect(provider.address).toBe(ADDRESS)
    expect(await provider.signMessage(new Uint8Array([104, 105]))).toEqual(SIGNATURE)
    expect(sent).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: base58Encode(new Uint8Array([104, 105])), pubkey: ADDRESS },
      },
    ])
  })

  it('signs a transaction answered as { transaction } (base64 both ways)', async () => {
    const wire = unsigned([ME])
    const signed = withSignature(wire, ME, SIGNATURE)
    const { provider, sent } = setup(() => ({ signature: 'x', transaction: toBase64(signed) }))
    expect(await provider.signTransaction(wire)).toEqual(signed)
    expect(sent[0]).toEqual({
      method: 'solana_signTransaction',
      params: { transaction: toBase64(wire) },
    })
  })

  it('signs a transaction answered as { signature } only: the signature goes into the account’s slot', async () => {
    for (const v0 of [false, true]) {
      const wire = unsigned([OTHER, ME], { v0 })
      const { provider } = setup(() => ({ signature: base58Encode(SIGNATURE) }))
      const signed = await provider.signTransaction(wire)
      expect(signed.subarray(1, 65)).toEqual(new Uint8Array(64))
      expect(signed.subarray(65, 129)).toEqual(SIGNATURE)
      expect(signed.subarray(129)).toEqual(wire.subarray(129))
    }
  })

  it('refuses a { signature } answer for a transaction the account does not sign', async () => {
    const { provider } = setup(() => ({ signature: base58Encode(SIGNATURE) }))
    await expect(provider.signTransaction(unsigned([OTHER]))).rejects.toThrow(
      'The transaction does not need the connected account’s signature',
    )
  })

  it('signs all transactions in one request when the wallet approved solana_signAllTransactions', async () => {
    const signed = withSignature(unsigned([ME]), ME, SIGNATURE)
    const { provider, sent } = setup(() => ({ transactions: [toBase64(signed), toBase64(signed)] }))
    expect(await provider.signAllTransactions([unsigned([ME]), unsigned([ME])])).toEqual([
      signed,
      signed,
    ])
    expect(sent.map(({ method }) => method)).toEqual(['solana_signAllTransactions'])
  })

  it('else signs them one after the other with solana_signTransaction', async () => {
    const { provider, sent } = setup(() => ({ signature: base58Encode(SIGNATURE) }), {
      methods: ['solana_signMessage', 'solana_signTransaction'],
    })
    const signed = await provider.signAllTransactions([unsigned([ME]), unsigned([ME])])
    expect(signed).toHaveLength(2)
    expect(sent.map(({ method }) => method)).toEqual([
      'solana_signTransaction',
      'solana_signTransaction',
    ])
  })

  it('signs and sends with the send options, answering the base58 signature', async () => {
    const { provider, sent } = setup(() => ({ signature: base58Encode(SIGNATURE) }))
    expect(
      await provider.signAndSendTransaction(unsigned([ME]), {
        skipPreflight: true,
        maxRetries: undefined,
      }),
    ).toBe(base58Encode(SIGNATURE))
    expect(sent[0]?.params).toEqual({
      transaction: toBase64(unsigned([ME])),
      sendOptions: { skipPreflight: true },
    })
  })

  it('without solana_signAndSendTransaction, signs with solana_signTransaction and sends through the dapp’s RPC', async () => {
    const signedWire = unsigned([ME])
    signedWire.set(SIGNATURE, 1)
    const sends: { signed: Uint8Array; options: unknown }[] = []
    const sent: string[] = []
    const session: WalletConnectSolanaSession = {
      address: () => ADDRESS,
      methods: () => ['solana_signMessage', 'solana_signTransaction'],
      request: async (method) => {
        sent.push(method)
        return { transaction: toBase64(signedWire) }
      },
      send: async (signed, options) => {
        sends.push({ signed, options })
        return 'sig58'
      },
    }
    const provider = createWalletConnectSolanaProvider(session)
    expect(
      await provider.signAndSendTransaction(unsigned([ME]), { preflightCommitment: 'confirmed' }),
    ).toBe('sig58')
    expect(sent).toEqual(['solana_signTransaction'])
    expect(sends).toEqual([{ signed: signedWire, options: { preflightCommitment: 'confirmed' } }])
  })

  it('says which method the wallet did not approve, without asking it', async () => {
    const { provider, sent } = setup(() => ({}), { methods: ['solana_signMessage'] })
    await expect(provider.signAndSendTransaction(unsigned([ME]))).rejects.toThrow(
      'The WalletConnect wallet did not approve solana_signAndSendTransaction',
    )
    await expect(provider.signTransaction(unsigned([ME]))).rejects.toThrow(
      'The WalletConnect wallet did not approve solana_signTransaction',
    )
    expect(sent).toEqual([])
  })

  it('a rejection in the wallet is USER_REJECTED with rpcCode 4001; other errors keep their text', async () => {
    const { provider } = setup(() => {
      throw { code: 4001, message: 'User rejected the request.' }
    })
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
    })
    const failing = setup(() => {
      throw { code: 4100, message: 'The requested account has not been authorized.' }
    })
    await expect(failing.provider.signMessage(new Uint8Array([1]))).rejects.toMatchObject({
      rpcCode: 4100,
      message: 'The requested account has not been authorized.',
    })
  })

  it('rejects an answer that is not what the method returns', async () => {
    for (const answer of [null, {}, { signature: '' }, { signature: '0OIl' }]) {
      const { provider } = setup(() => answer)
      await expect(provider.signMessage(new Uint8Array([1]))).rejects.toThrow(
        'Invalid solana_signMessage response',
      )
    }
    const { provider } = setup(() => ({ transactions: ['AA=='] }))
    await expect(provider.signAllTransactions([unsigned([ME]), unsigned([ME])])).rejects.toThrow(
      'Invalid solana_signAllTransactions response',
    )
  })

  it('without the session’s Solana account, nothing is sent', async () => {
    const { provider, sent } = setup(() => ({}), { signedOut: true })
    expect(provider.address).toBeUndefined()
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toMatchObject({
      code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
    })
    expect(sent).toEqual([])
    expect(base58Decode(ADDRESS)).toEqual(ME)
  })
})
