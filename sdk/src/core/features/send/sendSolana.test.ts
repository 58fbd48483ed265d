import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockEvent } from '../../airlockEvents'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { EmbeddedSolanaProvider } from '../../connectors/auth/solanaProvider'
import { localhost } from '../../networks/localhost'
import { testSolana } from '../../testing/testNetworks'
import { featureHarness } from '../account/accountFeaturesHarness'
import { fakeSolanaNode } from './sendFakeRpc'
import { buildSolanaTransfer } from './sendSolanaTransfer'

const FROM = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const TO = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k'
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

/**
 * @solana/web3.js 1.x `new Transaction({ feePayer: FROM, recentBlockhash: BLOCKHASH })
 * .add(SystemProgram.transfer({ fromPubkey: FROM, toPubkey: TO, lamports: 1_500_000_000 }))
 * .serialize({ requireAllSignatures: false, verifySignatures: false })`, recorded once:
 * the bytes the library would send, to hold the hand-built ones against.
 */
const WEB3_TRANSFER = `01${'00'.repeat(64)}01000103850f2d6e02a47af824d09ab69dc42d70cb28cbfa249fb7ee57b9d256c12762ef321cfa5add185e8893a5fd88013ec4d7e122ded46354cadff50d956395e75b600000000000000000000000000000000000000000000000000000000000000000c49ae77603782054f17a9decea43b444eba0edb12c6f1d31c6e0e4a84bf052eb01020200010c02000000002f685900000000`

const hex = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

describe('the hand-built SOL transfer', () => {
  it('has the bytes @solana/web3.js gives the same transfer', () => {
    const bytes = buildSolanaTransfer({
      from: FROM,
      to: TO,
      lamports: 1_500_000_000n,
      recentBlockhash: BLOCKHASH,
    })
    expect(hex(bytes)).toBe(WEB3_TRANSFER)
  })

  it('lists the account once when sending to oneself', () => {
    const bytes = buildSolanaTransfer({
      from: FROM,
      to: FROM,
      lamports: 1n,
      recentBlockhash: BLOCKHASH,
    })
    // One signature slot (1 + 64), header (3), then two account keys: the sender and the program.
    expect(bytes[68]).toBe(2)
    expect(bytes.length).toBe(1 + 64 + 3 + 1 + 2 * 32 + 32 + 1 + 1 + 1 + 2 + 1 + 12)
  })

  it('refuses what is not a 32-byte key, and lamports outside u64', () => {
    const input = { from: FROM, to: TO, lamports: 1n, recentBlockhash: BLOCKHASH }
    expect(() => buildSolanaTransfer({ ...input, to: '0x1234' })).toThrow(TypeError)
    expect(() => buildSolanaTransfer({ ...input, lamports: -1n })).toThrow(RangeError)
    expect(() => buildSolanaTransfer({ ...input, lamports: 2n ** 64n })).toThrow(RangeError)
  })
})

const solana = testSolana

const SOL: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: solana.caipNetworkId,
  value: 300,
  price: 150,
  quantity: { decimals: '9', numeric: '2' },
  iconUrl: '',
}
const USDC: TokenBalance = {
  ...SOL,
  name: 'USD Coin',
  symbol: 'USDC',
  address: `${solana.caipNetworkId}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`,
  quantity: { decimals: '6', numeric: '10' },
}

let dispose: (() => void) | undefined

function setup() {
  const node = fakeSolanaNode()
  const sent: Uint8Array[] = []
  const provider = {
    address: FROM,
    signAndSendTransaction: vi.fn(async (transaction: Uint8Array) => {
      sent.push(transaction)
      return SIGNATURE
    }),
  } as unknown as EmbeddedSolanaProvider
  const harness = featureHarness({
    networks: [localhost, solana],
    solanaProvider: provider,
    rpc: { 'http://127.0.0.1:8899': node.handle },
  })
  harness.server.route('GET /v1/supported-chains', { http: [solana.caipNetworkId], ws: [] })
  harness.server.route('GET /v1/account/*', { balances: [SOL, USDC] })
  dispose = harness.features.dispose
  const events: AirlockEvent[] = []
  harness.events.subscribe((event) => events.push(event))
  harness.connect(FROM, 'solana')
  const { send } = harness.features
  return { ...harness, node, provider, sent, send, events }
}

afterEach(() => {
  dispose?.()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('send: Solana', () => {
  it('sends SOL through the embedded wallet on a fresh blockhash and waits for confirmation', async () => {
    const { send, node, sent, provider, events } = setup()
    send.setToken(SOL)
    send.setAmount('1.5')
    await send.setReceiver(TO)
    await expect(send.send()).resolves.toBe(SIGNATURE)
    expect(sent.map(hex)).toEqual([WEB3_TRANSFER])
    expect(provider.signAndSendTransaction).toHaveBeenCalledWith(expect.any(Uint8Array), {
      preflightCommitment: 'confirmed',
    })
    expect(node.methods()).toEqual(['getLatestBlockhash', 'getSignatureStatuses'])
    expect(events.find((event) => event.type === 'SEND_SUCCESS')?.data).toMatchObject({
      namespace: 'solana',
      token: 'SOL',
      amount: '1.5',
      hash: SIGNATURE,
    })
    expect(send.store.getState()).toMatchObject({ token: undefined, loading: false })
  })

  it("rejects 'unknown reason' when the chain failed the transaction", async () => {
    const { send, node } = setup()
    node.settings.status = {
      err: { InstructionError: [0, { Custom: 1 }] },
      confirmationStatus: 'confirmed',
    }
    send.setToken(SOL)
    send.setAmount('1')
    await send.setReceiver(TO)
    await expect(send.send()).rejects.toThrow(/^unknown reason$/)
  })

  it('waits 25 s at most for the confirmation', async () => {
    vi.useFakeTimers()
    const { send, node } = setup()
    node.settings.status = null
    send.setToken(SOL)
    send.setAmount('1')
    await send.setReceiver(TO)
    const outcome = send.send().catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(24_000)
    expect(send.store.getState().loading).toBe(true)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await outcome).toBe(
      `Timed out while waiting for transaction ${SIGNATURE} to be confirmed.`,
    )
  })

  it('sends SOL only: an SPL token is not a token it can send, nor one it lists', async () => {
    const { send, sent } = setup()
    expect((await send.fetchTokenBalances()).map((balance) => balance.symbol)).toEqual(['SOL'])
    expect(send.store.getState().networkBalanceInUSD).toBe('300')
    send.setToken(USDC)
    send.setAmount('1')
    await send.setReceiver(TO)
    await expect(send.send()).rejects.toThrow('A token is required')
    expect(sent).toHaveLength(0)
  })

  it('takes a base58 receiver and refuses an EVM one', async () => {
    const { send } = setup()
    await send.setReceiver('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
    expect(send.store.getState().receiverAddress).toBeUndefined()
    await send.setReceiver(TO)
    expect(send.store.getState().receiverAddress).toBe(TO)
  })
})
