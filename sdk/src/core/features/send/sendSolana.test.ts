import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_PROGRAM } from '../../adapters/solana/solanaProgramAddress'
import { mintData } from '../../adapters/solana/solanaTokenMint.fake'
import { buildSolanaTransfer } from '../../adapters/solana/solanaTransferBytes'
import type { AirlockEvent } from '../../airlockEvents'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { EmbeddedSolanaProvider } from '../../connectors/auth/solanaProvider'
import { localhost } from '../../networks/localhost'
import { featureHarness } from '../../testing/accountFeaturesHarness'
import { testSolana } from '../../testing/testNetworks'
import { fakeSolanaNode } from './sendFakeRpc'

const FROM = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const TO = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

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
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const USDC: TokenBalance = {
  ...SOL,
  name: 'USD Coin',
  symbol: 'USDC',
  address: `${solana.caipNetworkId}:${USDC_MINT}`,
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
    // The bytes of the one transfer (held against @solana/web3.js's in solanaTransferBytes.test.ts).
    expect(sent).toEqual([
      buildSolanaTransfer({
        from: FROM,
        to: TO,
        lamports: 1_500_000_000n,
        recentBlockhash: node.settings.blockhash,
      }),
    ])
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

  it('lists SPL tokens for sending and sends one by its mint, in its own decimals', async () => {
    const { send, sent, node, events } = setup()
    node.settings.accounts[USDC_MINT] = { owner: TOKEN_PROGRAM, data: mintData(6) }
    node.settings.tokenAccounts = [
      { address: TO, mint: USDC_MINT, amount: '10000000', decimals: 6 },
    ]
    expect((await send.fetchTokenBalances()).map((balance) => balance.symbol)).toEqual([
      'SOL',
      'USDC',
    ])
    expect(send.store.getState().networkBalanceInUSD).toBe('300')
    send.setToken(USDC)
    send.setAmount('1.5')
    await send.setReceiver(TO)
    await send.send()
    expect(sent).toHaveLength(1)
    expect(events.at(-1)).toMatchObject({
      type: 'SEND_SUCCESS',
      data: { namespace: 'solana', token: 'USDC', amount: '1.5' },
    })
    // TransferChecked's data ends the transaction: 12, 1_500_000 as u64 LE, 6 decimals.
    const data = [...(sent[0] ?? [])].slice(-10)
    expect(data).toEqual([12, 0x60, 0xe3, 0x16, 0, 0, 0, 0, 0, 6])
  })

  it('takes a base58 receiver and refuses an EVM one', async () => {
    const { send } = setup()
    await send.setReceiver('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
    expect(send.store.getState().receiverAddress).toBeUndefined()
    await send.setReceiver(TO)
    expect(send.store.getState().receiverAddress).toBe(TO)
  })
})
