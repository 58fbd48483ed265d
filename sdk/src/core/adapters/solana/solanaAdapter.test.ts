import { afterEach, describe, expect, it, vi } from 'vitest'
import { base58Decode, base58Encode } from '../../connectors/auth/base58'
import type { EmbeddedSolanaProvider } from '../../connectors/auth/solanaProvider'
import { fakeSolanaNode } from '../../features/send/sendFakeRpc'
import { testSolana } from '../../testing/testNetworks'
import type { ChainRpc } from '../chainAdapter'
import { adapterFor, namespacesSupporting } from '../chainAdapters'
import { solanaAdapter } from './solanaAdapter'
import { buildSolanaTransfer } from './solanaTransferBytes'

const FROM = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const TO = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

let lifetime: AbortController | undefined
afterEach(() => {
  lifetime?.abort()
  vi.unstubAllGlobals()
})

/** The adapter's RPC side over a fake Solana node at the test network's URL. */
async function open() {
  const node = fakeSolanaNode()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('http://127.0.0.1:8899')
        ? node.handle(String(init?.body))
        : new Response(null, { status: 404 }),
    ),
  )
  lifetime = new AbortController()
  const rpc: ChainRpc = (await solanaAdapter.loadRpc())({ signal: lifetime.signal })
  return { node, rpc }
}

function embeddedWallet() {
  return {
    address: FROM as string | undefined,
    signAndSendTransaction: vi.fn<EmbeddedSolanaProvider['signAndSendTransaction']>(
      async () => SIGNATURE,
    ),
    signMessage: vi.fn<EmbeddedSolanaProvider['signMessage']>(async () =>
      new Uint8Array(64).fill(7),
    ),
  }
}

describe('solana adapter: addresses and capabilities', () => {
  it('is the registry’s adapter for solana, and serves the embedded wallet after eip155', () => {
    expect(adapterFor('solana')).toBe(solanaAdapter)
    expect(namespacesSupporting('embeddedWallet')).toEqual(['eip155', 'solana'])
    expect(namespacesSupporting('history')).toEqual(['eip155'])
    expect(solanaAdapter.supports.tokenTransfers).toBe(false)
  })

  it('takes base58 keys of 32 bytes as they are', () => {
    expect(solanaAdapter.isAddress(TO)).toBe(true)
    expect(solanaAdapter.normalizeAddress(TO)).toBe(TO)
  })

  it('refuses EVM addresses, bad base58 and keys of another length', () => {
    expect(solanaAdapter.isAddress('0x70997970c51812dc3a010c7f79c8177bcc3e43f1')).toBe(false)
    expect(solanaAdapter.isAddress(`${TO.slice(0, -1)}0`)).toBe(false)
    expect(solanaAdapter.isAddress(base58Encode(new Uint8Array(31).fill(1)))).toBe(false)
  })
})

describe('solana adapter: RPC side', () => {
  it('reads SOL through getBalance', async () => {
    const { rpc, node } = await open()
    node.settings.lamports = 1_250_000_000
    const [sol, ...rest] = await rpc.readBalances(testSolana, FROM, [{ address: TO }])
    expect(rest).toEqual([])
    expect(sol).toMatchObject({
      symbol: 'SOL',
      chainId: testSolana.caipNetworkId,
      quantity: { decimals: '9', numeric: '1.25' },
    })
    expect(node.calls.find((call) => call.method === 'getBalance')?.params).toEqual([FROM])
  })

  it('sends a SOL transfer built on a fresh blockhash and waits for it to be confirmed', async () => {
    const { rpc, node } = await open()
    const wallet = embeddedWallet()
    const signature = await rpc.transfer(testSolana, wallet, { from: FROM, to: TO, amount: 7n })
    expect(signature).toBe(SIGNATURE)
    const [bytes, options] = wallet.signAndSendTransaction.mock.calls[0] ?? []
    expect(bytes).toEqual(
      buildSolanaTransfer({
        from: FROM,
        to: TO,
        lamports: 7n,
        recentBlockhash: node.settings.blockhash,
      }),
    )
    expect(options).toEqual({ preflightCommitment: 'confirmed' })
    expect(node.methods()).toEqual(['getLatestBlockhash', 'getSignatureStatuses'])
  })

  it('rejects a transfer the chain failed with "unknown reason"', async () => {
    const { rpc, node } = await open()
    node.settings.status = {
      err: { InstructionError: [0, 'Custom'] },
      confirmationStatus: 'confirmed',
    }
    await expect(
      rpc.transfer(testSolana, embeddedWallet(), { from: FROM, to: TO, amount: 1n }),
    ).rejects.toThrow(/^unknown reason$/)
  })

  it('refuses SPL tokens ("A token is required") before asking the wallet', async () => {
    const { rpc, node } = await open()
    const wallet = embeddedWallet()
    await expect(
      rpc.transfer(testSolana, wallet, { from: FROM, to: TO, amount: 1n, token: TO }),
    ).rejects.toMatchObject({ code: 'SEND_TOKEN_REQUIRED', message: 'A token is required' })
    expect(wallet.signAndSendTransaction).not.toHaveBeenCalled()
    expect(node.calls).toEqual([])
  })

  it('refuses a wallet holding no account, or none at all: "Provider not found"', async () => {
    const { rpc } = await open()
    const transfer = { from: FROM, to: TO, amount: 1n }
    await expect(rpc.transfer(testSolana, undefined, transfer)).rejects.toThrow(
      'Provider not found',
    )
    await expect(
      rpc.transfer(testSolana, { ...embeddedWallet(), address: undefined }, transfer),
    ).rejects.toMatchObject({ code: 'PROVIDER_NOT_FOUND' })
  })

  it('keeps back the 5,000-lamport signature fee', async () => {
    const { rpc } = await open()
    expect(await rpc.transferFeeReserve(testSolana)).toBe(5_000n)
  })

  it('signs a UTF-8 message and answers the signature in base58', async () => {
    const { rpc } = await open()
    const wallet = embeddedWallet()
    const signature = await rpc.signMessage(wallet, { address: FROM, message: 'hé' })
    expect(base58Decode(signature)).toEqual(new Uint8Array(64).fill(7))
    expect(wallet.signMessage).toHaveBeenCalledWith(new TextEncoder().encode('hé'))
  })
})
