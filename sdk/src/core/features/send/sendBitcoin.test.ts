import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockEvent } from '../../airlockEvents'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { BitcoinProvider } from '../../connectors/bitcoin/bitcoinProvider'
import { localhost } from '../../networks/localhost'
import { featureHarness } from '../../testing/accountFeaturesHarness'
import { testBitcoin } from '../../testing/testNetworks'

const FROM = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const TO = 'bcrt1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qzf4jry'
const TXID = 'cd'.repeat(32)

const BTC: TokenBalance = {
  name: 'Bitcoin',
  symbol: 'BTC',
  chainId: testBitcoin.caipNetworkId,
  price: 0,
  quantity: { decimals: '8', numeric: '0.01' },
  iconUrl: '',
}

let dispose: (() => void) | undefined

function setup() {
  const known = new Set<string>()
  const provider = {
    address: FROM,
    signMessage: vi.fn(),
    sendTransfer: vi.fn(async () => {
      known.add(TXID)
      return TXID
    }),
  } as unknown as BitcoinProvider
  const esplora = (_body: string, url: string) =>
    url.endsWith(`/tx/${TXID}/status`) && known.has(TXID)
      ? Response.json({ confirmed: false })
      : new Response('Transaction not found', { status: 404 })
  const harness = featureHarness({
    networks: [localhost, testBitcoin],
    bitcoinProvider: provider,
    rpc: { 'http://127.0.0.1:8094': esplora },
  })
  harness.server.route('GET /v1/supported-chains', { http: [testBitcoin.caipNetworkId], ws: [] })
  harness.server.route('GET /v1/account/*', { balances: [BTC] })
  dispose = harness.features.dispose
  const events: AirlockEvent[] = []
  harness.events.subscribe((event) => events.push(event))
  harness.connect(FROM, 'bip122')
  return { ...harness, provider, send: harness.features.send, events }
}

afterEach(() => {
  dispose?.()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('send: Bitcoin', () => {
  it('sends BTC in satoshis through the wallet’s sendTransfer and waits for Esplora to see it', async () => {
    const { send, provider, events } = setup()
    send.setToken(BTC)
    send.setAmount('0.0025')
    await send.setReceiver(TO)
    await expect(send.send()).resolves.toBe(TXID)
    expect(provider.sendTransfer).toHaveBeenCalledWith({ recipient: TO, amount: 250_000n })
    expect(events.find((event) => event.type === 'SEND_SUCCESS')?.data).toMatchObject({
      namespace: 'bip122',
      network: testBitcoin.caipNetworkId,
    })
    expect(send.store.getState().loading).toBe(false)
  })

  it('refuses an EVM address as the receiver on bip122', async () => {
    const { send, provider } = setup()
    send.setToken(BTC)
    send.setAmount('0.001')
    await send.setReceiver('0x52908400098527886E0F7030069857D2E4169EE7')
    await expect(send.send()).rejects.toThrow('An amount and receiver address are required')
    expect(provider.sendTransfer).not.toHaveBeenCalled()
  })

  // A typo in an address that still fits the shape (it once passed the send form,
  // which had its own looser check): one per type, each off by one character.
  it.each([
    ['p2pkh', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    ['p2sh', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz'],
    ['p2wpkh', 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt08q'],
    ['p2wsh', 'bcrt1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qzf4jrq'],
    ['p2tr', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj2'],
  ])('refuses a %s receiver with a checksum typo', async (_, typo) => {
    const { send, provider } = setup()
    send.setToken(BTC)
    send.setAmount('0.001')
    await send.setReceiver(typo)
    await expect(send.send()).rejects.toThrow('An amount and receiver address are required')
    expect(provider.sendTransfer).not.toHaveBeenCalled()
  })
})
