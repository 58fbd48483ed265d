import { base58Decode, base58Encode } from '@airlock/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EmbeddedSolanaProvider } from '../../connectors/auth/solanaProvider'
import { fakeSolanaNode } from '../../features/send/sendFakeRpc'
import { testSolana } from '../../testing/testNetworks'
import type { ChainRpc } from '../chainAdapter'
import { adapterFor, namespacesSupporting } from '../chainAdapters'
import { solanaAdapter } from './solanaAdapter'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './solanaProgramAddress'
import { buildSplTransfer } from './solanaSplTransferBytes'
import { mintData } from './solanaTokenMint.fake'
import { buildSolanaTransfer } from './solanaTransferBytes'

const FROM = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const TO = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const OTHER_MINT = 'So11111111111111111111111111111111111111112'
/** The sender's token account. */
const SOURCE = 'F4YA4H7HeXLCvjLRKdh56FgE4cyHpPqLP1VCM6fEqEmX'
/** A Token-2022 mint and the sender's account of it. */
const MINT_2022 = '6TcyBfPdBt1kjsvDZLzmBFnuMaLWiTaAt4RjUr9VA5YD'
const SOURCE_2022 = '4MfyR4G3NWfVRDWo6iNAHDBZqWMgwZX6FNtMqEW3a9JT'
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
    expect(solanaAdapter.supports.tokenTransfers).toBe(true)
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
  it('reads SOL through getBalance and every SPL Token and Token-2022 token, one parsed read per program', async () => {
    const { rpc, node } = await open()
    node.settings.lamports = 1_250_000_000
    node.settings.tokenAccounts = [
      { address: SOURCE, mint: USDC, amount: '1500000', decimals: 6 },
      // A second account of the same mint adds up; an empty one is not listed.
      { address: TO, mint: USDC, amount: '250000', decimals: 6 },
      { address: FROM, mint: OTHER_MINT, amount: '0', decimals: 9 },
      {
        address: SOURCE_2022,
        mint: MINT_2022,
        amount: '42',
        decimals: 1,
        program: TOKEN_2022_PROGRAM,
      },
    ]
    const balances = await rpc.readBalances(testSolana, FROM, [
      { address: USDC, symbol: 'USDC', name: 'USD Coin' },
    ])
    expect(balances).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId: testSolana.caipNetworkId,
        quantity: { decimals: '9', numeric: '1.25' },
      }),
      expect.objectContaining({
        name: 'USD Coin',
        symbol: 'USDC',
        address: `${testSolana.caipNetworkId}:${USDC}`,
        quantity: { decimals: '6', numeric: '1.75' },
      }),
      expect.objectContaining({
        symbol: '6Tcy…',
        address: `${testSolana.caipNetworkId}:${MINT_2022}`,
        quantity: { decimals: '1', numeric: '4.2' },
      }),
    ])
    expect(node.calls.find((call) => call.method === 'getBalance')?.params).toEqual([FROM])
    expect(
      node.calls.filter((call) => call.method === 'getTokenAccountsByOwner').map((c) => c.params),
    ).toEqual(
      [TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((programId) => [
        FROM,
        { programId },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      ]),
    )
  })

  it('names a token the dapp does not list by its mint', async () => {
    const { rpc, node } = await open()
    node.settings.tokenAccounts = [{ address: SOURCE, mint: USDC, amount: '7', decimals: 0 }]
    const [, token] = await rpc.readBalances(testSolana, FROM, [])
    expect(token).toMatchObject({ name: 'EPjF…', symbol: 'EPjF…', quantity: { numeric: '7' } })
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

  it('sends an SPL token from the account holding enough to the recipient’s associated token account, created if missing', async () => {
    const { rpc, node } = await open()
    node.settings.accounts[USDC] = { owner: TOKEN_PROGRAM, data: mintData(6) }
    node.settings.tokenAccounts = [
      { address: TO, mint: USDC, amount: '100', decimals: 6 },
      { address: SOURCE, mint: USDC, amount: '5000000', decimals: 6 },
    ]
    const wallet = embeddedWallet()
    const token = `${testSolana.caipNetworkId}:${USDC}`
    const signature = await rpc.transfer(testSolana, wallet, {
      from: FROM,
      to: TO,
      amount: 1_500_000n,
      token,
    })
    expect(signature).toBe(SIGNATURE)
    const [bytes] = wallet.signAndSendTransaction.mock.calls[0] ?? []
    expect(bytes).toEqual(
      buildSplTransfer({
        from: FROM,
        to: TO,
        mint: USDC,
        tokenProgram: TOKEN_PROGRAM,
        decimals: 6,
        amount: 1_500_000n,
        source: SOURCE,
        // @solana/spl-token's getAssociatedTokenAddressSync(USDC, TO), recorded.
        destination: 'F8biqkCRK2tHR6EncrcXDGgVTkGRrtojqyW39w41Qspn',
        recentBlockhash: node.settings.blockhash,
      }),
    )
    expect(node.calls.find((call) => call.method === 'getTokenAccountsByOwner')?.params[1]).toEqual(
      { mint: USDC },
    )
  })

  it('sends a Token-2022 token with its program: the ATA derived with it, TransferChecked to it', async () => {
    const { rpc, node } = await open()
    node.settings.accounts[MINT_2022] = { owner: TOKEN_2022_PROGRAM, data: mintData(4) }
    node.settings.tokenAccounts = [
      {
        address: SOURCE_2022,
        mint: MINT_2022,
        amount: '90000',
        decimals: 4,
        program: TOKEN_2022_PROGRAM,
      },
    ]
    const wallet = embeddedWallet()
    await rpc.transfer(testSolana, wallet, {
      from: FROM,
      to: TO,
      amount: 12_345n,
      token: MINT_2022,
    })
    const bytes = wallet.signAndSendTransaction.mock.calls[0]?.[0] as Uint8Array
    expect(bytes).toEqual(
      buildSplTransfer({
        from: FROM,
        to: TO,
        mint: MINT_2022,
        tokenProgram: TOKEN_2022_PROGRAM,
        decimals: 4,
        amount: 12_345n,
        source: SOURCE_2022,
        // @solana/spl-token's getAssociatedTokenAddressSync(MINT_2022, TO, true, TOKEN_2022_PROGRAM_ID), recorded.
        destination: 'L6NCWtrjfqe9kcbFup38F5gVqU46HqpUeRRfFFvTiVX',
        recentBlockhash: node.settings.blockhash,
      }),
    )
    // Both instructions name Token-2022, none the SPL Token program.
    expect(containsKey(bytes, TOKEN_2022_PROGRAM)).toBe(true)
    expect(containsKey(bytes, TOKEN_PROGRAM)).toBe(false)
  })

  it('refuses a non-transferable Token-2022 token, and a mint the chain does not hold, before asking the wallet', async () => {
    const { rpc, node } = await open()
    node.settings.accounts[MINT_2022] = {
      owner: TOKEN_2022_PROGRAM,
      data: mintData(4, [{ type: 9, value: new Uint8Array() }]),
    }
    node.settings.tokenAccounts = [
      {
        address: SOURCE_2022,
        mint: MINT_2022,
        amount: '90000',
        decimals: 4,
        program: TOKEN_2022_PROGRAM,
      },
    ]
    const wallet = embeddedWallet()
    await expect(
      rpc.transfer(testSolana, wallet, { from: FROM, to: TO, amount: 1n, token: MINT_2022 }),
    ).rejects.toThrow('This token is non-transferable')
    await expect(
      rpc.transfer(testSolana, wallet, { from: FROM, to: TO, amount: 1n, token: USDC }),
    ).rejects.toThrow(`Token mint ${USDC} not found`)
    expect(wallet.signAndSendTransaction).not.toHaveBeenCalled()
  })

  it('refuses an SPL transfer no token account can pay, before asking the wallet', async () => {
    const { rpc, node } = await open()
    node.settings.accounts[USDC] = { owner: TOKEN_PROGRAM, data: mintData(6) }
    node.settings.tokenAccounts = [{ address: SOURCE, mint: USDC, amount: '10', decimals: 6 }]
    const wallet = embeddedWallet()
    await expect(
      rpc.transfer(testSolana, wallet, { from: FROM, to: TO, amount: 11n, token: USDC }),
    ).rejects.toThrow('Insufficient token balance')
    expect(wallet.signAndSendTransaction).not.toHaveBeenCalled()
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

/** Whether the 32 bytes of `key` occur in `bytes` (a transaction's account keys). */
function containsKey(bytes: Uint8Array, key: string): boolean {
  const needle = base58Decode(key)
  return bytes.some((_, start) => needle.every((byte, index) => bytes[start + index] === byte))
}
