import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BitcoinProvider } from '../../connectors/bitcoin/bitcoinProvider'
import { testBitcoin } from '../../testing/testNetworks'
import { bitcoinAdapter } from './bitcoinAdapter'

const ESPLORA = 'http://127.0.0.1:8094'
const PAYER = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const RECEIVER = 'bcrt1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qzf4jry'
const TXID = 'ab'.repeat(32)

/** An Esplora that knows `known` txids and answers the payer's totals. */
function fakeEsplora(known: Set<string>, stats?: unknown) {
  const requests: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    requests.push(url.slice(ESPLORA.length))
    const json = (body: unknown) => Response.json(body)
    if (url === `${ESPLORA}/address/${PAYER}`)
      return json(
        stats ?? {
          address: PAYER,
          chain_stats: { funded_txo_sum: 150_000, spent_txo_sum: 50_000 },
          mempool_stats: { funded_txo_sum: 2_000, spent_txo_sum: 1_000 },
        },
      )
    if (url === `${ESPLORA}/fee-estimates`) return json({ '1': 5.5, '6': 2 })
    const status = url.match(/\/tx\/(\w+)\/status$/)
    if (status)
      return known.has(status[1] ?? '')
        ? json({ confirmed: false })
        : new Response('Transaction not found', { status: 404 })
    return new Response('oops', { status: 500 })
  })
  vi.stubGlobal('fetch', fetch)
  return requests
}

function wallet(overrides: Partial<BitcoinProvider> = {}): BitcoinProvider & { sent: unknown[] } {
  const sent: unknown[] = []
  return {
    sent,
    address: PAYER,
    getAccountAddresses: () => [],
    signMessage: async () => 'c2ln',
    sendTransfer: async (params) => {
      sent.push(params)
      return TXID
    },
    signPsbt: async () => ({ psbt: '' }),
    ...overrides,
  }
}

const open = async () => (await bitcoinAdapter.loadRpc())({ signal: new AbortController().signal })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the bip122 adapter', () => {
  it('serves balances and sends, nothing of the embedded wallet, swaps or names', () => {
    expect(bitcoinAdapter.supports).toMatchObject({
      send: true,
      embeddedWallet: false,
      tokenTransfers: false,
      swap: false,
      names: false,
    })
    expect(bitcoinAdapter.isAddress(RECEIVER)).toBe(true)
    expect(bitcoinAdapter.isAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false)
  })

  it('reads the balance from the network’s Esplora: confirmed plus mempool, in BTC', async () => {
    const requests = fakeEsplora(new Set())
    const [balance, ...others] = await (await open()).readBalances(testBitcoin, PAYER, [])
    expect(others).toEqual([])
    expect(balance).toMatchObject({
      symbol: 'BTC',
      chainId: testBitcoin.caipNetworkId,
      quantity: { decimals: '8', numeric: '0.00101' },
    })
    expect(requests).toEqual([`/address/${PAYER}`])
  })

  it('says so when Esplora answers no balance, or fails', async () => {
    fakeEsplora(new Set(), { chain_stats: {} })
    await expect((await open()).readBalances(testBitcoin, PAYER, [])).rejects.toThrow(
      'Esplora answered no balance',
    )
    fakeEsplora(new Set())
    await expect((await open()).readBalances(testBitcoin, RECEIVER, [])).rejects.toThrow(
      `Esplora answered 500 for /address/${RECEIVER}`,
    )
  })

  it('refuses a network without an Esplora URL', async () => {
    const bare = { ...testBitcoin, rpcUrls: { default: { http: [] } } }
    await expect((await open()).readBalances(bare, PAYER, [])).rejects.toThrow(
      'No URL was provided',
    )
  })

  it('keeps back the next-block fee of a one-input transfer when sending it all', async () => {
    fakeEsplora(new Set())
    expect(await (await open()).transferFeeReserve(testBitcoin)).toBe(6n * 141n)
  })

  it('sends through the wallet’s sendTransfer and waits until Esplora has the transaction', async () => {
    const known = new Set<string>()
    const requests = fakeEsplora(known)
    const payer = wallet({
      sendTransfer: async () => {
        setTimeout(() => known.add(TXID), 600)
        return TXID
      },
    })
    const txid = await (await open()).transfer(testBitcoin, payer, {
      from: PAYER,
      to: RECEIVER,
      amount: 25_000n,
    })
    expect(txid).toBe(TXID)
    expect(requests.filter((path) => path === `/tx/${TXID}/status`).length).toBeGreaterThan(1)
  })

  it('passes the recipient and sats to the wallet', async () => {
    fakeEsplora(new Set([TXID]))
    const payer = wallet()
    await (await open()).transfer(testBitcoin, payer, {
      from: PAYER,
      to: RECEIVER,
      amount: 25_000n,
    })
    expect(payer.sent).toEqual([{ recipient: RECEIVER, amount: 25_000n }])
  })

  it('gives up after 25 s when the transaction never shows up', async () => {
    vi.useFakeTimers()
    fakeEsplora(new Set())
    const sending = (await open()).transfer(testBitcoin, wallet(), {
      from: PAYER,
      to: RECEIVER,
      amount: 1_000n,
    })
    const outcome = expect(sending).rejects.toThrow(
      `Transaction ${TXID} was not seen on the network`,
    )
    await vi.advanceTimersByTimeAsync(26_000)
    await outcome
  })

  it('refuses tokens and wallets that are not Bitcoin providers', async () => {
    fakeEsplora(new Set())
    const rpc = await open()
    await expect(
      rpc.transfer(testBitcoin, wallet(), { from: PAYER, to: RECEIVER, amount: 1n, token: 'x' }),
    ).rejects.toThrow('A token is required')
    await expect(
      rpc.transfer(testBitcoin, { address: PAYER }, { from: PAYER, to: RECEIVER, amount: 1n }),
    ).rejects.toThrow('Provider not found')
  })

  it('signs a message through the wallet, by the given address', async () => {
    const signMessage = vi.fn(async () => 'c2ln')
    const rpc = await open()
    expect(await rpc.signMessage(wallet({ signMessage }), { address: PAYER, message: 'hi' })).toBe(
      'c2ln',
    )
    expect(signMessage).toHaveBeenCalledWith({ message: 'hi', address: PAYER })
  })
})
